import { DemoExamples } from './demo-examples.tsx';
import { FeatureCards } from './feature-cards.tsx';
import { FinalCta } from './final-cta.tsx';
import { PricingPreview } from './pricing-preview.tsx';
import { Testimonials } from './testimonials.tsx';

const sections = [
  ['features', FeatureCards],
  ['demo', DemoExamples],
  ['pricing', PricingPreview],
  ['testimonials', Testimonials],
  ['get-started', FinalCta],
] as const;

/**
 * Everything after the hero: a chunk of its own, hydrated once it arrives (see landing-page.tsx).
 * Each section is laid out and painted only as it nears the screen (`render-near-viewport`): the
 * whole page in the first frame was most of the landing page's first layout on a phone.
 */
export function BelowTheFold() {
  return (
    <>
      {sections.map(([key, Section]) => (
        <div key={key} className="render-near-viewport">
          <Section />
        </div>
      ))}
    </>
  );
}
