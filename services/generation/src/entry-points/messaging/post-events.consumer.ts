import { topics } from '@chainscribe/contracts';
import { runConsumer, type KafkaBus, type RunningConsumer } from '@chainscribe/service-kit';
import type { Publications } from '../../domain/library/publication.ts';

/** post.* → the library item shows whether it is scheduled, posted (with its link on X) or stopped. */
export function consumePostEvents(bus: KafkaBus, publications: Publications): Promise<RunningConsumer> {
  return runConsumer(bus, {
    groupId: 'generation-posts',
    topics: [topics.postScheduled, topics.postPublished, topics.postFailed, topics.postCancelled],
    handle: async (event) => {
      switch (event.type) {
        case 'post.scheduled':
          return publications.scheduled(event.data);
        case 'post.published':
          return publications.published(event.data);
        case 'post.failed':
          return publications.failed(event.data);
        case 'post.cancelled':
          return publications.cancelled(event.data);
        default:
          return;
      }
    },
  });
}
