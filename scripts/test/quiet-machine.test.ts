import { describe, expect, it } from 'vitest';
import { waitForQuietMachine, type CpuSample } from '../quiet-machine.ts';

/** A machine whose every second is busy by the given shares, in turn. */
function machine(busyShares: number[]) {
  let at: CpuSample = { idle: 0, total: 0 };
  let second = 0;
  return {
    sample: () => at,
    wait: async () => {
      const busy = busyShares[Math.min(second, busyShares.length - 1)] ?? 0;
      second++;
      at = { idle: at.idle + 2000 * (1 - busy), total: at.total + 2000 };
    },
    seconds: () => second,
  };
}

describe('waitForQuietMachine', () => {
  it('when the machine settles, then it waits for the quiet seconds in a row and no longer', async () => {
    const settling = machine([0.9, 0.6, 0.05, 0.05, 0.4, 0.05, 0.05, 0.05]);
    expect(await waitForQuietMachine({ quietSeconds: 3, ...settling })).toBe(true);
    expect(settling.seconds()).toBe(8);
  });

  it('when the machine stays busy, then it gives up and says so', async () => {
    const busy = machine([0.5]);
    expect(await waitForQuietMachine({ quietSeconds: 3, giveUpSeconds: 10, ...busy })).toBe(false);
    expect(busy.seconds()).toBe(10);
  });
});
