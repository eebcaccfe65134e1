import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import type { AppConfig } from '../config/env.ts';

const ConfigContext = createContext<AppConfig | null>(null);

export function AppConfigProvider({ config, children }: { config: AppConfig; children: ReactNode }) {
  return <ConfigContext.Provider value={config}>{children}</ConfigContext.Provider>;
}

export function useAppConfig(): AppConfig {
  const config = useContext(ConfigContext);
  if (!config) throw new Error('useAppConfig must be used inside <AppConfigProvider>');
  return config;
}
