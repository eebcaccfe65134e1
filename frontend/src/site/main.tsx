import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { isSitePage } from '../app/public-pages.ts';
import { Started } from '../app/started.tsx';
import { SESSION_MARKER_KEY } from '../lib/auth/session-marker.ts';
import { prepareClassMerge } from '../lib/utils.ts';
import { siteConfig } from './config.ts';
import { sitePageLoaders } from '../app/site-pages.ts';
import { SitePage } from './site-page.tsx';

/**
 * Signing in in another tab makes this a signed-in browser: the page loads again and its start-up
 * script starts the app, whose header shows the account.
 */
function followSignIn(): void {
  window.addEventListener('storage', (event) => {
    if (event.key === SESSION_MARKER_KEY && event.newValue) window.location.reload();
  });
}

async function start(root: HTMLElement): Promise<void> {
  const { pathname } = window.location;
  if (!isSitePage(pathname)) throw new Error(`${pathname} is not a marketing page`);
  const Page = await sitePageLoaders[pathname]();
  await prepareClassMerge();
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the
  // main thread for the whole page (on a slow phone, a tap waits less); the page is already painted.
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <SitePage config={siteConfig(import.meta.env, window.location.origin)} pathname={pathname} Page={Page} />
        <Started />
      </StrictMode>,
    );
  });
  followSignIn();
}

const root = document.getElementById('root');
// The HTML is already on screen; a failure to start leaves it readable, with links that work.
if (root) start(root).catch((error: unknown) => console.error('The page could not start', error));
