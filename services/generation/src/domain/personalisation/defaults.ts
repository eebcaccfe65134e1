import {
  hookStyles,
  threadLengths,
  threadTones,
  type HistoricalContext,
  type HookStyle,
  type PersonalDefaults,
  type ThreadLength,
  type ThreadTone,
  type UserPreferences,
} from '@chainscribe/contracts';
import type { LibraryItemDoc } from '../../data-access/library-item.model.ts';

/** What personalisation passes on: request defaults, and the summary the writer's request carries. */
export interface PersonalContext {
  defaults: PersonalDefaults & { tone: ThreadTone | null; hookStyle: HookStyle | null; length: ThreadLength | null };
  itemsUsed: number;
  userPreferences: UserPreferences;
  historicalContext: HistoricalContext;
}

const MAX_TOPICS = 5;

/** The most frequent value, an item the user edited counting twice (they cared enough to change it). */
function favourite<T>(items: readonly LibraryItemDoc[], valueOf: (item: LibraryItemDoc) => T | null): T | null {
  const counts = new Map<T, number>();
  for (const item of items) {
    const value = valueOf(item);
    if (value !== null) counts.set(value, (counts.get(value) ?? 0) + (item.version > 1 ? 2 : 1));
  }
  let best: T | null = null;
  let bestCount = 0;
  for (const [value, count] of counts) if (count > bestCount) [best, bestCount] = [value, count];
  return best;
}

const isThreadTone = (tone: string | null): tone is ThreadTone => (threadTones as readonly string[]).includes(tone ?? '');
const isHook = (hook: string | null): hook is HookStyle => (hookStyles as readonly string[]).includes(hook ?? '');

/** A written thread has no asked-for length: its tweet count, to the nearest length offered. */
function lengthOf(item: LibraryItemDoc): ThreadLength | null {
  if (item.kind !== 'thread') return null;
  if (item.length) return item.length;
  return threadLengths.reduce((best, length) =>
    Math.abs(length - item.tweets.length) < Math.abs(best - item.tweets.length) ? length : best,
  );
}

/** Defaults and a summary from the items the user keeps (newest first), none of them from the browser. */
export function personalContextOf(items: readonly LibraryItemDoc[]): PersonalContext {
  const threads = items.filter((item) => item.kind === 'thread');
  const topics = [...new Set(items.map((item) => item.topic?.trim() ?? '').filter((topic) => topic.length > 0))].slice(0, MAX_TOPICS);
  const defaults: PersonalContext['defaults'] = {
    tone: favourite(threads, (item) => (isThreadTone(item.tone) ? item.tone : null)),
    hookStyle: favourite(threads, (item) => (isHook(item.hook) ? item.hook : null)),
    length: favourite(threads, lengthOf),
    topics,
  };
  const tones = threads.map((item) => item.tone).filter(isThreadTone);
  const lengths = threads.map(lengthOf).filter((length): length is ThreadLength => length !== null);
  return {
    defaults,
    itemsUsed: items.length,
    userPreferences: { tones: [...new Set(tones)], lengths: [...new Set(lengths)], topics },
    historicalContext: {
      totalThreads: threads.length,
      recentTopics: topics,
      preferredTones: defaults.tone ? [defaults.tone] : [],
      preferredLengths: defaults.length ? [defaults.length] : [],
    },
  };
}
