import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { AppProvider } from '../src/app/provider.tsx';
import { isSitePage } from '../src/app/public-pages.ts';
import { createRoutes } from '../src/app/router.tsx';
import { parseEnv } from '../src/config/env.ts';
import { siteConfig } from '../src/site/config.ts';
import { sitePageLoaders } from '../src/app/site-pages.ts';
import { SitePage } from '../src/site/site-page.tsx';

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

/** A marketing page as the visitors' bundle (src/site/main.tsx) hydrates it: the same tree. */
export async function renderSitePage(path: string, origin: string): Promise<string> {
  if (!isSitePage(path)) throw new Error(`${path} is not a marketing page`);
  const Page = await sitePageLoaders[path]();
  // A static prerender waits for the page's lazy parts (the landing page's sections under the hero),
  // so their HTML is in the page; renderToString would write their fallback instead.
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <SitePage config={siteConfig(import.meta.env, origin)} pathname={path} Page={Page} />
    </StrictMode>,
    // Every part inline: a large part would otherwise be written after the page with a script to move it in.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}

// Parsed with the app's schema when the build loads this file: a bad value stops the build, so the
// visitors' bundle can read the same values unchecked (site/config.ts).
export const authMode = parseEnv(import.meta.env, 'http://localhost').authMode;
