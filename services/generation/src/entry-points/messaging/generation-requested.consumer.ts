import { topics } from '@chainscribe/contracts';
import { runConsumer, type KafkaBus, type RunningConsumer } from '@chainscribe/service-kit';
import type { JobProcessor } from '../../domain/job-processor.ts';

/**
 * The workers' group: Kafka spreads the topic's partitions over the workers (jobs are keyed by
 * job id), so each extra worker adds throughput up to the partition count. The offset is committed
 * only after the job is settled.
 */
export function consumeGenerationRequests(
  bus: KafkaBus,
  deps: { processor: JobProcessor; sessionTimeoutMs: number },
): Promise<RunningConsumer> {
  return runConsumer(bus, {
    groupId: 'generation-workers',
    topics: [topics.generationRequested],
    sessionTimeoutMs: deps.sessionTimeoutMs,
    maxAttempts: 8,
    handle: async (event, meta) => {
      if (event.type === 'generation.requested') await deps.processor.process(event.data, meta.heartbeat);
    },
  });
}
