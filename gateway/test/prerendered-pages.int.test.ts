import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request, type IncomingHttpHeaders } from 'node:http';
import { join, resolve } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningService } from '@chainscribe/service-kit';
import { startGateway } from '../src/app.ts';
import { loadGatewayConfig } from '../src/config.ts';
import { ownCredentials, stackEnv } from '../../test/support/stack.ts';

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** node:http, not fetch: the test must see the bytes and headers on the wire. */
function get(baseUrl: string, path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((done, fail) => {
    const req = request(new URL(path, baseUrl), { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', fail);
    });
    req.on('error', fail);
    req.end();
  });
}

const decoded = (answer: Answer): string =>
  (answer.headers['content-encoding'] === 'br'
    ? brotliDecompressSync(answer.body)
    : answer.headers['content-encoding'] === 'gzip'
      ? gunzipSync(answer.body)
      : answer.body
  ).toString();

/** What the browser shows in #root before any script runs. */
const rootOf = (html: string): string => /<div id="root">([\s\S]*)<\/div>\s*<\/body>/.exec(html)?.[1] ?? '';

const frontendDir = resolve(import.meta.dirname, '../../frontend');
// The real build (vite.config.ts: bundle, prerender, precompress), into a directory of its own.
const spaDir = mkdtempSync(join(frontendDir, 'node_modules', '.test-build-'));

