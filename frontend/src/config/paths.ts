/** Every route the app knows (spec §2 route table), so links never drift from the router. */
export const paths = {
  home: '/',
  pricing: '/pricing',
  features: '/features',
  faq: '/faq',
  terms: '/terms',
  privacy: '/privacy',
  contact: '/contact',
  signIn: '/sign-in',
  signUp: '/sign-up',
  dashboard: '/dashboard',
  newThread: '/dashboard/new-thread',
  newTweet: '/dashboard/new-tweet',
  analytics: '/dashboard/analytics',
  library: '/dashboard/library',
  queue: '/dashboard/queue',
  templates: '/dashboard/templates',
  settings: '/dashboard/settings',
  profile: '/dashboard/profile',
  paymentSuccess: '/payment-success',
  paymentCancel: '/payment-cancel',
  debugToken: '/debug/token',
} as const;

export const dashboardUpgradedPath = `${paths.dashboard}?upgraded=true`;

/** New Thread started from a template: the gallery links here and the generator reads the id back. */
export const TEMPLATE_SEARCH_PARAM = 'template';
export const newThreadFromTemplate = (templateId: string) =>
  `${paths.newThread}?${new URLSearchParams({ [TEMPLATE_SEARCH_PARAM]: templateId }).toString()}`;

/** A user's public profile page (no sign-in needed). */
export const publicProfilePath = (username: string) => `/u/${encodeURIComponent(username)}`;

/** One library item in the editor. */
export const libraryItemPath = (id: string) => `${paths.library}/${encodeURIComponent(id)}`;
