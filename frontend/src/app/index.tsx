import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import type { AppConfig } from '../config/env.ts';
import { AppProvider } from './provider.tsx';
import { createRoutes } from './router.tsx';

export function App({ config }: { config: AppConfig }) {
  const [router] = useState(() => createBrowserRouter(createRoutes()));
  return (
    <AppProvider config={config}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