describe('the gateway serving the real build with its prerendered public pages', () => {
  let gateway: RunningService;

  beforeAll(async () => {
    await build({
      root: frontendDir,
      configFile: join(frontendDir, 'vite.config.ts'),
      logLevel: 'warn',
      build: { outDir: spaDir, emptyOutDir: true },
    });
    const { common } = stackEnv('prerendered-pages');
    gateway = await startGateway(
      loadGatewayConfig({ ...common, ...ownCredentials('gateway'), SPA_DIR: spaDir, PUBLIC_URL: 'https://chainscribe.example' }),
    );
  }, 180_000);
  afterAll(async () => {
    await gateway?.stop();
    rmSync(spaDir, { recursive: true, force: true });
  });

  it('when the landing page is opened, then its raw HTML already holds the headline, brotli-compressed, no-cache, with an ETag that answers 304', async () => {
    const res = await get(gateway.url, '/', { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/Accept-Encoding/i);
    expect(res.headers['cache-control']).toBe('no-cache');
    const root = rootOf(decoded(res));
    expect(root).toContain('Crypto threads that go viral.');
    expect(root).toMatch(/<h1[^>]*>/);
    expect(root).toContain('href="/pricing"');
    const again = await get(gateway.url, '/', { 'accept-encoding': 'gzip, deflate, br', 'if-none-match': String(res.headers.etag) });
    expect(again.status).toBe(304);
  });

  it('when each public page is opened, then it comes rendered with its own title; a signed-in page gets the empty shell', async () => {
    const titles: Record<string, string> = {
      '/pricing': 'Pricing · Chainscribe',
      '/features': 'Features · Chainscribe',
      '/faq': 'FAQ · Chainscribe',
      '/terms': 'Terms of Service · Chainscribe',
      '/privacy': 'Privacy Policy · Chainscribe',
      '/contact': 'Contact · Chainscribe',
      '/sign-in': 'Sign in · Chainscribe',
    };
    for (const [path, title] of Object.entries(titles)) {
      const html = decoded(await get(gateway.url, path, { 'accept-encoding': 'gzip' }));
      expect(html, path).toContain(`<title>${title}</title>`);
      expect(rootOf(html).length, path).toBeGreaterThan(2000);
    }
    const signIn = rootOf(decoded(await get(gateway.url, '/sign-in')));
    expect(signIn).toMatch(/<input[^>]*type="email"|<input[^>]*name="email"/);
    const analytics = decoded(await get(gateway.url, '/dashboard/analytics'));
    expect(analytics).toContain('<div id="root"></div>');
    expect(decoded(await get(gateway.url, '/sign-in/forgot-password'))).toContain('<div id="root"></div>');
  });

  it('when a signed-in page with a shell is opened, then its raw HTML holds the page as it looks while the session is checked: the signed-in navigation, its title and placeholders, no account data', async () => {
    const shells = {
      '/dashboard': { title: 'Dashboard · Chainscribe', heading: 'Your Thread Control Center' },
      '/dashboard/new-thread': { title: 'New Thread · Chainscribe', heading: 'Create New Thread' },
    };
    for (const [path, { title, heading }] of Object.entries(shells)) {
      const html = decoded(await get(gateway.url, path, { 'accept-encoding': 'br' }));
      const root = rootOf(html);
      expect(html, path).toContain(`<title>${title}</title>`);
      expect(root, path).toContain(heading);
      expect(root, path).toContain('href="/dashboard/library"');
      expect(root, path).not.toContain('href="/sign-in"');
      const files = JSON.parse(/var files = (\[[^\]]+\]);/.exec(html)?.[1] ?? '[]') as string[];
      expect(files[0], path).toMatch(/^\/assets\/index-[^/]+\.js$/);
    }
    expect(rootOf(decoded(await get(gateway.url, '/dashboard')))).toContain('aria-label="Loading dashboard..."');
  });

  it('when a prerendered page is read, then it paints from its own bytes and starts the app after, with the route chunk, from immutable compressed assets', async () => {
    const html = decoded(await get(gateway.url, '/', { 'accept-encoding': 'br' }));
    // Nothing the first paint could wait for: no stylesheet to fetch, no module script or preload in the markup.
    expect(html).not.toMatch(/<link rel="stylesheet"(?![^>]*\sdisabled>)|<link rel="modulepreload"|<script type="module"/);
    expect(/<style>([\s\S]*?)<\/style>/.exec(html)?.[1]?.length ?? 0).toBeGreaterThan(10_000);
    // The inlined stylesheet is named by a disabled link, so a lazily loaded chunk does not fetch it again.
    expect(html).toMatch(/<\/style><link rel="stylesheet" href="\/assets\/index-[^"]+\.css" disabled>/);
    const files = JSON.parse(/var files = (\[[^\]]+\]);/.exec(html)?.[1] ?? '[]') as string[];
    expect(files[0]).toMatch(/^\/assets\/index-[^/]+\.js$/);
    const landingChunk = files.find((file) => /^\/assets\/landing-[^/]+\.js$/.test(file));
    expect(landingChunk).toBeDefined();
    for (const asset of [files[0], landingChunk]) {
      const res = await get(gateway.url, String(asset), { 'accept-encoding': 'br' });
      expect(res.status, asset).toBe(200);
      expect(res.headers['content-encoding'], asset).toBe('br');
      expect(res.headers['cache-control'], asset).toBe('public, max-age=31536000, immutable');
    }
  });

  it.each(['/pricing', '/dashboard/new-thread'])(
    'when %s is served, then its inline scripts are the theme script and the start-up, which the CSP allows by their exact hashes',
    async (path) => {
      const res = await get(gateway.url, path);
      const inline = [...decoded(res).matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? '');
      expect(inline).toHaveLength(2);
      expect(inline[0]).toContain("localStorage.getItem('chainscribe.theme')");
      expect(inline[1]).toContain('requestAnimationFrame');
      const hashes = inline.map((body) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`);
      const scriptSrc = String(res.headers['content-security-policy'])
        .split(';')
        .find((directive) => directive.startsWith('script-src '));
      const allowed = scriptSrc?.split(' ').slice(1) ?? [];
      expect(allowed).toContain("'self'");
      for (const hash of hashes) expect(allowed).toContain(hash);
      expect(allowed.filter((source) => source.startsWith("'sha256-"))).toHaveLength(
        new Set(allowed.filter((source) => source.startsWith("'sha256-"))).size,
      );
      expect(allowed.some((source) => source === "'unsafe-inline'")).toBe(false);
    },
  );

  it('when robots.txt or the build manifest is asked for, then robots lists the sitemap and the manifest stays private', async () => {
    const robots = await get(gateway.url, '/robots.txt');
    expect(robots.status).toBe(200);
    expect(robots.body.toString()).toContain('Sitemap: https://chainscribe.example/sitemap.xml');
    expect(readFileSync(join(spaDir, '.vite/manifest.json'), 'utf8')).toContain('src/app/routes/landing.tsx');
    expect((await get(gateway.url, '/.vite/manifest.json')).status).toBe(404);
  });
});
