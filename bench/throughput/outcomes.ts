import { randomBytes } from 'node:crypto';
import { topics } from '@chainscribe/contracts';
import { runConsumer } from '@chainscribe/service-kit';
import type { Stack } from './stack.ts';

/**
 * Jobs finishing, as the rest of the system hears of it: each finished thread job's outcome event
 * (thread.generated or generation.failed) on the stack's topics. Read from Kafka rather than by
 * asking MongoDB every second which jobs are done: on FerretDB that query decodes every job ever
 * made, and took a third of the engine's CPU while the pipeline it measured ran (28 November).
 */
export async function watchOutcomes(stack: Stack) {
  // Job id → when it finished (events of earlier runs on this stack too: `until` keeps the recent ones).
  const finished = new Map<string, number>();
  const consumer = await runConsumer(stack.bus, {
    groupId: `bench-outcomes-${randomBytes(4).toString('hex')}`,
    topics: [topics.threadGenerated, topics.generationFailed],
    handle: async (event) => {
      if (event.type === 'thread.generated' || event.type === 'generation.failed')
        finished.set(event.data.jobId, new Date(event.occurredAt).getTime());
    },
  });
  return {
    /** Until `count` jobs have finished since `since`: when the last of them did. */
    async until(count: number, since: Date, timeoutMs: number): Promise<number> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const recent = [...finished.values()].filter((at) => at >= since.getTime());
        if (recent.length >= count) return Math.max(...recent);
        if (Date.now() > deadline) throw new Error(`only ${recent.length} of ${count} threads finished within ${timeoutMs / 1000} s`);
        await new Promise((r) => setTimeout(r, 200));
      }
    },
    stop: () => consumer.stop(),
  };
}
