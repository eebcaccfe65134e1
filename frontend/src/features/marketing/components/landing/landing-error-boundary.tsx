import { RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../../components/ui/button.tsx';
import { ErrorBoundary } from '../../../../components/ui/error-boundary.tsx';

/** Spec §2: the landing page's own fallback; the failure goes to the console. */
export function LandingErrorBoundary({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary
      onError={(error, info) => console.error('The home page failed to render', error, info.componentStack)}
      fallback={() => (
        <div className="mx-auto flex min-h-[60vh] max-w-lg flex-col items-center justify-center gap-4 px-6 text-center" role="alert">
          <h1 className="text-2xl font-bold">Something went wrong</h1>
          <p className="text-muted-foreground">We encountered an error loading the home page content.</p>
          <Button onClick={() => window.location.reload()}>
            <RefreshCw aria-hidden="true" /> Try Again
          </Button>
        </div>
      )}
    >
      {children}
    </ErrorBoundary>
  );
}
