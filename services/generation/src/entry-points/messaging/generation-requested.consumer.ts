import { topics, type GenerationRequestedV1 } from '@chainscribe/contracts';
import { runConsumer, type KafkaBus, type RunningConsumer } from '@chainscribe/service-kit';
import type { JobProcessor } from '../../domain/job-processor.ts';
import type { UserData } from '../../domain/user-data.ts';

/**
 * One job at a time per job id in this process. With several jobs in flight a redelivered
 * request could meet its twin here, and a worker may re-claim its own lease: the twin waits
 * and then finds the job finished (only its idempotent follow-ups run again).
 */
function oneAtATimePerJob() {
  const running = new Map<string, Promise<void>>();
  return async (jobId: string, work: () => Promise<void>): Promise<void> => {
    for (let current = running.get(jobId); current; current = running.get(jobId)) await current.catch(() => undefined);
    const mine = work();
    running.set(jobId, mine);
    try {
      await mine;
    } finally {
      if (running.get(jobId) === mine) running.delete(jobId);
    }
  };
}

/**
 * The workers' group: Kafka spreads the topic's partitions over the workers (jobs are keyed by
 * job id), so each extra worker adds throughput up to the partition count; within a partition,
 * `concurrency` jobs are written at once (they are independent, each claimed under its own
 * lease). An offset is committed only once its job and every one before it are settled. A
 * deleted user's requests are dropped, and a job that was being written while the account was
 * erased is erased again once it settles.
 */
export function consumeGenerationRequests(
  bus: KafkaBus,
  deps: {
    processor: JobProcessor;
    sessionTimeoutMs: number;
    /** Jobs in flight per partition; each partition this worker holds is worked on at the same time. */
    concurrency: number;
    userData: Pick<UserData, 'isErased' | 'erase'>;
  },
): Promise<RunningConsumer> {
  const perJob = oneAtATimePerJob();
  const work = async (data: GenerationRequestedV1, heartbeat: () => Promise<void>) => {
    if (await deps.userData.isErased(data.userId)) return;
    await deps.processor.process(data, heartbeat);
    if (await deps.userData.isErased(data.userId)) await deps.userData.erase(data.userId);
  };
  return runConsumer(bus, {
    groupId: 'generation-workers',
    topics: [topics.generationRequested],
    sessionTimeoutMs: deps.sessionTimeoutMs,
    maxAttempts: 8,
    concurrency: deps.concurrency,
    partitionsConcurrently: 8,
    handle: async (event, meta) => {
      if (event.type !== 'generation.requested') return;
      await perJob(event.data.jobId, () => work(event.data, meta.heartbeat));
    },
  });
}
