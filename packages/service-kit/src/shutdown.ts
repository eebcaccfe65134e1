import type { Logger } from './logger.ts';

export interface ShutdownStep {
  name: string;
  /** May return a promise, which is awaited. */
  run: () => unknown;
}

/**
 * Ordered shutdown (not-ready → HTTP → consumers → producer → databases). Steps run in the order
 * registered; one failing step is logged and the rest still run so connections are not leaked.
 */
export function createShutdown(logger: Logger, options: { timeoutMs?: number; exit?: (code: number) => void } = {}) {
  const steps: ShutdownStep[] = [];
  let running: Promise<void> | undefined;
  const exit = options.exit ?? ((code: number) => process.exit(code));

  async function stop(reason: string): Promise<void> {
    running ??= (async () => {
      logger.info({ reason }, 'shutting down');
      for (const step of steps) {
        try {
          await step.run();
          logger.debug({ step: step.name }, 'stopped');
        } catch (err) {
          logger.error({ err, step: step.name }, 'shutdown step failed');
        }
      }
    })();
    return running;
  }

  return {
    add(name: string, run: ShutdownStep['run']) {
      steps.push({ name, run });
    },
    stop,
    /** Process-level handlers: signals stop cleanly; a programming error stops with code 1. */
    installSignalHandlers() {
      const timeoutMs = options.timeoutMs ?? 10_000;
      const finish = (reason: string, code: number) => {
        const timer = setTimeout(() => {
          logger.error({ timeoutMs }, 'shutdown timed out');
          exit(code || 1);
        }, timeoutMs);
        timer.unref();
        void stop(reason).then(() => exit(code));
      };
      process.once('SIGTERM', () => finish('SIGTERM', 0));
      process.once('SIGINT', () => finish('SIGINT', 0));
      process.on('unhandledRejection', (err) => {
        logger.fatal({ err }, 'unhandled rejection');
        finish('unhandledRejection', 1);
      });
      process.on('uncaughtException', (err) => {
        logger.fatal({ err }, 'uncaught exception');
        finish('uncaughtException', 1);
      });
    },
  };
}

export type Shutdown = ReturnType<typeof createShutdown>;
