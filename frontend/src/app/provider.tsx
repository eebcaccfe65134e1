import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { Toaster } from 'sonner';
import { TOAST_DURATION_MS } from '../config/constants.ts';
import type { AppConfig } from '../config/env.ts';
import { ErrorBoundary } from '../components/ui/error-boundary.tsx';
import { TooltipProvider } from '../components/ui/tooltip.tsx';
import { createApiClient } from '../lib/api-client.ts';
import { ApiProvider } from '../lib/api-context.tsx';
import { AppConfigProvider } from '../lib/app-config.tsx';
import { createQueryClient } from '../lib/query-client.ts';
import { ThemeProvider, useTheme } from '../lib/theme.tsx';
import { AppErrorScreen } from './error-screens.tsx';

function ThemedToaster() {
  const { resolved } = useTheme();
  // Offset below the sticky header so a toast never covers the navigation.
  return (
    <Toaster
      theme={resolved}
      duration={TOAST_DURATION_MS}
      position="top-right"
      offset={{ top: 76 }}
      mobileOffset={{ top: 72 }}
      richColors
      closeButton
    />
  );
}

/** Everything outside the router: config, the API client, server state, theme, toasts. */
export function AppProvider({ config, children }: { config: AppConfig; children: ReactNode }) {
  const [api] = useState(() => createApiClient(config.apiBaseUrl));
  const [queryClient] = useState(createQueryClient);
  return (
    <ErrorBoundary
      fallback={(error) => <AppErrorScreen message={error.message} />}
      onError={(error) => console.error('The app crashed', error)}
    >
      <AppConfigProvider config={config}>
        <ApiProvider client={api}>
          <QueryClientProvider client={queryClient}>
            <ThemeProvider>
              <TooltipProvider delayDuration={300}>
                {children}
                <ThemedToaster />
              </TooltipProvider>
            </ThemeProvider>
          </QueryClientProvider>
        </ApiProvider>
      </AppConfigProvider>
    </ErrorBoundary>
  );
}
