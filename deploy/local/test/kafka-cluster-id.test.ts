import { describe, expect, it } from 'vitest';
import { kafkaClusterId } from '../kafka-cluster-id.ts';

describe('Kafka cluster id', () => {
  it('when the random bytes would encode to an id starting with "-", then they are drawn again', () => {
    // 0xf8 as the first byte gives base64url '-' as the first character.
    const draws = [Buffer.alloc(16, 0xf8), Buffer.alloc(16, 0), Buffer.from('0123456789abcdef')];
    const id = kafkaClusterId(() => draws.shift() ?? Buffer.alloc(16, 1));
    expect(Buffer.alloc(16, 0xf8).toString('base64url').startsWith('-')).toBe(true);
    expect(id).toBe(Buffer.from('0123456789abcdef').toString('base64url'));
    expect(draws).toHaveLength(0);
  });

  it('when many ids are generated, then each is 22 base64url characters and none starts with "-"', () => {
    const ids = Array.from({ length: 5_000 }, () => kafkaClusterId());
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_][A-Za-z0-9_-]{21}$/);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
