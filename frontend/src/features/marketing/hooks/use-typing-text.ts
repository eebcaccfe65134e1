import { useEffect, useState } from 'react';
import { DELETING_SPEED_MS, TYPING_PAUSE_MS, TYPING_SPEED_MS } from '../../../config/constants.ts';

interface TypingState {
  index: number;
  text: string;
  deleting: boolean;
  paused: boolean;
}

/**
 * Types each phrase at 100 ms a character, pauses 2000 ms, deletes at 50 ms a character, then
 * moves to the next (spec §9). `running` false freezes it (off-screen, reduced motion).
 */
export function useTypingText(phrases: readonly string[], running: boolean): string {
  const [state, setState] = useState<TypingState>({ index: 0, text: '', deleting: false, paused: false });

  useEffect(() => {
    if (!running || phrases.length === 0) return;
    const full = phrases[state.index % phrases.length] ?? '';
    let delay = TYPING_SPEED_MS;
    let next: TypingState;
    if (state.paused) {
      delay = TYPING_PAUSE_MS;
      next = { ...state, paused: false, deleting: true };
    } else if (!state.deleting) {
      // The keystroke that completes the phrase starts the pause.
      const text = full.slice(0, state.text.length + 1);
      next = { ...state, text, paused: text === full };
    } else if (state.text === '') {
      next = { index: (state.index + 1) % phrases.length, text: '', deleting: false, paused: false };
    } else {
      delay = DELETING_SPEED_MS;
      next = { ...state, text: state.text.slice(0, -1) };
    }
    const timer = window.setTimeout(() => setState(next), delay);
    return () => window.clearTimeout(timer);
  }, [phrases, running, state]);

  return running ? state.text : (phrases[0] ?? '');
}
