import type { Logger } from './logger.ts';

export interface PeriodicTask {
  /** Runs the task now, or joins the run already going; never rejects. */
  runOnce(): Promise<void>;
  /** Runs it every `intervalMs` from now on; the timer never keeps the process alive. */
  start(): void;
  /** Stops the timer and waits for a run in progress. */
  stop(): Promise<void>;
}

/**
 * A background sweep every replica may run (the work is idempotent, so no leader): one run at a
 * time, a failure logged as skipped and retried at the next tick rather than crashing the process.
 */
export function periodic(task: () => Promise<void>, options: { intervalMs: number; logger: Logger; skipped: string }): PeriodicTask {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  const runOnce = (): Promise<void> => {
    running ??= task()
      .catch((err: unknown) => options.logger.warn({ err: err instanceof Error ? err.message : String(err) }, options.skipped))
      .finally(() => {
        running = null;
      });
    return running;
  };
  return {
    runOnce,
    start(): void {
      timer ??= setInterval(() => void runOnce(), options.intervalMs);
      timer.unref();
    },
    async stop(): Promise<void> {
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
}
