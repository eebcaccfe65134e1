import { runConsumer, type KafkaBus, type Logger, type RunningConsumer } from '@chainscribe/service-kit';
import { activityTopics, type ActivityProjection } from '../../domain/activity.ts';

/**
 * One group over the five activity topics: each event becomes at most one activity document.
 * Offsets are committed after `apply` returns, and applying twice is a no-op, so at-least-once
 * delivery yields exactly-once counts.
 */
export function startActivityConsumer(
  bus: KafkaBus,
  options: { groupId: string; projection: ActivityProjection; logger: Logger },
): Promise<RunningConsumer> {
  return runConsumer(bus, {
    groupId: options.groupId,
    topics: activityTopics,
    // A group without committed offsets (first start, or after `rebuild`) must start at the oldest
    // event: the projection is the whole history, not what happened since the service came up.
    fromBeginning: true,
    handle: async (event) => {
      const outcome = await options.projection.apply(event);
      options.logger.debug({ eventId: event.id, type: event.type, outcome }, 'activity event');
    },
  });
}
