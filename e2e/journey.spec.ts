import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import type { Browser, Page } from '@playwright/test';

/** The creator's first day: sign up, look around, set things up, upgrade with crypto. */
test('a creator signs up, saves settings and profile, pays with TON on the sandbox checkout and lands Premium', async ({ page }) => {
  const email = `e2e-${randomUUID().slice(0, 8)}@example.com`;

  await page.goto('/sign-up');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('first day 2026');
  await page.getByRole('button', { name: 'Create Account' }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Your Thread Control Center')).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Upgrade to Premium' }).first()).toBeVisible();

  // Settings are kept by the server and survive a reload.
  await page.goto('/dashboard/settings');
  await expect(page.getByRole('switch', { name: 'Email updates' })).not.toBeChecked();
  await page.getByRole('switch', { name: 'Email updates' }).click();
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page.getByRole('button', { name: 'Saved' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Email updates' })).toBeChecked();
  // Still signed in after the reload, through the refresh cookie alone: no script can read it, nothing is in storage.
  const refreshCookie = (await page.context().cookies()).find((c) => c.name === 'cs_refresh');
  expect(refreshCookie).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Strict', path: '/api/auth' });
  expect(await page.evaluate(() => document.cookie)).not.toContain('cs_refresh');
  expect(await page.evaluate(() => JSON.stringify(window.localStorage))).not.toContain(refreshCookie?.value ?? 'no cookie');

  await page.goto('/dashboard/profile');
  await page.getByLabel('Full Name').fill('Satoshi Writes');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();

  // Upgrade: our server prices it, the sandbox provider hosts the checkout.
  await page.goto('/pricing');
  await page
    .getByRole('button', { name: /Upgrade to Premium/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/checkout\/sandbox\/ch_[a-f0-9]{32}/);
  await expect(page.getByText('$9.99').first()).toBeVisible();
  for (const coin of ['Bitcoin', 'Ethereum', 'USDT', 'USDC', 'Toncoin']) await expect(page.getByText(coin).first()).toBeVisible();
  await page.getByLabel(/Toncoin/).check();
  await page.getByRole('button', { name: 'Pay $9.99' }).click();

  await expect(page).toHaveURL(/\/payment-success/);
  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/dashboard\?upgraded=true/, { timeout: 15_000 });
  await expect(page.getByText('Premium').first()).toBeVisible();
  await expect(page.getByText('Unlimited threads', { exact: true }).first()).toBeVisible();
});

test('a visitor opening a dashboard page is sent to sign in', async ({ page }) => {
  await page.goto('/dashboard/analytics');
  await expect(page).toHaveURL(/\/sign-in/);
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
});

test('the FAQ keeps one answer open at a time', async ({ page }) => {
  await page.goto('/faq');
  const questions = page.locator('[data-state] button[aria-expanded]');
  await questions.nth(0).click();
  await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'true');
  await questions.nth(1).click();
  await expect(questions.nth(1)).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator('button[aria-expanded="true"]')).toHaveCount(1);
});

test('when the landing page fails to render, its own fallback shows', async ({ page }) => {
  // The typing headline observes its own visibility; a browser that throws there breaks the render.
  await page.addInitScript(() => {
    window.IntersectionObserver = function brokenObserver() {
      throw new Error('IntersectionObserver is broken in this test');
    } as unknown as typeof IntersectionObserver;
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  await expect(page.getByText('We encountered an error loading the home page content.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try Again' })).toBeVisible();
});

/** Opens a prerendered page with the app's scripts held back; what it answers lets them through. */
async function openBeforeTheAppStarts(page: Page, path: string): Promise<() => Promise<void>> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  // Not 'load': the page's load waits for the scripts it started, which are held.
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  return async () => {
    release();
    await page.unrouteAll({ behavior: 'wait' });
  };
}

/** An account made on another device (its own browser context), to sign in to on this one. */
async function existingAccount(browser: Browser, prefix: string, password: string): Promise<{ email: string; password: string }> {
  const email = `${prefix}-${randomUUID().slice(0, 8)}@example.com`;
  const other = await browser.newContext();
  expect((await other.request.post('/api/auth/sign-up', { data: { email, password } })).status()).toBe(201);
  await other.close();
  return { email, password };
}

test('when a visitor opens an FAQ answer before the app has started, then it opens once the app has, and only once', async ({
  browser,
}) => {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  const releaseScripts = await openBeforeTheAppStarts(page, '/faq');
  const first = page.locator('[data-state] button[aria-expanded]').first();
  await first.click();
  await releaseScripts();
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  await page.waitForTimeout(500);
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  await context.close();
});

/**
 * The sign-in page paints from its HTML before the app starts; someone quick (or on a slow phone)
 * types and presses Enter in between. The browser must not send the form itself (a GET with the
 * password in the address, the history and every log on the way), and the sign-in must still happen.
 */
test('when a visitor signs in before the app has started, then the password never reaches an address and the sign-in completes', async ({
  browser,
}) => {
  const { email, password } = await existingAccount(browser, 'early', 'quick fingers 2026');

  // Routing and a service worker do not mix in Playwright; the app registers one only for push.
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  const addresses: string[] = [];
  page.on('request', (request) => addresses.push(request.url()));
  const releaseScripts = await openBeforeTheAppStarts(page, '/sign-in');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Password', { exact: true }).press('Enter');
  await releaseScripts();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(email)).toBeVisible();
  expect(addresses.filter((address) => /password|email/.test(new URL(address).search))).toEqual([]);
  expect(addresses.some((address) => new URL(address).pathname === '/api/auth/sign-in')).toBe(true);
  await context.close();
});

test('when a visitor types before the app has started and presses Sign In after it has, then what was typed is what signs in', async ({
  browser,
}) => {
  const { email, password } = await existingAccount(browser, 'typed', 'typed early 2026');

  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  const releaseScripts = await openBeforeTheAppStarts(page, '/sign-in');
  await page.evaluate(() => {
    (window as { appStarted?: Promise<unknown> }).appStarted = new Promise((resolve) =>
      window.addEventListener('chainscribe:started', resolve, { once: true }),
    );
  });
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await releaseScripts();
  await page.evaluate(() => (window as { appStarted?: Promise<unknown> }).appStarted);
  // The session check answers right after the start and re-renders the form: the typed values must survive it.
  await page.waitForTimeout(500);

  await expect(page.getByLabel('Email address')).toHaveValue(email);
  await page.getByRole('button', { name: /^Sign In$/ }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await context.close();
});
