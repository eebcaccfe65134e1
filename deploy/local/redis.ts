import { Redis } from 'ioredis';
import { dataDir, freshLogFile } from './cache.ts';
import type { Component } from './component.ts';
import { runContainer } from './docker.ts';
import { choosePort, requireCommand, spawnDetached, waitForChild, waitUntilHealthy } from './process.ts';

const preferredPort = 16379;
const startupTimeoutMs = 15_000;

async function answers(url: string): Promise<boolean> {
  const client = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 1_000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
    enableOfflineQueue: false,
  });
  client.on('error', () => undefined); // failures are reported by the caller with the log path
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}

export const redis: Component = {
  name: 'redis',
  label: 'Redis',
  envVar: 'REDIS_URL',
  answers,

  async startDocker(log) {
    const port = await choosePort(preferredPort, log, 'Redis');
    const url = `redis://127.0.0.1:${port}`;
    const container = 'chainscribe-redis';
    log(`starting Redis in Docker (redis:7) on 127.0.0.1:${port}`);
    await runContainer({ name: container, image: 'redis:7', ports: [[port, 6379]] });
    await waitUntilHealthy({ what: 'Redis (docker)', timeoutMs: startupTimeoutMs, check: () => answers(url) });
    return { kind: 'docker', url, port, container };
  },

  async startLocal(log, options = {}) {
    const binary = requireCommand('redis-server', 'install it with `apt-get install -y redis-server`', 'REDIS_URL');
    const port = options.port ?? (await choosePort(preferredPort, log, 'Redis'));
    const url = `redis://127.0.0.1:${port}`;
    const logFile = options.logFile ?? freshLogFile('redis');
    log(`starting redis-server on 127.0.0.1:${port}`);
    // Config on the command line instead of a file: the Debian /etc/redis/redis.conf would daemonize.
    const child = spawnDetached(
      binary,
      ['--bind', '127.0.0.1', '--port', String(port), '--dir', options.dir ?? dataDir('redis'), '--daemonize', 'no', '--logfile', ''],
      logFile,
    );
    await waitForChild(child, { what: 'redis-server', timeoutMs: startupTimeoutMs, check: () => answers(url), logFile });
    return { kind: 'redis-server', url, port, logFile, pid: child.pid, startTime: child.startTime };
  },
};
