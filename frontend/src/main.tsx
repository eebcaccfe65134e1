import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import './index.css';
import { App, createAppRouter } from './app/index.tsx';
import { isPrerenderedPage, isSitePage } from './app/public-pages.ts';
import { createServices, warmStart } from './app/services.ts';
import { Started } from './app/started.tsx';
import { parseEnv } from './config/env.ts';
import { forgetRetiredKeys } from './lib/retired-storage.ts';
import { nextTask, prepareClassMerge } from './lib/utils.ts';

/** Plain DOM on purpose: this runs when React or the configuration could not start. */
function showStartupFailure(root: HTMLElement, error: unknown): void {
  const wrapper = document.createElement('main');
  wrapper.className = 'grid min-h-dvh place-items-center px-6 text-center';
  const box = document.createElement('div');
  box.className = 'flex max-w-md flex-col items-center gap-4';
  const title = document.createElement('h1');
  title.className = 'text-2xl font-bold';
  title.textContent = 'Application Failed to Load';
  const detail = document.createElement('p');
  detail.className = 'text-sm text-muted-foreground';
  detail.textContent = error instanceof Error ? error.message : 'An unexpected error stopped the app from starting.';
  const reload = document.createElement('button');
  reload.type = 'button';
  reload.className = 'rounded-xl bg-primary px-5 py-2.5 text-sm font-semibold text-primary-foreground';
  reload.textContent = 'Reload';
  reload.addEventListener('click', () => window.location.reload());
  box.append(title, detail, reload);
  wrapper.append(box);
  root.replaceChildren(wrapper);
}

const root = document.getElementById('root');
if (!root) {
  document.body.textContent = 'Root element not found';
  throw new Error('Root element not found');
}

forgetRetiredKeys();

/**
 * Hydrates a page the build prerendered with the app (its HTML is already in #root); renders every
 * other page from scratch. A marketing page was prerendered with the visitors' bundle (site/), so
 * a signed-in browser renders it anew, in one go, since its route is loaded before the first render.
 * A signed-in page's shell (app/public-pages.ts) is rendered anew too, complete, after the warm start.
 */
async function start(element: HTMLElement): Promise<void> {
  const config = parseEnv(import.meta.env, window.location.origin);
  const { pathname } = window.location;
  const publicPage = isPrerenderedPage(pathname);
  const services = createServices(config);
  // Matching the URL against every route (and asking for its module) is a task of its own: run in
  // the task that evaluated the modules, the two made one long block.
  await nextTask();
  // A public page shows at once and checks the session after; any other page needs it to show anything.
  const routerReady = createAppRouter();
  const [router] = await Promise.all([routerReady, publicPage ? undefined : warmStart(services, routerReady)]);
  await prepareClassMerge();
  const app = (
    <StrictMode>
      <App config={config} services={services} router={router} />
      <Started />
    </StrictMode>
  );
  // As a transition, the first render yields to the browser every few milliseconds instead of
  // holding the main thread for the whole page (on a slow phone, a tap waits less).
  startTransition(() => {
    if (publicPage && !isSitePage(pathname) && element.hasChildNodes()) hydrateRoot(element, app);
    else createRoot(element).render(app);
  });
}

start(root).catch((error: unknown) => {
  console.error('Application failed to load', error);
  showStartupFailure(root, error);
});
