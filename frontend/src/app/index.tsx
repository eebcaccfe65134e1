import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router-dom';
import type { AppConfig } from '../config/env.ts';
import { AppProvider } from './provider.tsx';
import { createRoutes } from './router.tsx';
import type { AppServices } from './services.ts';
import { nextTask } from '../lib/utils.ts';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/**
 * The browser's router, with the current URL's route modules already loaded: a prerendered page
 * is hydrated, and a router still loading its lazy route would render the fallback over the
 * server's HTML (a mismatch, then a blank flash). On other pages it only starts the download earlier.
 */
export async function createAppRouter(): Promise<AppRouter> {
  const routes = createRoutes();
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
  // The router starts in a task of its own: it would otherwise run in the task that evaluated the
  // route's modules (New Thread's bring its form schemas), one block of about 50 ms on a desktop.
  await nextTask();
  return createBrowserRouter(routes);
}

export function App({ config, services, router }: { config: AppConfig; services: AppServices; router: AppRouter }) {
  return (
    <AppProvider config={config} services={services}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
