import { DemoExamples } from './demo-examples.tsx';
import { FeatureCards } from './feature-cards.tsx';
import { FinalCta } from './final-cta.tsx';
import { Hero } from './hero.tsx';
import { LandingErrorBoundary } from './landing-error-boundary.tsx';
import { PricingPreview } from './pricing-preview.tsx';
import { Testimonials } from './testimonials.tsx';

/** The landing page (spec §2), inside its own error boundary. */
export function LandingPage() {
  return (
    <LandingErrorBoundary>
      <Hero />
      <FeatureCards />
      <DemoExamples />
      <PricingPreview />
      <Testimonials />
      <FinalCta />
    </LandingErrorBoundary>
  );
}
