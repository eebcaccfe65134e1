import { topics } from '@chainscribe/contracts';
import { runConsumer, type KafkaBus, type RunningConsumer } from '@chainscribe/service-kit';
import type { JobProcessor } from '../../domain/job-processor.ts';
import type { UserData } from '../../domain/user-data.ts';

/**
 * The workers' group: Kafka spreads the topic's partitions over the workers (jobs are keyed by
 * job id), so each extra worker adds throughput up to the partition count. The offset is committed
 * only after the job is settled. A deleted user's requests are dropped, and a job that was being
 * written while the account was erased is erased again once it settles.
 */
export function consumeGenerationRequests(
  bus: KafkaBus,
  deps: { processor: JobProcessor; sessionTimeoutMs: number; userData: Pick<UserData, 'isErased' | 'erase'> },
): Promise<RunningConsumer> {
  return runConsumer(bus, {
    groupId: 'generation-workers',
    topics: [topics.generationRequested],
    sessionTimeoutMs: deps.sessionTimeoutMs,
    maxAttempts: 8,
    handle: async (event, meta) => {
      if (event.type !== 'generation.requested') return;
      const { userId } = event.data;
      if (await deps.userData.isErased(userId)) return;
      await deps.processor.process(event.data, meta.heartbeat);
      if (await deps.userData.isErased(userId)) await deps.userData.erase(userId);
    },
  });
}
