import { meQueryKey } from '../../../lib/current-user/get-me.ts';

/** Every publisher answer hangs under one key, so a change anywhere refreshes the queue, the editor and analytics. */
export const publisherKey = [...meQueryKey, 'publisher'] as const;
export const publisherKeys = {
  connection: [...publisherKey, 'x-connection'] as const,
  posts: [...publisherKey, 'posts'] as const,
  queueSettings: [...publisherKey, 'queue-settings'] as const,
  summary: [...publisherKey, 'metrics-summary'] as const,
  performance: (postId: string) => [...publisherKey, 'metrics', postId] as const,
};
