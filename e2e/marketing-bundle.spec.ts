import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';

/** The scripts and stylesheets a page loads, and what went wrong on it (a hydration mismatch is a console error). */
function watch(page: Page): { scripts: string[]; stylesheets: string[]; errors: string[] } {
  const seen = { scripts: [] as string[], stylesheets: [] as string[], errors: [] as string[] };
  page.on('request', (request) => {
    if (request.resourceType() === 'script') seen.scripts.push(new URL(request.url()).pathname);
    if (request.resourceType() === 'stylesheet') seen.stylesheets.push(new URL(request.url()).pathname);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') seen.errors.push(message.text());
  });
  page.on('pageerror', (error) => seen.errors.push(error.message));
  return seen;
}

const visitorsBundle = /^\/assets\/site-[\w-]{8}\.js$/;
const app = /^\/assets\/index-[\w-]{8}\.js$/;

test.describe('marketing pages', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('when a visitor opens the landing page, then the visitors’ bundle starts it, without the app or the schemas, and it works', async ({
    page,
  }) => {
    const seen = watch(page);
    await page.goto('/');
    // The menu opens once the page has started (a tap before that is held and replayed).
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Sign In' })).toBeVisible();
    await page.getByRole('button', { name: 'Close menu' }).click();
    // The sections under the hero hydrate from their own chunk: the demo's tabs answer.
    const secondTab = page.getByRole('tab').nth(1);
    await secondTab.click();
    await expect(secondTab).toHaveAttribute('aria-selected', 'true');

    expect(seen.scripts.filter((script) => visitorsBundle.test(script))).toHaveLength(1);
    expect(seen.scripts.filter((script) => app.test(script) || script.includes('/zod-'))).toEqual([]);
    expect(seen.errors).toEqual([]);

    // Its links load the next page from the server, which the visitors' bundle starts too.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Pricing' }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(() => seen.scripts.filter((script) => visitorsBundle.test(script)).length).toBe(2);
  });

  test('when a visitor opens pricing, then the visitors’ bundle starts it: Upgrade asks them to sign in, and the teams waitlist takes their address', async ({
    page,
  }) => {
    const seen = watch(page);
    await page.goto('/pricing');
    // A press before the page has started is held and handed over.
    await page.getByRole('button', { name: /Upgrade to Premium/ }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Please sign in to upgrade' })).toBeVisible();
    await expect(page.getByText('Authentication Required')).toBeVisible();

    await page.getByRole('button', { name: 'Teams and agencies: join the waitlist' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Work email').fill(`teams-${randomUUID().slice(0, 8)}@agency.example`);
    const joined = page.waitForResponse(
      (response) => response.url().endsWith('/api/waitlist/teams') && response.request().method() === 'POST',
    );
    await dialog.getByRole('button', { name: 'Join the waitlist' }).click();
    expect((await joined).status()).toBe(201);
    await expect(dialog.getByText('You are on the list')).toBeVisible();

    expect(seen.scripts.filter((script) => visitorsBundle.test(script))).toHaveLength(1);
    // The app never starts; the schemas came only with the waitlist's form.
    expect(seen.scripts.filter((script) => app.test(script))).toEqual([]);
    expect(seen.errors).toEqual([]);
  });

  test('when a signed-in creator opens the landing page, then the app starts it and the header shows their account', async ({ page }) => {
    await page.goto('/sign-up');
    await page.getByLabel('Email address').fill(`site-${randomUUID().slice(0, 8)}@example.com`);
    await page.getByLabel('Password', { exact: true }).fill('marketing pages 2026');
    await page.getByLabel('Password', { exact: true }).press('Enter');
    await expect(page).toHaveURL(/\/dashboard$/);

    const seen = watch(page);
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'New Thread' })).toBeVisible();
    await expect(page.getByRole('heading', { name: /Writers on Crypto Twitter/ })).toBeVisible();
    expect(seen.scripts.filter((script) => app.test(script))).toHaveLength(1);
    expect(seen.scripts.filter((script) => visitorsBundle.test(script))).toEqual([]);
    expect(seen.errors).toEqual([]);
  });
});

test.describe('the signed-in app', () => {
  test('when a creator opens the dashboard, then its start-up holds no schema library, the calls bring their contracts, its styles are not fetched again, and it works', async ({
    page,
  }) => {
    const email = `start-${randomUUID().slice(0, 8)}@example.com`;
    await page.goto('/sign-up');
    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('app start 2026');
    await page.getByLabel('Password', { exact: true }).press('Enter');
    await expect(page).toHaveURL(/\/dashboard$/);

    // What the prerendered dashboard preloads and starts: the app, never zod.
    const html = await (await page.request.get('/dashboard')).text();
    const startFiles = /var files = (\[[^\]]*\])/.exec(html)?.[1];
    expect(startFiles).toBeDefined();
    const files = JSON.parse(startFiles ?? '[]') as string[];
    expect(files.some((file) => app.test(file))).toBe(true);
    expect(files.filter((file) => file.includes('/zod-'))).toEqual([]);

    const seen = watch(page);
    await page.goto('/dashboard');
    await expect(page.getByText(email)).toBeVisible();
    // The quick tweet tool arrives as its own chunk and answers.
    const tool = page.getByRole('region', { name: 'Quick Tweet' });
    await tool.getByLabel('Topic').fill('Why L2 fees keep falling');
    await expect(tool.getByRole('button', { name: /Generate Tweet/ })).toBeEnabled();
    // The calls' answers were parsed: zod came with them, once.
    expect(seen.scripts.filter((script) => script.includes('/zod-'))).toHaveLength(1);
    // Its styles came inline with the page; the lazily loaded tool did not fetch them again.
    expect(seen.stylesheets).toEqual([]);
    // The account menu's dropdown code comes when the creator opens it, not with the page.
    const menuCode = (scripts: string[]) => scripts.filter((script) => script.includes('/user-menu-'));
    expect(menuCode(seen.scripts)).toEqual([]);
    await page.getByRole('button', { name: 'Account menu' }).click();
    await expect(page.getByRole('menu')).toContainText(email);
    expect(menuCode(seen.scripts)).toHaveLength(1);
    expect(seen.errors).toEqual([]);
  });

  test('when a creator opens the dashboard on a phone, then the quick tweet tool loads its code only as they scroll towards it', async ({
    page,
  }) => {
    const email = `phone-${randomUUID().slice(0, 8)}@example.com`;
    await page.setViewportSize({ width: 412, height: 823 });
    await page.goto('/sign-up');
    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('app start 2026');
    await page.getByLabel('Password', { exact: true }).press('Enter');
    await expect(page).toHaveURL(/\/dashboard$/);

    const seen = watch(page);
    await page.goto('/dashboard');
    await expect(page.getByText(email)).toBeVisible();
    const placeholder = page.getByText('Write one tweet without leaving the dashboard.');
    await expect(placeholder).toBeAttached();
    // Two screens down, the tool's place is not near yet: give the page time to settle, then look.
    await page.waitForTimeout(1000);
    const toolCode = (scripts: string[]) => scripts.filter((script) => script.includes('/quick-tweet-tool-'));
    expect(toolCode(seen.scripts)).toEqual([]);

    await placeholder.scrollIntoViewIfNeeded();
    const tool = page.getByRole('region', { name: 'Quick Tweet' });
    await tool.getByLabel('Topic').fill('Why L2 fees keep falling');
    await expect(tool.getByRole('button', { name: /Generate Tweet/ })).toBeEnabled();
    expect(toolCode(seen.scripts)).toHaveLength(1);
    expect(seen.errors).toEqual([]);
  });
});
