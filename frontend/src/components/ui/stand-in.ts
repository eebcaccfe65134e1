import { useLayoutEffect, useRef } from 'react';
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
    'data-stand-in': '',
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

/**
 * Whether the real control takes the focus as it arrives: always when a press woke it (it opens);
 * when focus woke it, only if the focus is still on the stand-in or, the stand-in gone, on nothing.
 * A keyboard user who tabbed on while the code downloaded is not pulled back.
 */
function takesFocusOnArrival(wake: Exclude<Wake, 'asleep'>): boolean {
  if (wake === 'opened') return true;
  const active = document.activeElement;
  return !active || active === document.body || active.hasAttribute('data-stand-in');
}

/**
 * A ref for the real control's trigger that focuses it as it arrives, if `takesFocusOnArrival`
 * holds then. It decides in the commit that puts the trigger on the page: a decision made while
 * rendering (`autoFocus`) could be overtaken by a Tab pressed before React committed.
 */
export function useFocusOnArrival(wake: Exclude<Wake, 'asleep'>) {
  const trigger = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    if (takesFocusOnArrival(wake)) trigger.current?.focus();
  }, [wake]);
  return trigger;
}
