import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { generateThread, userDataExportSchema } from '@chainscribe/contracts';

const password = 'templates 2026';

async function signUp(page: Page): Promise<string> {
  const email = `studio-${randomUUID().slice(0, 8)}@example.com`;
  await page.goto('/sign-up');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  return email;
}

/** Generates on New Thread and answers the request body the page sent and the posts it shows. */
async function generate(page: Page, topic: string) {
  await page.getByRole('textbox', { name: 'Custom Topic' }).fill(topic);
  const sent = page.waitForRequest((request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/threads/generate');
  await page.getByRole('button', { name: /Generate Thread/ }).click();
  const body = generateThread.request.parse((await sent).postDataJSON());
  const posts = page.getByRole('list', { name: 'Thread preview' }).getByRole('article');
  await expect(posts.first()).toBeVisible({ timeout: 60_000 });
  return { body, posts };
}

/**
 * A creator keeps the shape of a thread they liked: an 8-tweet thread is saved as a template, found
 * in the gallery among the built-ins, and a new thread started from it takes its length and names it.
 */
test('a creator saves a generated thread as a template and starts a new thread from it', async ({ page }) => {
  test.setTimeout(180_000);
  await signUp(page);
  const name = `Restaking explainer ${randomUUID().slice(0, 4)}`;

  await page.goto('/dashboard/new-thread');
  await page.getByRole('tab', { name: 'Advanced Options' }).click();
  await page.getByRole('combobox', { name: 'Thread Length' }).click();
  await page.getByRole('option', { name: '8 tweets' }).click();
  await page.getByRole('tab', { name: 'Basic Setup' }).click();
  const first = await generate(page, 'Why restaking matters for Ethereum security');
  await expect(first.posts).toHaveCount(8);
  expect(first.body.templateId).toBeUndefined();

  await page.getByRole('button', { name: 'Save as template' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save as template' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Description (optional)').fill('Eight beats from my restaking thread.');
  await dialog.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: 'DeFi' }).click();
  await dialog.getByRole('button', { name: 'Save template' }).click();
  await expect(page.getByText('Saved as template')).toBeVisible();

  await page.goto('/dashboard/templates');
  const mine = page.getByRole('region', { name: 'Your templates' }).getByRole('article', { name });
  await expect(mine).toContainText('8 tweets');
  await expect(mine).toContainText('DeFi');
  const builtIn = page.getByRole('region', { name: 'Built-in templates' }).getByRole('article');
  expect(await builtIn.count()).toBeGreaterThanOrEqual(30);
  await page.getByRole('searchbox', { name: 'Search templates' }).fill('restaking explainer');
  await expect(page.getByRole('article')).toHaveCount(1);

  await mine.getByRole('link', { name: `Use ${name}` }).click();
  await expect(page).toHaveURL(/\/dashboard\/new-thread\?template=/);
  const templateId = new URL(page.url()).searchParams.get('template');
  await expect(page.getByRole('region', { name: 'Template' })).toContainText(name);
  const second = await generate(page, 'Restaking risks nobody talks about');
  expect(second.body).toMatchObject({ templateId, options: { threadLength: 8 } });
  await expect(second.posts).toHaveCount(8);
});

/**
 * The account's data leaves with the user: the download holds what the services keep, and after
 * deleting the account (confirmed by typing the email) the same credentials no longer sign in.
 */
test('a creator downloads their data, deletes the account, and can no longer sign in', async ({ page }) => {
  test.setTimeout(120_000);
  const email = await signUp(page);

  await page.goto('/dashboard/settings');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download all my data' }).click();
  const download = await downloading;
  const archive = userDataExportSchema.parse(JSON.parse(await readFile((await download.path()) ?? '', 'utf8')));
  expect(JSON.stringify(archive.services.accounts)).toContain(email);
  await expect(page.getByText('Your data is downloading')).toBeVisible();

  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  const confirm = dialog.getByRole('button', { name: 'Delete my account' });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel(`Type ${email} to confirm`).fill(email);
  await confirm.click();

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Your account has been deleted')).toBeVisible();
  await page.goto('/dashboard/settings');
  await expect(page).toHaveURL(/\/sign-in/);

  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page).toHaveURL(/\/sign-in/);
});
