import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProvider } from '../app/provider.tsx';
import { createRoutes } from '../app/router.tsx';
import type { AppConfig } from '../config/env.ts';

/** Renders the whole app (providers, router, real routes) at `path`, talking to `apiBaseUrl`. */
export function renderApp(path: string, { apiBaseUrl, config = {} }: { apiBaseUrl: string; config?: Partial<AppConfig> }) {
  const router = createMemoryRouter(createRoutes(), { initialEntries: [path] });
  const user = userEvent.setup();
  const full: AppConfig = {
    authMode: 'local',
    clerkPublishableKey: undefined,
    apiBaseUrl,
    supportEmail: 'support@chainscribe.app',
    ...config,
  };
  const view = render(
    <AppProvider config={full}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...view, router, user };
}
