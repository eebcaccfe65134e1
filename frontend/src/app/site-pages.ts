import type { ComponentType } from 'react';
import type { SitePath } from './public-pages.ts';

/**
 * The marketing pages' components, each loaded on its own: the app's router and the visitors'
 * bundle (site/main.tsx) load the same route modules through this one table, except pricing's,
 * whose app version knows the account (app/public-pages.ts `siteRouteOverrides`).
 */
export const sitePageLoaders: Readonly<Record<SitePath, () => Promise<ComponentType>>> = {
  '/': () => import('./routes/landing.tsx').then((m) => m.LandingRoute),
  '/pricing': () => import('./routes/pricing-visitor.tsx').then((m) => m.VisitorPricingRoute),
  '/features': () => import('./routes/features.tsx').then((m) => m.FeaturesRoute),
  '/faq': () => import('./routes/faq.tsx').then((m) => m.FaqRoute),
  '/terms': () => import('./routes/terms.tsx').then((m) => m.TermsRoute),
  '/privacy': () => import('./routes/privacy.tsx').then((m) => m.PrivacyRoute),
};
