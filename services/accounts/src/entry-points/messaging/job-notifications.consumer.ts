import { topics } from '@chainscribe/contracts';
import { runConsumer, type KafkaBus, type RunningConsumer } from '@chainscribe/service-kit';
import type { JobNotifications } from '../../domain/job-notifications.ts';

/** generation.requested (when each job began) and its results → a Web Push for the long ones. */
export function runJobNotificationsConsumer(bus: KafkaBus, notifications: JobNotifications): Promise<RunningConsumer> {
  return runConsumer(bus, {
    groupId: 'accounts-push',
    topics: [topics.generationRequested, topics.threadGenerated, topics.tweetGenerated, topics.generationFailed],
    handle: (event) => notifications.apply(event),
  });
}
