import { randomUUID } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import type { Browser, BrowserContext, Page } from '@playwright/test';

const password = 'profile 2026';
const shots = 'test-results/screenshots';
const desktop = { width: 1440, height: 900 };
const mobile = { width: 390, height: 844 };
/** A real 32×32 PNG (orange): the server reads the type from these bytes. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAACAAAAAgCAIAAAD8GO2jAAAAKklEQVR4nO3NMQ0AAAgDsOnANmJ5UcFB0qR/M12nIhAIBAKBQCAQCL4EC9UykFvDzv75AAAAAElFTkSuQmCC',
  'base64',
);

async function signUp(page: Page, email: string): Promise<void> {
  await page.goto('/sign-up');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** A second device: a fresh browser context (no storage, no cookies) signing in with the same account. */
async function signInFresh(browser: Browser, email: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: desktop, colorScheme: 'dark' });
  const page = await context.newPage();
  await page.goto('/sign-in');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: /^Sign In$/ }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  return { context, page };
}

async function screenshotBoth(page: Page, name: string): Promise<void> {
  await mkdir(shots, { recursive: true });
  // From the top, so the sticky header sits where it belongs in a full-page shot.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.setViewportSize(desktop);
  await page.screenshot({ path: `${shots}/${name}-1440.png`, fullPage: true });
  await page.setViewportSize(mobile);
  await page.screenshot({ path: `${shots}/${name}-390.png`, fullPage: true });
  await page.setViewportSize(desktop);
}

async function saveSettings(page: Page): Promise<void> {
  await page.getByRole('button', { name: /Save Settings/ }).click();
  await expect(page.getByRole('button', { name: /Saved/ })).toBeVisible();
}

/** Edits the profile and uploads a picture; answers the username chosen. */
async function editProfile(page: Page): Promise<string> {
  const username = `cs_${randomUUID().slice(0, 8)}`;
  await page.goto('/dashboard/profile');
  await page.getByLabel('Full Name').fill('Ada Chainwright');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Bio').fill('Writes crypto threads about restaking 🚀');
  await expect(page.getByLabel('40 of 160 characters')).toBeVisible();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();

  const uploaded = page.waitForResponse((r) => r.request().method() === 'PUT' && new URL(r.url()).pathname === '/api/users/me/avatar');
  await page.getByLabel('Picture file').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
  expect((await uploaded).status()).toBe(200);
  await expect(page.getByRole('img', { name: 'Profile picture' }).locator('img')).toHaveAttribute('src', /\/api\/avatars\/[a-f0-9]{64}$/);
  return username;
}

/**
 * Issue 23's journey: what a creator sets on one device is kept by the server and seen on another;
 * the public profile exists only while it is switched on.
 */
test('profile and settings follow the creator to a new device, and the public page follows its switch', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const email = `profile-${randomUUID().slice(0, 8)}@example.com`;
  await page.setViewportSize(desktop);
  await signUp(page, email);
  const username = await editProfile(page);
  await screenshotBoth(page, 'profile');

  // A fresh context: nothing in its storage, so what shows comes from the server.
  const other = await signInFresh(browser, email);
  await other.page.goto('/dashboard/profile');
  await expect(other.page.getByLabel('Full Name')).toHaveValue('Ada Chainwright');
  await expect(other.page.getByLabel('Username')).toHaveValue(username);
  await expect(other.page.getByLabel('Bio')).toHaveValue('Writes crypto threads about restaking 🚀');
  const picture = other.page.getByRole('img', { name: 'Profile picture' }).locator('img');
  await expect(picture).toHaveAttribute('src', /\/api\/avatars\/[a-f0-9]{64}$/);
  expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(32);
  await other.page.getByRole('button', { name: 'Account menu' }).click();
  await expect(other.page.getByRole('menu')).toContainText('Ada Chainwright');
  await other.page.keyboard.press('Escape');

  // A setting switched on the first device is what the second one loads.
  await page.goto('/dashboard/settings');
  const autoSave = page.getByRole('switch', { name: 'Auto-save drafts' });
  await expect(autoSave).toHaveAttribute('aria-checked', 'true');
  await autoSave.click();
  await page.getByRole('switch', { name: 'Public profile' }).click();
  await saveSettings(page);
  await screenshotBoth(page, 'settings');
  await other.page.goto('/dashboard/settings');
  await expect(other.page.getByRole('switch', { name: 'Auto-save drafts' })).toHaveAttribute('aria-checked', 'false');
  await expect(other.page.getByRole('switch', { name: 'Public profile' })).toHaveAttribute('aria-checked', 'true');
  await expect(other.page.getByRole('link', { name: `/u/${username}` })).toBeVisible();
  await other.context.close();

  // Public on: a signed-out visitor sees the page.
  const visitor = await browser.newContext({ viewport: desktop, colorScheme: 'dark' });
  const outsider = await visitor.newPage();
  const shown = outsider.waitForResponse((r) => new URL(r.url()).pathname === `/api/public/users/${username}`);
  // The gateway serves the page itself with its sharing-card tags, and the SPA reads the API.
  const page200 = await outsider.goto(`/u/${username}`);
  expect(page200?.status()).toBe(200);
  expect((await shown).status()).toBe(200);
  await expect(outsider.locator('meta[property="og:title"]')).toHaveAttribute('content', /Ada Chainwright/);
  await expect(outsider.getByRole('heading', { level: 1, name: 'Ada Chainwright' })).toBeVisible();
  await expect(outsider.getByText('Writes crypto threads about restaking 🚀')).toBeVisible();
  await expect(outsider.getByRole('img', { name: "Ada Chainwright's picture" }).locator('img')).toHaveAttribute('src', /\/api\/avatars\//);
  await screenshotBoth(outsider, 'public-profile');

  // Public off: the same address is gone.
  await page.getByRole('switch', { name: 'Public profile' }).click();
  await saveSettings(page);
  const hidden = outsider.waitForResponse((r) => new URL(r.url()).pathname === `/api/public/users/${username}`);
  const page404 = await outsider.goto(`/u/${username}`);
  expect(page404?.status()).toBe(404);
  expect((await hidden).status()).toBe(404);
  await expect(outsider.getByRole('heading', { level: 1, name: 'Profile not found' })).toBeVisible();
  await visitor.close();
});
