// Full-page screenshots of the SPA at desktop and phone widths, with Debian's Chromium.
//   node_modules/.bin/node e2e/tools/screenshots.ts [baseUrl] [outDir] [path ...]
// The app must already be served (e.g. `vite preview --port 4173` or `npm start`).
// STUB_API=1 answers the few account calls in the browser (a signed-in free user, or premium with
// STUB_PLAN=premium) so signed-in pages can be looked at before the backend runs. Those shots show
// the layout only; the real check is against `npm start`.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import type { BrowserContext } from '@playwright/test';

const [baseUrl = 'http://127.0.0.1:4173', outDir = 'test-results/screenshots', ...given] = process.argv.slice(2);
const pages = given.length > 0 ? given : ['/', '/pricing', '/features', '/faq', '/terms', '/privacy', '/contact', '/sign-in', '/sign-up'];
const widths = [1280, 390];
const theme = process.env.THEME ?? 'dark';

async function stubAccountApi(context: BrowserContext): Promise<void> {
  const premium = process.env.STUB_PLAN === 'premium';
  const user = {
    id: 'row-1',
    clerk_id: 'user-1',
    email: 'satoshi@example.com',
    plan: premium ? 'premium' : 'free',
    plan_status: premium ? 'active' : 'free',
    is_premium: premium,
    subscription_expires_at: premium ? '2099-01-01T00:00:00.000Z' : null,
    created_at: '2025-01-05T10:00:00.000Z',
  };
  await context.addInitScript(() => window.localStorage.setItem('chainscribe.refresh_token', 'stub-refresh'));
  await context.route('**/api/auth/refresh', (route) =>
    route.fulfill({
      json: {
        access_token: 'stub-access',
        refresh_token: 'stub-refresh',
        token_type: 'bearer',
        expires_in: 900,
        expires_at: Math.floor(Date.now() / 1000) + 900,
        user: { id: 'user-1', email: user.email, phone: null, created_at: user.created_at },
      },
    }),
  );
  await context.route('**/api/users/me', (route) => route.fulfill({ json: user }));
  await context.route('**/api/users/me/events', (route) => route.fulfill({ status: 404, contentType: 'application/problem+json', json: { type: 'about:blank', title: 'Not found', status: 404, error: 'Not found' } }));
}

mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
try {
  for (const width of widths) {
    const context = await browser.newContext({ viewport: { width, height: width > 800 ? 800 : 844 }, colorScheme: theme === 'light' ? 'light' : 'dark', reducedMotion: 'reduce' });
    await context.addInitScript((value) => window.localStorage.setItem('chainscribe.theme', value), theme);
    if (process.env.STUB_API === '1') await stubAccountApi(context);
    const page = await context.newPage();
    page.on('pageerror', (error) => console.error(`[${width}] page error:`, error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') console.error(`[${width}] console:`, message.text());
    });
    for (const path of pages) {
      await page.goto(new URL(path, baseUrl).toString(), { waitUntil: 'networkidle' });
      await page.waitForTimeout(400);
      const name = `${path === '/' ? 'home' : path.replace(/^\//, '').replace(/[/?=&]/g, '_')}-${width}.png`;
      await page.screenshot({ path: join(outDir, name), fullPage: true });
      process.stdout.write(`${join(outDir, name)}\n`);
    }
    await context.close();
  }
} finally {
  await browser.close();
}
