import { PricingPage } from '../../features/billing/components/pricing-page.tsx';
import { PricingPlans } from '../../features/billing/components/pricing-plans.tsx';

/** Pricing as the app shows it: a signed-in browser's, or every browser's in Clerk mode. */
export function PricingRoute() {
  return <PricingPage plans={<PricingPlans />} />;
}
