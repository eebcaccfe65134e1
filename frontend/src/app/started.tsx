import { useEffect } from 'react';
import { APP_STARTED_EVENT } from './public-pages.ts';

/**
 * Tells a prerendered page's start-up script (build/prerender.ts) that its bundle now handles the
 * page, so early clicks and submits can be handed over: its effect runs after the whole first commit.
 */
export function Started() {
  useEffect(() => void window.dispatchEvent(new Event(APP_STARTED_EVENT)), []);
  return null;
}
