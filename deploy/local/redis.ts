import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { dataDir, ensureDir, freshLogFile, runDir } from './cache.ts';
import type { Component } from './component.ts';
import { runContainer } from './docker.ts';
import { choosePort, requireCommand, spawnDetached, waitForChild, waitUntilHealthy } from './process.ts';
import {
  generateRedisCredentials,
  localRedisUsers,
  redisAclFile,
  redisAdminUser,
  redisUrlFor,
  redisUsers,
  type RedisCredentials,
} from './redis-acl.ts';

const preferredPort = 16379;
const startupTimeoutMs = 15_000;

const quickClient = (url: string) =>
  new Redis(url, {
    lazyConnect: true,
    connectTimeout: 1_000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
    enableOfflineQueue: false,
  });

async function answers(url: string): Promise<boolean> {
  const client = quickClient(url);
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

/** Generated once per directory and kept, so a restarted redis-server keeps every service's password. */
function credentialsIn(dir: string): RedisCredentials {
  const file = join(dir, 'credentials.json');
  const fresh = generateRedisCredentials();
  // A file from before a service existed (publisher) gains that service's password, kept from then on.
  const kept = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Partial<RedisCredentials>) : {};
  const credentials: RedisCredentials = { ...fresh, ...kept };
  if (Object.keys(credentials).every((user) => user in kept)) return credentials;
  writeFileSync(file, JSON.stringify(credentials), { mode: 0o600 });
  return credentials;
}

/** Each service's own Redis URL (its ACL user). */
const usersOf = (port: number, credentials: RedisCredentials) =>
  Object.fromEntries(redisUsers.map((user) => [user, redisUrlFor(port, user, credentials[user])]));

/** The command of the Redis container: the local users, and nothing listening without them. */
export function redisContainerCommand(credentials: RedisCredentials): string[] {
  return ['redis-server', ...localRedisUsers(credentials).flatMap((rule) => ['--user', rule])];
}

export const redis: Component = {
  name: 'redis',
  label: 'Redis',
  envVar: 'REDIS_URL',
  answers,

  /**
   * Every service user's rule set again (ACL SETUSER): a Redis left running by an older checkout
   * then grants what this checkout's services use (generation's pub/sub, for one).
   */
  async refresh(running) {
    const credentials = credentialsIn(ensureDir(join(runDir, 'redis')));
    const client = quickClient(running.url);
    try {
      await client.connect();
      const [, , ...services] = localRedisUsers(credentials);
      for (const rule of services) await client.call('ACL', 'SETUSER', ...rule.split(' '));
    } finally {
      client.disconnect();
    }
  },

  async startDocker(log) {
    const port = await choosePort(preferredPort, log, 'Redis');
    const credentials = credentialsIn(ensureDir(join(runDir, 'redis')));
    const container = 'chainscribe-redis';
    log(`starting Redis in Docker (redis:7) on 127.0.0.1:${port} (one ACL user per service, no anonymous access)`);
    // The same users as a local redis-server, as `--user` arguments: no file for the container to read.
    await runContainer({ name: container, image: 'redis:7', ports: [[port, 6379]], command: redisContainerCommand(credentials) });
    const url = redisUrlFor(port, redisAdminUser, credentials.admin);
    await waitUntilHealthy({ what: 'Redis (docker)', timeoutMs: startupTimeoutMs, check: () => answers(url) });
    return { kind: 'docker', url, port, container, users: usersOf(port, credentials) };
  },

  async startLocal(log, options = {}) {
    const binary = requireCommand('redis-server', 'install it with `apt-get install -y redis-server`', 'REDIS_URL');
    const port = options.port ?? (await choosePort(preferredPort, log, 'Redis'));
    const configDir = ensureDir(options.dir ?? join(runDir, 'redis'));
    const credentials = credentialsIn(configDir);
    const aclFile = join(configDir, 'users.acl');
    writeFileSync(aclFile, redisAclFile(credentials), { mode: 0o600 });
    // The launcher's own URL (health checks, tests that inspect keys); services get theirs in `users`.
    const url = redisUrlFor(port, redisAdminUser, credentials.admin);
    const users = usersOf(port, credentials);
    const logFile = options.logFile ?? freshLogFile('redis');
    log(`starting redis-server on 127.0.0.1:${port} (one ACL user per service, no anonymous access)`);
    // Config on the command line instead of a file: the Debian /etc/redis/redis.conf would daemonize.
    const child = spawnDetached(
      binary,
      [
        '--bind',
        '127.0.0.1',
        '--port',
        String(port),
        '--dir',
        options.dir ?? dataDir('redis'),
        '--daemonize',
        'no',
        '--logfile',
        '',
        '--aclfile',
        aclFile,
      ],
      logFile,
    );
    await waitForChild(child, { what: 'redis-server', timeoutMs: startupTimeoutMs, check: () => answers(url), logFile });
    return { kind: 'redis-server', url, port, logFile, pid: child.pid, startTime: child.startTime, users };
  },
};
