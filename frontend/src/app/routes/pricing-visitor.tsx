import { PricingPage } from '../../features/billing/components/pricing-page.tsx';
import { VisitorPricingPlans } from '../../features/billing/components/visitor-pricing-plans.tsx';

/** Pricing as the visitors' bundle shows it, and as the build prerenders it (app/site-pages.ts). */
export function VisitorPricingRoute() {
  return <PricingPage plans={<VisitorPricingPlans />} />;
}
