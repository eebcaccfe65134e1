// MongoDB: a real mongod when installed, else FerretDB v1 on SQLite built from ./ferretdb
// (ARCHITECTURE §3 lists what FerretDB v1 lacks; the design never needs it).
import { MongoClient } from 'mongodb';
import { dataDir, freshLogFile } from './cache.ts';
import type { Component } from './component.ts';
import { runContainer } from './docker.ts';
import { ensureFerretBinary } from './ferretdb-build.ts';
import { choosePort, spawnDetached, waitForChild, waitUntilHealthy, which } from './process.ts';

const preferredPort = 27117;
const startupTimeoutMs = 30_000;

async function answers(url: string): Promise<boolean> {
  const client = new MongoClient(url, { serverSelectionTimeoutMS: 1_500, connectTimeoutMS: 1_000 });
  try {
    await client.connect();
    const reply = await client.db('admin').command({ ping: 1 });
    return reply.ok === 1;
  } catch {
    return false;
  } finally {
    await client.close().catch(() => undefined);
  }
}

export const mongo: Component = {
  name: 'mongo',
  label: 'MongoDB',
  envVar: 'MONGO_URL',
  answers,

  async startDocker(log) {
    const port = await choosePort(preferredPort, log, 'MongoDB');
    const url = `mongodb://127.0.0.1:${port}`;
    const container = 'chainscribe-mongo';
    log(`starting MongoDB in Docker (mongo:7) on 127.0.0.1:${port}`);
    await runContainer({ name: container, image: 'mongo:7', ports: [[port, 27017]] });
    await waitUntilHealthy({ what: 'MongoDB (docker)', timeoutMs: startupTimeoutMs, check: () => answers(url) });
    return { kind: 'docker', url, port, container };
  },

  async startLocal(log, options = {}) {
    const mongod = which('mongod');
    const binary = mongod ?? (await ensureFerretBinary(log));
    const kind = mongod ? 'mongod' : 'ferretdb';
    const port = options.port ?? (await choosePort(preferredPort, log, 'MongoDB'));
    const url = `mongodb://127.0.0.1:${port}`;
    const logFile = options.logFile ?? freshLogFile('mongo');
    const args = mongod
      ? ['--bind_ip', '127.0.0.1', '--port', String(port), '--dbpath', options.dir ?? dataDir('mongod')]
      : ['-listen', `127.0.0.1:${port}`, '-dir', options.dir ?? dataDir('ferretdb')];
    log(`starting ${kind} on 127.0.0.1:${port}`);
    const child = spawnDetached(binary, args, logFile);
    await waitForChild(child, { what: `${kind} on 127.0.0.1:${port}`, timeoutMs: startupTimeoutMs, check: () => answers(url), logFile });
    return { kind, url, port, logFile, pid: child.pid, startTime: child.startTime };
  },
};
