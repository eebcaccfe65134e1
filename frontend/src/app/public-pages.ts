/**
 * The public pages (spec §2) that the build prerenders to HTML (build/prerender.ts) and the browser
 * hydrates, by path, with the route file under app/routes/ that renders each. They render at once,
 * without waiting for the session check, so the first client render matches the server's HTML.
 */
export const prerenderedPages: Readonly<Record<string, string>> = {
  '/': 'landing',
  '/pricing': 'pricing',
  '/features': 'features',
  '/faq': 'faq',
  '/terms': 'terms',
  '/privacy': 'privacy',
  '/contact': 'contact',
  '/sign-in': 'sign-in',
};

export const isPrerenderedPage = (pathname: string): boolean => Object.hasOwn(prerenderedPages, pathname);

/**
 * Signed-in pages the build prerenders as they look while the session is checked: the header and
 * the page's static parts (its title, its actions) with placeholders for the account's data. They
 * paint before any JavaScript runs; the app then renders the page anew, complete (app/services.ts
 * warm start), instead of hydrating it. Only people with a session open them, so the header
 * shows the signed-in navigation while the session is checked.
 */
export const shellPages: Readonly<Record<string, string>> = {
  '/dashboard': 'dashboard/home',
  '/dashboard/new-thread': 'dashboard/new-thread',
};

/**
 * Whether this render is a shell page's prerender. Only the build renders shells: in the browser the
 * warm start renders the page complete, and when it runs out of time the usual loading state shows.
 */
export const rendersShell = (pathname: string): boolean => import.meta.env.SSR && Object.hasOwn(shellPages, pathname);

/**
 * The prerendered pages that a visitor's browser starts with the marketing bundle (site/main.tsx):
 * the page, its header and footer and the theme, without the router, the session, the API client
 * or the schemas, so they are ready sooner on a phone. A browser that holds a session starts the
 * app instead. Contact and sign-in send forms from their first screen, so they always start the app.
 */
export const sitePages = ['/', '/pricing', '/features', '/faq', '/terms', '/privacy'] as const;
export type SitePath = (typeof sitePages)[number];

/**
 * The route module (under app/routes/) the visitors' bundle renders a marketing page with, where it
 * is not the app's (`prerenderedPages`): pricing's buttons act on the account in the app, and only
 * ask a visitor to sign in in the visitors' bundle (app/site-pages.ts loads the same modules).
 */
export const siteRouteOverrides: Readonly<Partial<Record<SitePath, string>>> = { '/pricing': 'pricing-visitor' };

export const isSitePage = (pathname: string): pathname is SitePath => (sitePages as readonly string[]).includes(pathname);

/**
 * What the app dispatches on `window` once it has taken over a prerendered page. Until then the
 * page's start-up script (build/prerender.ts) holds back any form submit, which the browser would
 * otherwise send as a GET with every field (a password) in the address, and hands it over after.
 */
export const APP_STARTED_EVENT = 'chainscribe:started';
