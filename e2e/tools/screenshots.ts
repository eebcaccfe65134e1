// Full-page screenshots of the SPA at desktop and phone widths, with Debian's Chromium.
//   node_modules/.bin/node e2e/tools/screenshots.ts [baseUrl] [outDir] [path ...]
// The app must already be served (e.g. `vite preview --port 4173` or `npm start`).
// SIGNED_IN=1 signs a new user up through the gateway first, for the dashboard pages.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import type { BrowserContext } from '@playwright/test';

const [baseUrl = 'http://127.0.0.1:4173', outDir = 'test-results/screenshots', ...given] = process.argv.slice(2);
const pages = given.length > 0 ? given : ['/', '/pricing', '/features', '/faq', '/terms', '/privacy', '/contact', '/sign-in', '/sign-up'];
const widths = [1280, 390];
const theme = process.env.THEME ?? 'dark';

/** Signs a fresh user up through the real gateway and hands its refresh cookie to the browser. */
async function signInForReal(context: BrowserContext): Promise<void> {
  const res = await fetch(new URL('/api/auth/sign-up', baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: `look-${Date.now()}@example.com`, password: 'screenshots 2026' }),
  });
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('cs_refresh='));
  const value = cookie?.slice('cs_refresh='.length).split(';')[0];
  if (!value) throw new Error(`sign-up answered ${res.status} without a refresh cookie`);
  const { hostname } = new URL(baseUrl);
  await context.addCookies([
    { name: 'cs_refresh', value, domain: hostname, path: '/api/auth', httpOnly: true, secure: true, sameSite: 'Strict' },
  ]);
  await context.addInitScript(() => window.localStorage.setItem('chainscribe.session', 'active'));
}

mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
try {
  for (const width of widths) {
    const context = await browser.newContext({
      viewport: { width, height: width > 800 ? 800 : 844 },
      colorScheme: theme === 'light' ? 'light' : 'dark',
      reducedMotion: 'reduce',
    });
    await context.addInitScript((value) => window.localStorage.setItem('chainscribe.theme', value), theme);
    if (process.env.SIGNED_IN === '1') await signInForReal(context);
    const page = await context.newPage();
    page.on('pageerror', (error) => console.error(`[${width}] page error:`, error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') console.error(`[${width}] console:`, message.text());
    });
    for (const path of pages) {
      await page.goto(new URL(path, baseUrl).toString(), { waitUntil: 'load' });
      // Signed-in pages hold an event stream open, so 'networkidle' never comes: give data a moment instead.
      await page.waitForTimeout(1500);
      const name = `${path === '/' ? 'home' : path.replace(/^\//, '').replace(/[/?=&]/g, '_')}-${width}.png`;
      await page.screenshot({ path: join(outDir, name), fullPage: true });
      process.stdout.write(`${join(outDir, name)}\n`);
    }
    await context.close();
  }
} finally {
  await browser.close();
}
