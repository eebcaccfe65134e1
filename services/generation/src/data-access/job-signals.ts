import type { Redis } from 'ioredis';
import type { Logger } from '@chainscribe/service-kit';

const channelOf = (keyPrefix: string) => `${keyPrefix}cs:generation:job-finished`;

/**
 * "This job has finished", from the worker that finished it to every API replica, over Redis
 * pub/sub: a caller waiting on the job is answered at once instead of at the watcher's next poll
 * (100 ms apart by default). Pub/sub keeps nothing, so a lost signal costs only that wait.
 */
export function createJobSignals(redis: Redis, options: { keyPrefix: string; logger: Logger }) {
  const channel = channelOf(options.keyPrefix);
  return {
    async finished(jobId: string): Promise<void> {
      await redis.publish(channel, jobId).catch((err: unknown) => {
        options.logger.warn(
          { jobId, err: (err as Error).message },
          'job-finished signal not sent; waiting callers see it at the next poll',
        );
      });
    },
  };
}

export type JobSignals = ReturnType<typeof createJobSignals>;

/**
 * An API replica's ear for finished jobs: a connection of its own, since a subscribed one can do
 * nothing else. It keeps the client's command deadline, and ioredis subscribes again after a
 * reconnect.
 */
export async function listenForFinishedJobs(
  redis: Redis,
  options: { keyPrefix: string; logger: Logger },
  onFinished: (jobId: string) => void,
): Promise<{ stop: () => void }> {
  const subscriber = redis.duplicate();
  subscriber.on('message', (_channel: string, jobId: string) => onFinished(jobId));
  subscriber.on('error', (err: Error) => options.logger.warn({ err: err.message }, 'job-finished subscription: Redis error'));
  try {
    await subscriber.subscribe(channelOf(options.keyPrefix));
  } catch (err) {
    subscriber.disconnect();
    throw err;
  }
  return { stop: () => subscriber.disconnect() };
}
