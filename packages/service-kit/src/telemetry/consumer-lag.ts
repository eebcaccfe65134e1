import type { Admin } from 'kafkajs';
import { consumerLag } from './metrics.ts';
import { within } from '../deadline.ts';

interface WatchedGroup {
  /** The group id as the broker knows it (prefixed). */
  groupId: string;
  /** The group's name in labels (unprefixed: tests sharing a broker still read the same name). */
  label: string;
  topics: { full: string; label: string }[];
  admin: () => Promise<Admin>;
}

const watched = new Set<WatchedGroup>();
// A scrape waits this long at most for the broker; a stalled Kafka gives stale lag, not a hung scrape.
const lagTimeoutMs = 2000;

/**
 * Lag is read from the broker at scrape time (end offsets minus the group's committed offsets),
 * so a consumer that stopped taking messages — stuck handler, paused, crashed elsewhere — still
 * shows its lag growing, which its own message loop could not report.
 */
export function watchConsumerLag(group: WatchedGroup): () => void {
  watched.add(group);
  return () => {
    watched.delete(group);
  };
}

async function readLag(group: WatchedGroup): Promise<void> {
  const admin = await group.admin();
  for (const topic of group.topics) {
    const [ends, committed] = await Promise.all([
      admin.fetchTopicOffsets(topic.full),
      admin.fetchOffsets({ groupId: group.groupId, topics: [topic.full] }),
    ]);
    const committedByPartition = new Map((committed[0]?.partitions ?? []).map((p) => [p.partition, Number(p.offset)]));
    for (const end of ends) {
      const high = Number(end.high);
      const done = committedByPartition.get(end.partition) ?? -1;
      // -1: nothing committed yet; everything from the low watermark on is still waiting.
      const lag = done < 0 ? high - Number(end.low) : high - done;
      consumerLag.set({ group: group.label, topic: topic.label, partition: String(end.partition) }, Math.max(0, lag));
    }
  }
}

export async function collectConsumerLag(): Promise<void> {
  const reads = [...watched].map((group) => readLag(group));
  // A broker that does not answer leaves the last figures in place rather than holding the scrape.
  await within(Promise.allSettled(reads), lagTimeoutMs, () => new Error('lag read timed out')).catch(() => undefined);
}
