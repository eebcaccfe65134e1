import type { ComponentProps, Ref } from 'react';
import { cn } from '../../../lib/utils.ts';
import type { TweetCount } from '../utils/tweet-count.ts';

// The backdrop and the textarea must lay text out identically, so they share these classes.
const textLayout = 'col-start-1 row-start-1 min-h-24 w-full px-3.5 py-3 text-[0.95rem] leading-relaxed whitespace-pre-wrap break-words';

/**
 * A tweet's text box with the part past X's limit marked: a backdrop behind the (transparent)
 * textarea repeats the text with the overflow in a <mark>, so the highlight follows the words
 * as they wrap. Both sit in one grid cell, so the box grows with its text.
 */
export function TweetTextarea({
  count,
  className,
  ref,
  ...props
}: Omit<ComponentProps<'textarea'>, 'value'> & { value: string; count: TweetCount; ref?: Ref<HTMLTextAreaElement> }) {
  return (
    <div
      className={cn(
        // The ring marks keyboard focus on the box (the textarea itself is transparent over the backdrop).
        'grid rounded-xl border border-input bg-background/60 transition-colors focus-within:border-primary has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring/70',
        count.over && 'border-danger/70 focus-within:border-danger',
        className,
      )}
    >
      <div aria-hidden="true" className={cn(textLayout, 'pointer-events-none text-transparent')}>
        {count.within}
        {count.overflow ? <mark className="rounded-sm bg-danger/30 text-transparent">{count.overflow}</mark> : null}
        {/* A trailing newline needs a character after it to take up a line, as it does in the textarea. */}{' '}
      </div>
      <textarea
        ref={ref}
        rows={3}
        className={cn(
          textLayout,
          'resize-none overflow-hidden bg-transparent text-foreground caret-foreground outline-none [field-sizing:content]',
        )}
        {...props}
      />
    </div>
  );
}
