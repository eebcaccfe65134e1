import { lazy, Suspense } from 'react';
import { InlineLoading } from '../../../components/ui/status-screen.tsx';

// Clerk's widgets come with the lazily loaded Clerk SDK (clerk mode only).
const ClerkSignIn = lazy(() => import('../../../lib/auth/clerk-widgets.tsx').then((m) => ({ default: m.ClerkSignIn })));
const ClerkSignUp = lazy(() => import('../../../lib/auth/clerk-widgets.tsx').then((m) => ({ default: m.ClerkSignUp })));

export function ClerkWidget({ kind }: { kind: 'sign-in' | 'sign-up' }) {
  return (
    <div className="bg-aurora flex min-h-[calc(100dvh-4rem)] items-center justify-center px-4 py-12">
      <Suspense fallback={<InlineLoading message="Loading sign-in..." />}>
        {kind === 'sign-in' ? <ClerkSignIn /> : <ClerkSignUp />}
      </Suspense>
    </div>
  );
}
