/**
 * Concurrent callers asking for the same key share one in-flight promise, so a burst of misses
 * for one symbol costs one upstream call in this process.
 */
export function createSingleFlight<T>() {
  const inFlight = new Map<string, Promise<T>>();
  return {
    run(key: string, work: () => Promise<T>): Promise<T> {
      const running = inFlight.get(key);
      if (running) return running;
      const started = work().finally(() => inFlight.delete(key));
      inFlight.set(key, started);
      return started;
    },
    get size() {
      return inFlight.size;
    },
  };
}
