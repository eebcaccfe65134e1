import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { download } from '../download.ts';

const body = Buffer.from('pretend this is a jar\n'.repeat(5000));
const sha256 = createHash('sha256').update(body).digest('hex');
let server: Server;
let base = '';
let requests: string[] = [];
let failuresLeft = 0;
const dir = mkdtempSync(join(tmpdir(), 'download-test-'));

beforeAll(async () => {
  // A real HTTP server standing in for the registry: the real fetch, streams and hashing run.
  server = createServer((req, res) => {
    requests.push(req.url ?? '');
    if (req.url === '/flaky.jar' && failuresLeft-- > 0) return res.writeHead(503).end('busy');
    if (req.url === '/thing.jar' || req.url === '/flaky.jar') return res.writeHead(200).end(body);
    res.writeHead(404).end('not found');
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(async () => {
  await new Promise((done) => server.close(done));
  rmSync(dir, { recursive: true, force: true });
});
beforeEach(() => {
  requests = [];
  for (const file of readdirSync(dir)) rmSync(join(dir, file), { force: true });
});

describe('download from a registry', () => {
  it('when the file matches its pinned SHA-256, then it is stored whole and its hash returned', async () => {
    const dest = join(dir, 'thing.jar');
    expect(await download(`${base}/thing.jar`, dest, { sha256 })).toBe(sha256);
    expect(readFileSync(dest).equals(body)).toBe(true);
    expect(readdirSync(dir)).toEqual(['thing.jar']);
  });

  it('when the file differs from its pinned SHA-256, then it is refused at once and nothing is left behind', async () => {
    const dest = join(dir, 'thing.jar');
    await expect(download(`${base}/thing.jar`, dest, { sha256: '0'.repeat(64) })).rejects.toThrow(
      `has SHA-256 ${sha256}, expected ${'0'.repeat(64)}`,
    );
    expect(existsSync(dest)).toBe(false);
    expect(readdirSync(dir)).toEqual([]);
    expect(requests).toEqual(['/thing.jar']);
  });

  it('when the registry answers 404, then it fails naming the URL without retrying', async () => {
    await expect(download(`${base}/missing.jar`, join(dir, 'missing.jar'))).rejects.toThrow(`${base}/missing.jar answered 404`);
    expect(requests).toEqual(['/missing.jar']);
    expect(readdirSync(dir)).toEqual([]);
  });

  it('when the registry is briefly unavailable, then the download is retried and succeeds', async () => {
    failuresLeft = 1;
    const dest = join(dir, 'flaky.jar');
    expect(await download(`${base}/flaky.jar`, dest, { sha256 })).toBe(sha256);
    expect(requests).toEqual(['/flaky.jar', '/flaky.jar']);
  });
});
