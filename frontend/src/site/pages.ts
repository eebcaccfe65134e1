import type { ComponentType } from 'react';
import type { SitePath } from '../app/public-pages.ts';

/** Each marketing page's component, loaded on its own (the same route modules the app's router loads). */
export const sitePageLoaders: Readonly<Record<SitePath, () => Promise<ComponentType>>> = {
  '/': () => import('../app/routes/landing.tsx').then((m) => m.LandingRoute),
  '/features': () => import('../app/routes/features.tsx').then((m) => m.FeaturesRoute),
  '/faq': () => import('../app/routes/faq.tsx').then((m) => m.FaqRoute),
  '/terms': () => import('../app/routes/terms.tsx').then((m) => m.TermsRoute),
  '/privacy': () => import('../app/routes/privacy.tsx').then((m) => m.PrivacyRoute),
};
