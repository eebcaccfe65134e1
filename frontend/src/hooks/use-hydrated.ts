import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False while rendering on the server and while hydrating the server's HTML, true afterwards (and
 * at once when nothing was prerendered): for parts that exist only in the browser, so the first
 * render matches the prerendered page.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
