import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import type { ReactNode } from 'react';
import { TOAST_DURATION_MS } from '../config/constants.ts';
import type { AppConfig } from '../config/env.ts';
import { ErrorBoundary } from '../components/ui/error-boundary.tsx';
import { useHydrated } from '../hooks/use-hydrated.ts';
import { createApiClient } from '../lib/api-client.ts';
import { ApiProvider } from '../lib/api-context.tsx';
import { AppConfigProvider } from '../lib/app-config.tsx';
import { LinkProvider } from '../lib/navigation.tsx';
import { createQueryClient } from '../lib/query-client.ts';
import { ThemeProvider, useTheme } from '../lib/theme.tsx';
import { AppErrorScreen } from './app-error-screen.tsx';
import { renderRouterLink } from './router-link.tsx';

// Toasts only ever follow an action, so their library loads after the page is up instead of with it.
const Toaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })));

function ThemedToaster() {
  const { resolved } = useTheme();
  // Browser-only: a prerendered page has no toasts, and a lazy part would not finish on the server.
  if (!useHydrated()) return null;
  // At the bottom: what a toast announces (a new thread's first post, a saved form) sits near the top
  // of the page, under the sticky header, where a top toast would cover it (issue 27).
  return <Toaster theme={resolved} duration={TOAST_DURATION_MS} position="bottom-right" richColors closeButton />;
}

/** Everything outside the router: config, the API client, server state, links, theme, toasts. */
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
            <LinkProvider value={renderRouterLink}>
              <ThemeProvider>
                {children}
                <Suspense fallback={null}>
                  <ThemedToaster />
                </Suspense>
              </ThemeProvider>
            </LinkProvider>
          </QueryClientProvider>
        </ApiProvider>
      </AppConfigProvider>
    </ErrorBoundary>
  );
}
