import type { Writer } from './writer.ts';

export interface WarnLogger {
  warn(details: Record<string, unknown>, message: string): void;
}

/**
 * A configured model that times out, errs or keeps breaking the rules does not cost the user
 * their thread: the template writer takes over, and the result says truthfully which wrote it.
 */
export function withFallback(primary: Writer, fallback: Writer, logger: WarnLogger): Writer {
  return {
    kind: primary.kind,
    async writeThread(brief, signal) {
      try {
        return await primary.writeThread(brief, signal);
      } catch (err) {
        if (signal?.aborted) throw err;
        logger.warn(
          { err: (err as Error).message, problems: (err as { problems?: unknown }).problems },
          'model writer failed; the template writer takes over',
        );
        return fallback.writeThread(brief, signal);
      }
    },
    async writeTweets(brief, signal) {
      try {
        return await primary.writeTweets(brief, signal);
      } catch (err) {
        if (signal?.aborted) throw err;
        logger.warn(
          { err: (err as Error).message, problems: (err as { problems?: unknown }).problems },
          'model writer failed; the template writer takes over',
        );
        return fallback.writeTweets(brief, signal);
      }
    },
    async rewrite(brief, signal) {
      try {
        return await primary.rewrite(brief, signal);
      } catch (err) {
        if (signal?.aborted) throw err;
        logger.warn(
          { err: (err as Error).message, problems: (err as { problems?: unknown }).problems },
          'model writer failed; the template writer takes over',
        );
        return fallback.rewrite(brief, signal);
      }
    },
  };
}
