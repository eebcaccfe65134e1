import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { request, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningService } from '@chainscribe/service-kit';
import { precompressDir } from '../../frontend/build/precompress.ts';
import { startGateway } from '../src/app.ts';
import { loadGatewayConfig } from '../src/config.ts';
import { ownCredentials, stackEnv } from '../../test/support/stack.ts';

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** node:http, not fetch: fetch decodes the body, and the test must see the bytes on the wire. */
function get(baseUrl: string, path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(new URL(path, baseUrl), { headers, method }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

// A build as Vite leaves it: a shell, hashed chunks, an unhashed public file, an image; then our precompress step.
const spaDir = mkdtempSync(join(tmpdir(), 'cs-static-'));
const headline = 'Write crypto threads that get read';
const shell = `<!doctype html><html><head><title>Chainscribe</title><script type="module" src="/assets/index-Ab3_x-9Z.js"></script></head><body><h1>${headline}</h1>${'<p>Threads for Web3 creators.</p>'.repeat(60)}</body></html>`;
const script = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `token-${i % 37}`))};\n`;
const styles = `${Array.from({ length: 80 }, (_, i) => `.c${i}{color:#${(i * 4099).toString(16).padStart(6, '0').slice(0, 6)}}`).join('\n')}\n`;
const image = Buffer.from(Array.from({ length: 3000 }, (_, i) => (i * 7919) % 256));
mkdirSync(join(spaDir, 'assets'));
writeFileSync(join(spaDir, 'index.html'), shell);
writeFileSync(join(spaDir, 'assets/index-Ab3_x-9Z.js'), script);
writeFileSync(join(spaDir, 'assets/index-Qw12Er34.css'), styles);
writeFileSync(join(spaDir, 'theme-init.js'), script);
writeFileSync(join(spaDir, 'logo.png'), image);

describe('the gateway serving the built SPA', () => {
  let gateway: RunningService;
  const publicUrl = 'https://chainscribe.example';

  beforeAll(async () => {
    await precompressDir(spaDir);
    const { common } = stackEnv('static-assets');
    gateway = await startGateway(loadGatewayConfig({ ...common, ...ownCredentials('gateway'), SPA_DIR: spaDir, PUBLIC_URL: publicUrl }));
  });
  afterAll(async () => {
    await gateway?.stop();
    rmSync(spaDir, { recursive: true, force: true });
  });

  it('when the build is precompressed, then text files have brotli and gzip copies and the image has none', () => {
    const original = readFileSync(join(spaDir, 'assets/index-Ab3_x-9Z.js'));
    expect(brotliDecompressSync(readFileSync(join(spaDir, 'assets/index-Ab3_x-9Z.js.br')))).toEqual(original);
    expect(gunzipSync(readFileSync(join(spaDir, 'assets/index-Ab3_x-9Z.js.gz')))).toEqual(original);
    expect(() => readFileSync(join(spaDir, 'logo.png.br'))).toThrow(/ENOENT/);
  });

  it('when a browser accepts brotli, then a hashed chunk comes as brotli that decodes to the file, cached for a year', async () => {
    const res = await get(gateway.url, '/assets/index-Ab3_x-9Z.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/Accept-Encoding/i);
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(Number(res.headers['content-length'])).toBe(res.body.length);
    expect(res.body.length).toBeLessThan(Buffer.byteLength(script));
    expect(brotliDecompressSync(res.body).toString()).toBe(script);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('when a client accepts only gzip, then the stylesheet comes gzipped with its own type', async () => {
    const res = await get(gateway.url, '/assets/index-Qw12Er34.css', { 'accept-encoding': 'gzip' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(Number(res.headers['content-length'])).toBe(res.body.length);
    expect(gunzipSync(res.body).toString()).toBe(styles);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('when a client accepts no coding or refuses both, then the file comes as it is, still varying by Accept-Encoding', async () => {
    const cases: Record<string, string>[] = [{}, { 'accept-encoding': 'br;q=0, gzip;q=0, identity' }];
    for (const headers of cases) {
      const res = await get(gateway.url, '/assets/index-Ab3_x-9Z.js', headers);
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers.vary).toMatch(/Accept-Encoding/i);
      expect(Number(res.headers['content-length'])).toBe(Buffer.byteLength(script));
      expect(res.body.toString()).toBe(script);
    }
  });

  it('when a page route is opened, then the shell comes compressed, no-cache, with an ETag that answers 304', async () => {
    for (const path of ['/', '/pricing', '/dashboard/analytics']) {
      const res = await get(gateway.url, path, { 'accept-encoding': 'br, gzip' });
      expect(res.status, path).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(brotliDecompressSync(res.body).toString()).toBe(shell);
      const etag = res.headers.etag;
      expect(etag).toBeTruthy();
      const again = await get(gateway.url, path, { 'accept-encoding': 'br, gzip', 'if-none-match': String(etag) });
      expect(again.status, path).toBe(304);
      expect(again.body.length).toBe(0);
    }
    const plain = await get(gateway.url, '/features');
    expect(plain.body.toString()).toContain(`<h1>${headline}</h1>`);
    expect(plain.headers.etag).not.toBe((await get(gateway.url, '/features', { 'accept-encoding': 'gzip' })).headers.etag);
  });

  it('when a client asks for a chunk by HEAD, then it gets the headers of what GET would send and no body', async () => {
    const full = await get(gateway.url, '/assets/index-Ab3_x-9Z.js', { 'accept-encoding': 'br' });
    const head = await get(gateway.url, '/assets/index-Ab3_x-9Z.js', { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers['content-length']).toBe(String(full.body.length));
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.headers.etag).toBe(full.headers.etag);
  });

  it('when an unhashed public file or an image is asked for, then it is cached for an hour and the image is never encoded', async () => {
    const theme = await get(gateway.url, '/theme-init.js', { 'accept-encoding': 'br' });
    expect(theme.headers['cache-control']).toBe('public, max-age=3600');
    expect(brotliDecompressSync(theme.body).toString()).toBe(script);
    const logo = await get(gateway.url, '/logo.png', { 'accept-encoding': 'br, gzip' });
    expect(logo.status).toBe(200);
    expect(logo.headers['content-type']).toBe('image/png');
    expect(logo.headers['content-encoding']).toBeUndefined();
    expect(logo.headers.vary ?? '').not.toMatch(/Accept-Encoding/i);
    expect(logo.body).toEqual(image);
  });

  it('when a missing asset or file is asked for, then it is a 404 problem, never the shell', async () => {
    for (const path of ['/assets/index-Zz99Zz99.js', '/assets/gone.css', '/missing.png', '/assets/index-Ab3_x-9Z.js.br']) {
      const res = await get(gateway.url, path, { 'accept-encoding': 'br, gzip' });
      expect(res.status, path).toBe(404);
      expect(res.headers['content-type'], path).toMatch(/^application\/problem\+json/);
      expect(res.body.toString(), path).not.toContain('<html');
    }
  });

  it('when robots.txt is asked for, then it allows the public pages, keeps crawlers out of the app and the API, and names the sitemap', async () => {
    const res = await get(gateway.url, '/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.body.toString().split('\n')).toEqual([
      'User-agent: *',
      'Allow: /',
      'Disallow: /dashboard',
      'Disallow: /api',
      '',
      'Sitemap: https://chainscribe.example/sitemap.xml',
      '',
    ]);
  });

  it('when sitemap.xml is asked for, then it lists every public page by its absolute URL on the public origin', async () => {
    const res = await get(gateway.url, '/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    const body = res.body.toString();
    expect(body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    const locs = [...body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual(
      ['/', '/pricing', '/features', '/faq', '/terms', '/privacy', '/contact', '/sign-in'].map((p) => `https://chainscribe.example${p}`),
    );
  });
});
