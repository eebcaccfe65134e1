import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import type { ReactNode } from 'react';
import type { AppConfig } from '../config/env.ts';
import { ErrorBoundary } from '../components/ui/error-boundary.tsx';
import { ToastOutlet } from '../components/ui/toaster.tsx';
import { ApiProvider } from '../lib/api-context.tsx';
import { AppConfigProvider } from '../lib/app-config.tsx';
import { PreparedSessionContext } from '../lib/auth/local-auth-provider.tsx';
import { LinkProvider } from '../lib/navigation.tsx';
import { ThemeProvider } from '../lib/theme.tsx';
import { AppErrorScreen } from './app-error-screen.tsx';
import { renderRouterLink } from './router-link.tsx';
import { createServices } from './services.ts';
import type { AppServices } from './services.ts';

/**
 * Everything outside the router: config, the API client, server state, the session, links, theme,
 * toasts. The browser's entry hands in services it has warmed up (app/services.ts); tests and the
 * prerender let them be made here.
 */
export function AppProvider({ config, services, children }: { config: AppConfig; services?: AppServices; children: ReactNode }) {
  const [{ api, queryClient, session }] = useState(() => services ?? createServices(config));
  return (
    <ErrorBoundary
      fallback={(error) => <AppErrorScreen message={error.message} />}
      onError={(error) => console.error('The app crashed', error)}
    >
      <AppConfigProvider config={config}>
        <ApiProvider client={api}>
          <PreparedSessionContext value={session}>
            <QueryClientProvider client={queryClient}>
              <LinkProvider value={renderRouterLink}>
                <ThemeProvider>
                  {children}
                  <ToastOutlet />
                </ThemeProvider>
              </LinkProvider>
            </QueryClientProvider>
          </PreparedSessionContext>
        </ApiProvider>
      </AppConfigProvider>
    </ErrorBoundary>
  );
}
