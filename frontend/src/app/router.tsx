import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { FullScreenLoading } from '../components/ui/status-screen.tsx';
import { RouteErrorScreen } from './error-screens.tsx';
import { DashboardLayout } from './layouts/dashboard-layout.tsx';
import type { SitePath } from './public-pages.ts';
import { AppRoot } from './root.tsx';
import type { RouteHandle, Warm } from './services.ts';
import { sitePageLoaders } from './site-pages.ts';
import { getMe } from '@chainscribe/contracts/routes';
import { nextTask } from '../lib/utils.ts';

// Each page is its own chunk, so a visitor on the landing page never downloads the dashboard. A page
// may name what its first screen loads (`warm`), for the app's warm start (app/services.ts).
const page = <M,>(load: () => Promise<M>, pick: (module: M) => ComponentType, warmOf?: (module: M) => Warm) => ({
  lazy: async () => {
    const module = await load();
    const handle: RouteHandle = { warm: warmOf?.(module) };
    return { Component: pick(module), handle };
  },
});

/** A marketing page, from the table the visitors' bundle loads it from too. */
const sitePage = (path: SitePath) => ({
  lazy: async () => ({ Component: await sitePageLoaders[path]() }),
});

/** The marketing and legal pages anyone can read. */
function publicPages(): RouteObject[] {
  return [
    { index: true, ...sitePage('/') },
    {
      path: 'pricing',
      ...page(
        () => import('./routes/pricing.tsx'),
        (m) => m.PricingRoute,
      ),
    },
    { path: 'features', ...sitePage('/features') },
    { path: 'faq', ...sitePage('/faq') },
    { path: 'terms', ...sitePage('/terms') },
    { path: 'privacy', ...sitePage('/privacy') },
    {
      path: 'contact',
      ...page(
        () => import('./routes/contact.tsx'),
        (m) => m.ContactRoute,
      ),
    },
    {
      path: 'u/:username',
      ...page(
        () => import('./routes/public-profile.tsx'),
        (m) => m.PublicProfileRoute,
      ),
    },
  ];
}

/** Signing in and up, and the reset link the accounts service emails (/reset-password?token=…). */
function accountPages(): RouteObject[] {
  return [
    {
      path: 'sign-in/*',
      ...page(
        () => import('./routes/sign-in.tsx'),
        (m) => m.SignInRoute,
      ),
    },
    {
      path: 'reset-password',
      ...page(
        () => import('./routes/reset-password.tsx'),
        (m) => m.ResetPasswordRoute,
      ),
    },
    {
      path: 'sign-up/*',
      ...page(
        () => import('./routes/sign-up.tsx'),
        (m) => m.SignUpRoute,
      ),
    },
    // Development builds only, like the server's debug route: a production bundle has no such page
    // (the condition is constant at build time, so the page's code is left out too).
    ...(import.meta.env.DEV
      ? [
          {
            path: 'debug/token',
            ...page(
              () => import('./routes/debug-token.tsx'),
              (m) => m.DebugTokenRoute,
            ),
          },
        ]
      : []),
  ];
}

/** Where a payment provider sends the buyer, and the sandbox provider's checkout (local runs only; real providers host their own). */
function paymentPages(): RouteObject[] {
  return [
    {
      path: 'payment-success',
      ...page(
        () => import('./routes/payment-success.tsx'),
        (m) => m.PaymentSuccessRoute,
      ),
    },
    {
      path: 'checkout/sandbox/:chargeId',
      ...page(
        () => import('./routes/sandbox-checkout.tsx'),
        (m) => m.SandboxCheckoutRoute,
      ),
    },
    {
      path: 'payment-cancel',
      ...page(
        () => import('./routes/payment-cancel.tsx'),
        (m) => m.PaymentCancelRoute,
      ),
    },
  ];
}

/** Publishing to X: the queue, and the page X sends the browser back to after "Connect X". */
function publishingPages(): RouteObject[] {
  return [
    {
      path: 'queue',
      ...page(
        () => import('./routes/dashboard/queue.tsx'),
        (m) => m.QueueRoute,
      ),
    },
    {
      path: 'settings/x/callback',
      ...page(
        () => import('./routes/dashboard/x-callback.tsx'),
        (m) => m.XCallbackRoute,
      ),
    },
  ];
}

/**
 * A signed-in page loads after the accounts contract (zod, the shared schemas and the account's), in
 * a task of its own: every signed-in page needs it at once (the session check), and a page that
 * imports schemas of its own (New Thread) was otherwise evaluated with all of it, one block of about
 * 45 ms on a desktop.
 */
const afterAccountsContract = (route: RouteObject): RouteObject => {
  const { lazy } = route;
  if (typeof lazy !== 'function') return route;
  return {
    ...route,
    lazy: async () => {
      await getMe.load();
      await nextTask();
      return lazy();
    },
  };
};

/** The signed-in pages, inside the dashboard layout (which guards them). */
function dashboardPages(): RouteObject[] {
  const pages: RouteObject[] = [
    {
      index: true,
      ...page(
        () => import('./routes/dashboard/home.tsx'),
        (m) => m.DashboardHomeRoute,
        (m) => m.warm,
      ),
    },
    {
      path: 'new-thread',
      ...page(
        () => import('./routes/dashboard/new-thread.tsx'),
        (m) => m.NewThreadRoute,
        (m) => m.warm,
      ),
    },
    {
      path: 'new-tweet',
      ...page(
        () => import('./routes/dashboard/new-tweet.tsx'),
        (m) => m.NewTweetRoute,
      ),
    },
    {
      path: 'analytics',
      ...page(
        () => import('./routes/dashboard/analytics.tsx'),
        (m) => m.AnalyticsRoute,
      ),
    },
    {
      path: 'library',
      ...page(
        () => import('./routes/dashboard/library.tsx'),
        (m) => m.LibraryRoute,
      ),
    },
    {
      path: 'library/:id',
      ...page(
        () => import('./routes/dashboard/library-item.tsx'),
        (m) => m.LibraryItemRoute,
      ),
    },
    ...publishingPages(),
    {
      path: 'templates',
      ...page(
        () => import('./routes/dashboard/templates.tsx'),
        (m) => m.TemplatesRoute,
      ),
    },
    {
      path: 'settings',
      ...page(
        () => import('./routes/dashboard/settings.tsx'),
        (m) => m.SettingsRoute,
      ),
    },
    {
      path: 'profile',
      ...page(
        () => import('./routes/dashboard/profile.tsx'),
        (m) => m.ProfileRoute,
      ),
    },
  ];
  return pages.map(afterAccountsContract);
}

/** The route table (spec §2). Dashboard routes sit inside the guard. */
export function createRoutes(): RouteObject[] {
  return [
    {
      element: <AppRoot />,
      hydrateFallbackElement: <FullScreenLoading />,
      errorElement: <RouteErrorScreen />,
      children: [
        ...publicPages(),
        ...accountPages(),
        ...paymentPages(),
        { path: 'dashboard', element: <DashboardLayout />, children: dashboardPages() },
        {
          path: '*',
          ...page(
            () => import('./routes/not-found.tsx'),
            (m) => m.NotFoundRoute,
          ),
        },
      ],
    },
  ];
}
