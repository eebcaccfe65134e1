import type { LibraryItem, LibraryKind, LibraryStatus, LibraryTone } from '@chainscribe/contracts';

export const kindLabels: Record<LibraryKind, string> = { thread: 'Thread', tweet: 'Tweet' };

export const statusLabels: Record<LibraryStatus, string> = { draft: 'Draft', ready: 'Ready', scheduled: 'Scheduled', posted: 'Posted' };

export const statusTones = { draft: 'neutral', ready: 'brand', scheduled: 'warning', posted: 'success' } as const satisfies Record<
  LibraryStatus,
  string
>;

export const toneLabel = (tone: LibraryTone): string => tone.charAt(0).toUpperCase() + tone.slice(1);

/** What the item is about: `$SYMBOL`, else its topic, else nothing. */
export const subjectOf = (item: Pick<LibraryItem, 'symbol' | 'topic'>): string | null =>
  item.symbol ? `$${item.symbol}` : item.topic || null;

/** A short name for an item: its first tweet's first line, cut at a word. */
export function titleOf(tweets: readonly string[], max = 60): string {
  const line = (tweets.find((text) => text.trim()) ?? '').trim().split('\n')[0] ?? '';
  if (line.length <= max) return line || 'Untitled draft';
  const cut = line.slice(0, max);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 20 ? cut.lastIndexOf(' ') : max)}…`;
}

export function formatDate(value: string): string {
  return new Date(value).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
}

export function formatDateTime(value: string): string {
  return new Date(value).toLocaleString('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });
}
