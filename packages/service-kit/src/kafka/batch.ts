import type { EachBatchPayload, KafkaMessage } from 'kafkajs';

/**
 * Handles one fetched batch of a partition with up to `concurrency` messages in flight, for
 * consumers whose messages are independent of each other (keyed by a business id, idempotent).
 * An offset is resolved only once it and every message before it in the partition are handled,
 * so what is committed is always a finished prefix: a crash mid-batch redelivers exactly the
 * unfinished tail (at-least-once, like one at a time). A rebalance or stop lets the messages in
 * flight finish and starts no more; a failure waits for them too, then goes to kafkajs, which
 * fetches again from the first unresolved offset.
 */
export async function handleBatchConcurrently(
  payload: Pick<EachBatchPayload, 'batch' | 'resolveOffset' | 'heartbeat' | 'isRunning' | 'isStale'>,
  concurrency: number,
  handle: (message: KafkaMessage) => Promise<void>,
): Promise<void> {
  const { batch, resolveOffset, isRunning, isStale } = payload;
  const messages = batch.messages;
  const done = new Array<boolean>(messages.length).fill(false);
  let resolvedUpTo = 0;
  let next = 0;
  let failure: { error: unknown } | null = null;

  const resolvePrefix = () => {
    while (resolvedUpTo < messages.length && done[resolvedUpTo]) {
      const message = messages[resolvedUpTo];
      if (message) resolveOffset(message.offset);
      resolvedUpTo++;
    }
  };
  const lane = async () => {
    while (failure === null && next < messages.length && isRunning() && !isStale()) {
      const index = next++;
      const message = messages[index];
      if (!message) continue;
      try {
        await handle(message);
        done[index] = true;
        resolvePrefix();
        // A long batch must not outlive the group session; kafkajs sends at most one per heartbeat interval.
        await payload.heartbeat();
      } catch (error) {
        failure ??= { error };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, messages.length)) }, lane));
  await payload.heartbeat();
  if (failure !== null) throw (failure as { error: unknown }).error;
}
