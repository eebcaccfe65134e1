import type { KafkaMessage } from 'kafkajs';
import { describe, expect, it } from 'vitest';
import { handleBatchConcurrently } from '../src/kafka/batch.ts';

const message = (offset: number): KafkaMessage => ({
  offset: String(offset),
  key: null,
  value: Buffer.from(String(offset)),
  timestamp: '0',
  attributes: 0,
  headers: {},
});

/** A fetched batch as kafkajs hands it over, recording which offsets the handler resolved. */
function batchOf(count: number, running: { stale?: boolean } = {}) {
  const resolved: string[] = [];
  return {
    resolved,
    payload: {
      batch: { topic: 't', partition: 0, messages: Array.from({ length: count }, (_, i) => message(i)) } as never,
      resolveOffset: (offset: string) => void resolved.push(offset),
      heartbeat: async () => undefined,
      isRunning: () => true,
      isStale: () => running.stale === true,
    },
  };
}

const gate = () => {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
};

describe('a batch handled several messages at a time', () => {
  it('when an early message is slow, then later ones run meanwhile but no offset past it is resolved until it finishes', async () => {
    const { resolved, payload } = batchOf(10);
    const slow = gate();
    const handled: number[] = [];
    let inFlight = 0;
    let mostInFlight = 0;
    const run = handleBatchConcurrently(payload, 4, async (m) => {
      inFlight++;
      mostInFlight = Math.max(mostInFlight, inFlight);
      if (m.offset === '2') await slow.opened;
      else await new Promise((r) => setTimeout(r, 2));
      handled.push(Number(m.offset));
      inFlight--;
    });
    await new Promise((r) => setTimeout(r, 50));
    expect(handled).toHaveLength(9);
    expect(handled).not.toContain(2);
    expect(resolved).toEqual(['0', '1']);
    slow.open();
    await run;
    expect(mostInFlight).toBe(4);
    expect(resolved).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9']);
  });

  it('when a message fails, then the messages in flight finish, only the prefix before it is resolved, and the failure reaches kafkajs', async () => {
    const { resolved, payload } = batchOf(10);
    const started: number[] = [];
    const run = handleBatchConcurrently(payload, 3, async (m) => {
      started.push(Number(m.offset));
      await new Promise((r) => setTimeout(r, 5));
      if (m.offset === '4') throw new Error('dead-letter topic unreachable');
    });
    await expect(run).rejects.toThrow('dead-letter topic unreachable');
    expect(resolved).toEqual(['0', '1', '2', '3']);
    // Nothing new starts after the failure: at most the two lanes beside it were still going.
    expect(Math.max(...started)).toBeLessThanOrEqual(6);
  });

  it('when the group rebalances mid-batch, then no further message starts', async () => {
    const running = { stale: false };
    const { resolved, payload } = batchOf(10, running);
    const handled: number[] = [];
    await handleBatchConcurrently(payload, 2, async (m) => {
      handled.push(Number(m.offset));
      if (m.offset === '3') running.stale = true;
      await new Promise((r) => setTimeout(r, 1));
    });
    expect(handled.length).toBeLessThanOrEqual(5);
    expect(resolved).toEqual(
      handled
        .map(String)
        .sort((a, b) => Number(a) - Number(b))
        .slice(0, resolved.length),
    );
    expect(resolved.length).toBe(handled.length);
  });
});
