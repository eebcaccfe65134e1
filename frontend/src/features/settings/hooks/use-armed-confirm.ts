import { useEffect, useState } from 'react';

/**
 * A two-click confirmation: the first click arms, the second within `windowMs` confirms. An armed
 * button disarms itself, so a stray click much later cannot confirm anything.
 */
export function useArmedConfirm(windowMs: number) {
  const [armed, setArmed] = useState(false);
  useEffect(() => {
    if (!armed) return;
    const timer = window.setTimeout(() => setArmed(false), windowMs);
    return () => window.clearTimeout(timer);
  }, [armed, windowMs]);
  return { armed, arm: () => setArmed(true) };
}
