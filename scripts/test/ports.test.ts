import { spawn } from 'node:child_process';
import { createServer, type Server } from 'node:net';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { findBusyPort } from '../ports.ts';

const root = resolve(import.meta.dirname, '../..');
const servers: Server[] = [];

/** Holds a free port the way another program would. */
async function occupyPort(): Promise<number> {
  const server = createServer();
  servers.push(server);
  await new Promise<void>((done) => server.listen({ port: 0, host: '127.0.0.1' }, done));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

async function freePort(): Promise<number> {
  const port = await occupyPort();
  await new Promise((done) => servers.pop()?.close(done));
  return port;
}

afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((done) => server.close(done))));
});

describe('ports of npm start', () => {
  it('when the gateway port is taken, then the message names the port and PORT', async () => {
    const taken = await occupyPort();
    const message = await findBusyPort(await freePort(), taken);
    expect(message).toBe(`port ${taken} (gateway) is already in use: set PORT to another port, e.g. PORT=${taken + 1} npm start`);
  });

  it('when a service port is taken, then the message names the port, the service and SERVICE_PORT_BASE', async () => {
    const taken = await occupyPort();
    const message = await findBusyPort(taken - 1, await freePort());
    expect(message).toContain(`port ${taken} (accounts) is already in use: set SERVICE_PORT_BASE`);
    expect(message).toContain(`e.g. SERVICE_PORT_BASE=${taken - 1 + 100} npm start`);
  });

  it('when npm start finds the gateway port taken, then it prints that one line and exits 1 before setting anything up', async () => {
    const taken = await occupyPort();
    const child = spawn(process.execPath, ['--disable-warning=TimeoutNegativeWarning', join(root, 'scripts/start.ts')], {
      cwd: root,
      env: { ...process.env, PORT: String(taken), XDG_CACHE_HOME: join(root, 'node_modules/.cache/ports-test') },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((done) => child.on('exit', done));
    expect(code).toBe(1);
    expect(stderr.trim()).toBe(
      `npm start: port ${taken} (gateway) is already in use: set PORT to another port, e.g. PORT=${taken + 1} npm start`,
    );
    expect(stdout).not.toContain('setup:');
  }, 30_000);
});
