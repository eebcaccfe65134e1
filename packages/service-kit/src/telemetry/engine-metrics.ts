import type { Redis } from 'ioredis';
import type { Connection } from 'mongoose';
import { engineCallDuration, engineCallTimeouts } from './metrics.ts';

const seconds = (started: bigint) => Number(process.hrtime.bigint() - started) / 1e9;

/**
 * Times every command this client sends, by command name. ioredis has no command events, so the
 * one entry point all commands pass through (sendCommand) is wrapped on this instance only.
 */
export function instrumentRedis(redis: Redis): void {
  const send = redis.sendCommand.bind(redis);
  redis.sendCommand = (command, stream) => {
    const started = process.hrtime.bigint();
    const operation = command.name.toLowerCase();
    command.promise.then(
      () => engineCallDuration.observe({ engine: 'redis', operation, outcome: 'ok' }, seconds(started)),
      (err: unknown) => {
        const timedOut = err instanceof Error && err.message === 'Command timed out';
        if (timedOut) engineCallTimeouts.inc({ engine: 'redis' });
        engineCallDuration.observe({ engine: 'redis', operation, outcome: timedOut ? 'timeout' : 'error' }, seconds(started));
      },
    );
    return send(command, stream);
  };
}

/** MongoDB's own command monitoring: every command's duration by command name. */
export function instrumentMongo(connection: Connection): void {
  const client = connection.getClient();
  client.on('commandSucceeded', (event) =>
    engineCallDuration.observe({ engine: 'mongo', operation: event.commandName, outcome: 'ok' }, event.duration / 1000),
  );
  client.on('commandFailed', (event) => {
    const timedOut = /timed? ?out/i.test(event.failure.message) || event.failure.name.includes('Timeout');
    if (timedOut) engineCallTimeouts.inc({ engine: 'mongo' });
    engineCallDuration.observe(
      { engine: 'mongo', operation: event.commandName, outcome: timedOut ? 'timeout' : 'error' },
      event.duration / 1000,
    );
  });
}
