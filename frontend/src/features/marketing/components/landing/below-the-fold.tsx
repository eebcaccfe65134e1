import { DemoExamples } from './demo-examples.tsx';
import { FeatureCards } from './feature-cards.tsx';
import { FinalCta } from './final-cta.tsx';
import { PricingPreview } from './pricing-preview.tsx';
import { Testimonials } from './testimonials.tsx';

/** Everything after the hero: a chunk of its own, hydrated once it arrives (see landing-page.tsx). */
export function BelowTheFold() {
  return (
    <>
      <FeatureCards />
      <DemoExamples />
      <PricingPreview />
      <Testimonials />
      <FinalCta />
    </>
  );
}
