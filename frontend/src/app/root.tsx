import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { FullScreenLoading } from '../components/ui/status-screen.tsx';
import { usePaymentAttempt } from '../features/billing/hooks/use-payment-attempt.ts';
import { useAppConfig } from '../lib/app-config.tsx';
import { useAuth } from '../lib/auth/auth-context.ts';
import { LocalAuthProvider } from '../lib/auth/local-auth-provider.tsx';
import { useLivePlanUpdates } from '../lib/current-user/live-plan-updates.ts';
import { AuthConfigErrorScreen } from './error-screens.tsx';
import { isPrerenderedPage, rendersShell } from './public-pages.ts';
import { RootLayout } from './layouts/root-layout.tsx';

// The Clerk SDK is only downloaded in clerk mode.
const ClerkAuthProvider = lazy(() => import('../lib/auth/clerk-auth-provider.tsx'));

/** App-wide effects of a session: live plan updates, the payment marker, no data kept after sign-out. */
function AppShell() {
  const auth = useAuth();
  const queryClient = useQueryClient();
  const previous = useRef(auth.status);
  const { pathname } = useLocation();
  useLivePlanUpdates();
  usePaymentAttempt();

  useEffect(() => {
    if (previous.current === 'signed-in' && auth.status === 'signed-out') queryClient.removeQueries();
    previous.current = auth.status;
  }, [auth.status, queryClient]);

  // Prerendered pages show at once (as the server rendered them) while the session is checked.
  if (auth.status === 'loading' && !isPrerenderedPage(pathname) && !rendersShell(pathname)) return <FullScreenLoading />;
  return <RootLayout />;
}

/** The root route: picks the auth adapter (spec §2: one hook over two adapters). */
export function AppRoot() {
  const config = useAppConfig();
  if (config.authMode === 'clerk') {
    if (!config.clerkPublishableKey) return <AuthConfigErrorScreen />;
    return (
      <Suspense fallback={<FullScreenLoading />}>
        <ClerkAuthProvider publishableKey={config.clerkPublishableKey}>
          <AppShell />
        </ClerkAuthProvider>
      </Suspense>
    );
  }
  return (
    <LocalAuthProvider>
      <AppShell />
    </LocalAuthProvider>
  );
}
