// MongoDB: a real mongod when installed, else FerretDB v1 on SQLite built from ./ferretdb
// (ARCHITECTURE §3 lists what FerretDB v1 lacks; the design never needs it).
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MongoClient } from 'mongodb';
import { cacheRoot, dataDir, ensureDir, freshLogFile } from './cache.ts';
import type { Component } from './component.ts';
import { runContainer } from './docker.ts';
import type { Log } from './process.ts';
import { ensureGo, findGo, goToolchainVersion } from './go.ts';
import { choosePort, runToLog, spawnDetached, waitForChild, waitUntilHealthy, which } from './process.ts';

const ferretSource = join(dirname(fileURLToPath(import.meta.url)), 'ferretdb');
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

function ferretBinaryPath(): { binDir: string; name: string; binary: string; goMod: string } {
  const sources = ['main.go', 'go.mod', 'go.sum'].map((file) => readFileSync(join(ferretSource, file)));
  const hash = createHash('sha256');
  for (const source of sources) hash.update(source);
  const binDir = join(cacheRoot, 'ferretdb');
  const name = `ferretdb-${hash.digest('hex').slice(0, 12)}`;
  return { binDir, name, binary: join(binDir, name), goMod: String(sources[1]) };
}

export const ferretVersion = /github\.com\/FerretDB\/FerretDB (v\S+)/.exec(ferretBinaryPath().goMod)?.[1] ?? '';

/** True when this checkout's FerretDB is already built, so no Go toolchain is needed. */
export function ferretBinaryCached(): boolean {
  return existsSync(ferretBinaryPath().binary);
}

/** The binary is named by a hash of the Go sources, so editing main.go or bumping FerretDB rebuilds it. */
export async function ensureFerretBinary(log: Log): Promise<string> {
  const { binDir, name, binary } = ferretBinaryPath();
  if (existsSync(binary)) {
    log('reusing cached FerretDB binary');
    return binary;
  }
  ensureDir(binDir);
  if (!findGo()) log(`fetching Go ${goToolchainVersion} from the Go module proxy (once, to build FerretDB)`);
  const { go } = await ensureGo();
  log(`building FerretDB ${ferretVersion} from deploy/local/ferretdb (first run, about 1-2 min)`);
  const tmp = `${binary}.partial-${process.pid}`;
  // Pure-Go SQLite: no C toolchain needed, and the binary does not depend on the system libc.
  // GOTOOLCHAIN=auto: a Go older than go.mod's `go` line fetches that release from the proxy.
  const env = { ...process.env, CGO_ENABLED: '0', GOTOOLCHAIN: 'auto' };
  await runToLog(go, ['build', '-trimpath', '-o', tmp, '.'], freshLogFile('ferretdb-build'), ferretSource, env);
  renameSync(tmp, binary);
  for (const old of readdirSync(binDir))
    if (old !== name && !old.includes('.partial-')) rmSync(join(binDir, old), { recursive: true, force: true });
  return binary;
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
