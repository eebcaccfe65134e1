import { useEffect, useState, useSyncExternalStore } from 'react';
import type { RefObject } from 'react';

/**
 * Whether the element is on screen, so animations stop when nobody sees them. Engines without
 * IntersectionObserver count as always visible.
 */
export function useInView(ref: RefObject<Element | null>): boolean {
  const [visible, setVisible] = useState(true);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof window.IntersectionObserver === 'undefined') return;
    const observer = new window.IntersectionObserver(([entry]) => setVisible(entry?.isIntersecting ?? true));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return visible;
}

const reducedMotionQuery = '(prefers-reduced-motion: reduce)';

function subscribeToReducedMotion(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const query = window.matchMedia(reducedMotionQuery);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/**
 * The user asked the system for less motion. The prerendered page assumes not (the server cannot
 * know); hydration starts from that and then follows the browser.
 */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeToReducedMotion,
    () => typeof window.matchMedia === 'function' && window.matchMedia(reducedMotionQuery).matches,
    () => false,
  );
}
