import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Component } from '../../deploy/local/component.ts';
import { mongo } from '../../deploy/local/mongo.ts';
import { ephemeralPort, stopProcess } from '../../deploy/local/process.ts';
import { redis } from '../../deploy/local/redis.ts';

export interface PrivateEngine {
  url: string;
  /** Per-service credentials when the engine has users (Redis: service → URL of its ACL user). */
  users: Record<string, string>;
  pid: number;
  /** SIGSTOP: the process keeps its sockets open and answers nothing, like a stalled engine. */
  pause(): void;
  resume(): void;
  stop(): Promise<void>;
}

/**
 * An engine of this test file's own, started by the launcher's own start function on a free port
 * with a throw-away directory. Stall tests pause these, never the shared engines other files use.
 */
async function startPrivate(component: Component, label: string): Promise<PrivateEngine> {
  const dir = mkdtempSync(join(tmpdir(), `cs-${label}-`));
  const started = await component.startLocal(() => undefined, { port: await ephemeralPort(), dir, logFile: join(dir, `${label}.log`) });
  const pid = started.pid;
  if (!pid) throw new Error(`${label} started without a pid`);
  let paused = false;
  return {
    url: started.url,
    users: started.users ?? {},
    pid,
    pause() {
      process.kill(pid, 'SIGSTOP');
      paused = true;
    },
    resume() {
      process.kill(pid, 'SIGCONT');
      paused = false;
    },
    async stop() {
      if (paused) process.kill(pid, 'SIGCONT');
      await stopProcess(pid, 10_000);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** One SASL user of a private Kafka broker (`admin` or a service), as service-kit takes it. */
export function kafkaUserOf(engine: PrivateEngine, user: string): { username: string; password: string } | undefined {
  const credentials = engine.users[user];
  if (!credentials) return undefined;
  const at = credentials.indexOf(':');
  return { username: credentials.slice(0, at), password: credentials.slice(at + 1) };
}

export const startPrivateRedis = () => startPrivate(redis, 'redis');
/** FerretDB from the cached binary (or mongod when installed), on SQLite in its own directory. */
export const startPrivateMongo = () => startPrivate(mongo, 'mongo');
/** A whole Kafka broker (a JVM): only for the tests that must stall Kafka itself. */
export const startPrivateKafka = async () => startPrivate((await import('../../deploy/local/kafka.ts')).kafka, 'kafka');
