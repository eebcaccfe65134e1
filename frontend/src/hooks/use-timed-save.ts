import { useCallback, useEffect, useRef, useState } from 'react';

export type SaveStatus = 'idle' | 'saving' | 'saved';

/**
 * idle → saving (for `delayMs`) → saved (for `badgeMs`) → idle, running `commit` when saving ends.
 * The spec's settings (0.8 s / 2 s) and profile (1 s / 3 s) saves are both this shape.
 */
export function useTimedSave(delayMs: number, badgeMs: number) {
  const [status, setStatus] = useState<SaveStatus>('idle');
  const timers = useRef<number[]>([]);

  useEffect(
    () => () => {
      for (const timer of timers.current) window.clearTimeout(timer);
    },
    [],
  );

  const save = useCallback(
    (commit: () => void) => {
      for (const timer of timers.current) window.clearTimeout(timer);
      setStatus('saving');
      timers.current = [
        window.setTimeout(() => {
          commit();
          setStatus('saved');
        }, delayMs),
        window.setTimeout(() => setStatus('idle'), delayMs + badgeMs),
      ];
    },
    [delayMs, badgeMs],
  );

  return { status, save };
}
