import { topics } from '@chainscribe/contracts';
import { runConsumer, type KafkaBus, type RunningConsumer } from '@chainscribe/service-kit';
import type { PostNotifications } from '../../domain/post-notifications.ts';

/** post.published and post.failed → a Web Push: a scheduled post went live, or stopped. */
export function runPostNotificationsConsumer(bus: KafkaBus, notifications: PostNotifications): Promise<RunningConsumer> {
  return runConsumer(bus, {
    groupId: 'accounts-post-push',
    topics: [topics.postPublished, topics.postFailed],
    handle: (event) => notifications.apply(event),
  });
}
