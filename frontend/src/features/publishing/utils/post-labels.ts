import type { PostStatus, ScheduledPost } from '@chainscribe/contracts';

export const postStatusLabels: Record<PostStatus, string> = {
  scheduled: 'Scheduled',
  paused: 'Paused',
  posting: 'Posting',
  posted: 'Posted',
  failed: 'Failed',
  reconnect_required: 'Reconnect X',
  cancelled: 'Cancelled',
};

export const postStatusTones = {
  scheduled: 'brand',
  paused: 'neutral',
  posting: 'warning',
  posted: 'success',
  failed: 'danger',
  reconnect_required: 'warning',
  cancelled: 'neutral',
} as const satisfies Record<PostStatus, string>;

/** Still on the schedule (counts against the plan): the user can act on it. */
export const isOpen = (post: ScheduledPost): boolean => post.status !== 'posted' && post.status !== 'cancelled';

/** The item's post to show in the editor: an open one first, else the latest posted. */
export function currentPostOf(posts: ScheduledPost[], itemId: string): ScheduledPost | undefined {
  const mine = posts.filter((p) => p.itemId === itemId && p.status !== 'cancelled');
  return mine.find(isOpen) ?? mine.sort((a, b) => Date.parse(b.updatedAt) - Date.parse(a.updatedAt))[0];
}

export const plural = (count: number, word: string): string => `${count} ${count === 1 ? word : `${word}s`}`;
