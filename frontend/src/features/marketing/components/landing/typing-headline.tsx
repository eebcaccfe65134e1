import { useRef } from 'react';
import { useInView, usePrefersReducedMotion } from '../../hooks/use-in-view.ts';
import { useTypingText } from '../../hooks/use-typing-text.ts';

export const headlinePhrases = ['go viral', 'explain any token', 'grow your reach', 'build real trust', 'spark replies'] as const;

/** The landing headline with its typing phrase; screen readers get the whole sentence at once. */
export function TypingHeadline() {
  const ref = useRef<HTMLHeadingElement>(null);
  const visible = useInView(ref);
  const reducedMotion = usePrefersReducedMotion();
  const text = useTypingText(headlinePhrases, visible && !reducedMotion);

  // Two fixed lines: the phrase types on its own line, so nothing below the headline jumps.
  return (
    <h1 ref={ref} className="text-[2.1rem] leading-[1.1] font-bold tracking-tight sm:text-5xl lg:text-[3.5rem]">
      <span className="sr-only">Crypto threads that go viral.</span>
      <span aria-hidden="true" className="block">
        Crypto threads that
      </span>
      <span aria-hidden="true" className="block min-h-[1.1em] whitespace-nowrap">
        <span className="text-gradient" data-testid="typing-text">
          {text}
        </span>
        <span className="ml-1 inline-block h-[0.85em] w-[3px] translate-y-[0.1em] animate-caret rounded-full bg-chain-400 align-baseline" />
      </span>
    </h1>
  );
}
