import { lazy, Suspense } from 'react';
import { TOAST_DURATION_MS } from '../../config/constants.ts';
import { useHydrated } from '../../hooks/use-hydrated.ts';
import { useTheme } from '../../lib/theme.tsx';
import { useToasterWanted } from '../../lib/toast.ts';

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

/** Where `toast` (lib/toast.ts) shows, in the app and in the visitors' bundle alike; inside `ThemeProvider`. */
export function ToastOutlet() {
  return (
    <Suspense fallback={null}>
      <ThemedToaster />
    </Suspense>
  );
}
