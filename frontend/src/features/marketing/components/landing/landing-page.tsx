import { lazy, Suspense } from 'react';
import { Hero } from './hero.tsx';
import { LandingErrorBoundary } from './landing-error-boundary.tsx';

// The sections under the hero come with the page's HTML but their code (the demo's tabs among it)
// arrives after the hero's: React hydrates them when it does, and a tap there before that is
// replayed once they are ready. The first screen needs less JavaScript on a phone.
const BelowTheFold = lazy(() => import('./below-the-fold.tsx').then((module) => ({ default: module.BelowTheFold })));

/** The landing page (spec §2), inside its own error boundary. */
export function LandingPage() {
  return (
    <LandingErrorBoundary>
      <Hero />
      {/* Where the page is rendered in the browser (the app, signed in), the sections take a screen until they arrive. */}
      <Suspense fallback={<div className="min-h-dvh" aria-busy="true" />}>
        <BelowTheFold />
      </Suspense>
    </LandingErrorBoundary>
  );
}
