import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ArrowDown, ArrowUp, GripVertical, Merge, Plus, Scissors, Trash2 } from 'lucide-react';
import { useRef } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/utils.ts';
import type { DraftTweet } from '../utils/editor-state.ts';
import { countTweet } from '../utils/tweet-count.ts';
import { TweetCounter } from './tweet-counter.tsx';
import { TweetTextarea } from './tweet-textarea.tsx';

/** What a tweet card can ask the editor to do; indexes are the card's place in the thread. */
export interface TweetCommands {
  edit(key: string, text: string): void;
  add(afterIndex: number): void;
  remove(index: number): void;
  split(index: number, at: number): void;
  merge(index: number): void;
  move(from: number, to: number): void;
}

interface TweetCardProps {
  tweet: DraftTweet;
  index: number;
  total: number;
  commands: TweetCommands;
  registerTextarea: (key: string, element: HTMLTextAreaElement | null) => void;
  /** Under the text: its cited figures and what the checks found. */
  footer?: ReactNode;
}

/** Alt+↑/↓ move the tweet; Ctrl/Cmd+Enter splits it at the cursor. */
function shortcutHandler({ tweet, index, total, commands }: Omit<TweetCardProps, 'registerTextarea' | 'footer'>) {
  return (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.altKey && event.key === 'ArrowUp' && index > 0) {
      event.preventDefault();
      commands.move(index, index - 1);
    } else if (event.altKey && event.key === 'ArrowDown' && index < total - 1) {
      event.preventDefault();
      commands.move(index, index + 1);
    } else if ((event.ctrlKey || event.metaKey) && event.key === 'Enter') {
      event.preventDefault();
      commands.split(index, event.currentTarget.selectionStart ?? tweet.text.length);
    }
  };
}

/** The buttons under a tweet: the same moves the keyboard and the drag handle make. */
function TweetActions({
  index,
  total,
  commands,
  splitAtCursor,
}: Omit<TweetCardProps, 'tweet' | 'registerTextarea' | 'footer'> & { splitAtCursor: () => void }) {
  const n = index + 1;
  const iconButton = 'size-8 rounded-lg';
  return (
    <div className="flex flex-wrap items-center gap-1">
      <Button
        size="icon"
        variant="ghost"
        className={iconButton}
        aria-label={`Move tweet ${n} up`}
        disabled={index === 0}
        onClick={() => commands.move(index, index - 1)}
      >
        <ArrowUp aria-hidden="true" />
      </Button>
      <Button
        size="icon"
        variant="ghost"
        className={iconButton}
        aria-label={`Move tweet ${n} down`}
        disabled={index === total - 1}
        onClick={() => commands.move(index, index + 1)}
      >
        <ArrowDown aria-hidden="true" />
      </Button>
      <Button size="sm" variant="ghost" className="h-8 px-2" aria-label={`Split tweet ${n} at the cursor`} onClick={splitAtCursor}>
        <Scissors aria-hidden="true" /> <span className="max-sm:sr-only">Split</span>
      </Button>
      <Button
        size="sm"
        variant="ghost"
        className="h-8 px-2"
        aria-label={`Merge tweet ${n} with the next`}
        disabled={index === total - 1}
        onClick={() => commands.merge(index)}
      >
        <Merge aria-hidden="true" /> <span className="max-sm:sr-only">Merge</span>
      </Button>
      <Button
        size="sm"
        variant="ghost"
        className="h-8 px-2"
        aria-label={`Add a tweet after tweet ${n}`}
        onClick={() => commands.add(index)}
      >
        <Plus aria-hidden="true" /> <span className="max-sm:sr-only">Add</span>
      </Button>
      <Button
        size="icon"
        variant="ghost"
        className={cn(iconButton, 'text-danger')}
        aria-label={`Remove tweet ${n}`}
        onClick={() => commands.remove(index)}
      >
        <Trash2 aria-hidden="true" />
      </Button>
    </div>
  );
}

/** One tweet in the editor: drag handle, position, the text with X's count, and its actions. */
export function TweetCard({ tweet, index, total, commands, registerTextarea, footer }: TweetCardProps) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id: tweet.key });
  const count = countTweet(tweet.text);
  const n = index + 1;
  const textarea = useRef<HTMLTextAreaElement | null>(null);
  const counterId = `count-${tweet.key}`;
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition: transition }}
      className={cn(
        'relative flex gap-2 rounded-2xl border border-border bg-card p-3 sm:p-4',
        count.over && 'border-danger/50',
        isDragging && 'z-10 shadow-2xl ring-2 ring-primary/40',
      )}
      aria-label={`Tweet ${n} of ${total}`}
    >
      <button
        type="button"
        className="mt-1 flex h-9 w-6 shrink-0 cursor-grab touch-none items-center justify-center rounded-md text-muted-foreground hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
        aria-label={`Drag tweet ${n} to reorder`}
        {...attributes}
        {...listeners}
      >
        <GripVertical aria-hidden="true" className="size-4" />
      </button>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex items-center gap-2">
          <Badge tone="brand" className="tabular-nums">
            {n}/{total}
          </Badge>
          {count.over ? <Badge tone="danger">Over the limit</Badge> : null}
          <span className="ml-auto">
            <TweetCounter count={count} id={counterId} />
          </span>
        </div>
        <TweetTextarea
          ref={(element) => {
            textarea.current = element;
            registerTextarea(tweet.key, element);
          }}
          aria-label={`Tweet ${n} text`}
          aria-describedby={counterId}
          aria-invalid={count.over}
          value={tweet.text}
          count={count}
          onChange={(event) => commands.edit(tweet.key, event.target.value)}
          onKeyDown={shortcutHandler({ tweet, index, total, commands })}
        />
        {footer}
        <TweetActions
          index={index}
          total={total}
          commands={commands}
          splitAtCursor={() => commands.split(index, textarea.current?.selectionStart ?? tweet.text.length)}
        />
      </div>
    </li>
  );
}
