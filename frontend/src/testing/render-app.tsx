import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProvider } from '../app/provider.tsx';
import type { SitePath } from '../app/public-pages.ts';
import { createRoutes } from '../app/router.tsx';
import { sitePageLoaders } from '../app/site-pages.ts';
import type { AppConfig } from '../config/env.ts';
import { SitePage } from '../site/site-page.tsx';

const testConfig = (apiBaseUrl: string, config: Partial<AppConfig> = {}): AppConfig => ({
  authMode: 'local',
  clerkPublishableKey: undefined,
  apiBaseUrl,
  supportEmail: 'support@chainscribe.app',
  ...config,
});

/** Renders the whole app (providers, router, real routes) at `path`, talking to `apiBaseUrl`. */
export function renderApp(path: string, { apiBaseUrl, config = {} }: { apiBaseUrl: string; config?: Partial<AppConfig> }) {
  const router = createMemoryRouter(createRoutes(), { initialEntries: [path] });
  const user = userEvent.setup();
  const view = render(
    <AppProvider config={testConfig(apiBaseUrl, config)}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...view, router, user };
}

/**
 * Renders a marketing page as the visitors' bundle does (site/main.tsx): the page in the app's
 * chrome and theme, without the router, the session or the app's API client.
 */
export async function renderSitePage(path: SitePath, { apiBaseUrl }: { apiBaseUrl: string }) {
  const Page = await sitePageLoaders[path]();
  const user = userEvent.setup();
  const view = render(<SitePage config={testConfig(apiBaseUrl)} pathname={path} Page={Page} />);
  return { ...view, user };
}
