import type { DomainEvent } from '@chainscribe/contracts';
import type { Logger } from '@chainscribe/service-kit';
import type { PushMessage, PushNotifier } from './push-notifier.ts';

/** What a scheduled post's outcome says on the user's devices; null for the events that say nothing. */
export function postMessageOf(event: DomainEvent): { userId: string; message: PushMessage } | null {
  switch (event.type) {
    case 'post.published': {
      const { userId, itemId, kind, tweetIds } = event.data;
      const what = kind === 'thread' ? `Your ${tweetIds.length}-tweet thread` : 'Your tweet';
      return {
        userId,
        message: { title: `${what} is live on X`, body: 'Open it to see how it does.', url: `/dashboard/library/${itemId}` },
      };
    }
    case 'post.failed': {
      const { userId, message, tweetIds } = event.data;
      const posted = tweetIds.length > 0 ? ` ${tweetIds.length} tweet${tweetIds.length === 1 ? ' is' : 's are'} already on X.` : '';
      return { userId, message: { title: 'Posting to X stopped', body: `${message}${posted}`.slice(0, 200), url: '/dashboard/queue' } };
    }
    default:
      return null;
  }
}

/**
 * A scheduled post went live or stopped while the user was away: their browsers are told once
 * (a redelivered event is claimed already), if their settings allow it.
 */
export function createPostNotifications(deps: {
  claim: (eventId: string) => Promise<boolean>;
  push: Pick<PushNotifier, 'notify'>;
  logger: Logger;
}) {
  return {
    async apply(event: DomainEvent): Promise<void> {
      const outcome = postMessageOf(event);
      if (!outcome || !(await deps.claim(event.id))) return;
      const sent = await deps.push.notify(outcome.userId, outcome.message);
      deps.logger.info({ eventId: event.id, userId: outcome.userId, outcome: sent }, 'post outcome announced');
    },
  };
}

export type PostNotifications = ReturnType<typeof createPostNotifications>;
