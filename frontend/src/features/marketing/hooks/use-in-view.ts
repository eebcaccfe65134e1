import { useEffect, useState } from 'react';
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

/** The user asked the system for less motion. */
export function usePrefersReducedMotion(): boolean {
  const [reduced] = useState(
    () => typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches,
  );
  return reduced;
}
