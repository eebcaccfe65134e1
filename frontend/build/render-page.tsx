import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { AppProvider } from '../src/app/provider.tsx';
import { createRoutes } from '../src/app/router.tsx';
import { parseEnv } from '../src/config/env.ts';

/**
 * Server entry of the prerender step (built by Vite for Node, run once at build time): the same
 * providers and route table as the browser, rendered for one public URL. No data is fetched while
 * rendering (effects do not run), so the page shows its signed-out, dark-theme first state, which is
 * exactly what the browser renders first when it hydrates.
 */
export async function renderPage(path: string, origin: string): Promise<string> {
  const handler = createStaticHandler(createRoutes());
  const context = await handler.query(new Request(new URL(path, origin)));
  if (context instanceof Response) throw new Error(`prerendering ${path} answered a redirect (${context.status})`);
  if (context.statusCode !== 200) throw new Error(`prerendering ${path} answered ${context.statusCode}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const config = parseEnv(import.meta.env, origin);
  // hydrate={false}: the router state is rebuilt in the browser, so no inline script (the CSP forbids one).
  return renderToString(
    <StrictMode>
      <AppProvider config={config}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProvider>
    </StrictMode>,
  );
}
