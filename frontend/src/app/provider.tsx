import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import type { ReactNode } from 'react';
import { TOAST_DURATION_MS } from '../config/constants.ts';
import type { AppConfig } from '../config/env.ts';
import { ErrorBoundary } from '../components/ui/error-boundary.tsx';
import { useHydrated } from '../hooks/use-hydrated.ts';
import { ApiProvider } from '../lib/api-context.tsx';
import { AppConfigProvider } from '../lib/app-config.tsx';
import { PreparedSessionContext } from '../lib/auth/local-auth-provider.tsx';
import { LinkProvider } from '../lib/navigation.tsx';
import { ThemeProvider, useTheme } from '../lib/theme.tsx';
import { useToasterWanted } from '../lib/toast.ts';
import { AppErrorScreen } from './app-error-screen.tsx';
import { renderRouterLink } from './router-link.tsx';
import { createServices } from './services.ts';
import type { AppServices } from './services.ts';

// Toasts only ever follow an action, so their library loads with the first one (lib/toast.ts).
const Toaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })));

function ThemedToaster() {
  const { resolved } = useTheme();
  const wanted = useToasterWanted();
  // Browser-only: a prerendered page has no toasts, and a lazy part would not finish on the server.
  if (!useHydrated() || !wanted) return null;
  // At the bottom: what a toast announces (a new thread's first post, a saved form) sits near the top
  // of the page, under the sticky header, where a top toast would cover it (issue 27).
  return <Toaster theme={resolved} duration={TOAST_DURATION_MS} position="bottom-right" richColors closeButton />;
}

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
                  <Suspense fallback={null}>
                    <ThemedToaster />
                  </Suspense>
                </ThemeProvider>
              </LinkProvider>
            </QueryClientProvider>
          </PreparedSessionContext>
        </ApiProvider>
      </AppConfigProvider>
    </ErrorBoundary>
  );
}
