import type { PointerEvent } from 'react';

/** How a stand-in was woken: by focus (Tab), or by a press that should open the real control. */
export type Wake = 'asleep' | 'focused' | 'opened';

/**
 * The handlers of a stand-in: a control drawn like a Radix one whose code loads when the user
 * first reaches for it. The pointer coming near starts the download, focus wakes it, a press wakes
 * it open. The stand-in shown while the real control loads has no `onWake`.
 */
export function standInHandlers(load: () => unknown, onWake?: (wake: Exclude<Wake, 'asleep'>) => void) {
  return {
    onPointerEnter: () => void load(),
    onPointerDown: (event: PointerEvent<HTMLButtonElement>) => {
      if (event.button !== 0 || !onWake) return;
      // The real trigger takes focus as it opens; this one is about to go.
      event.preventDefault();
      onWake('opened');
    },
    onFocus: () => onWake?.('focused'),
  };
}
