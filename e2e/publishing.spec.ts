import { randomBytes, randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';

// The X stand-in `npm start` serves at SERVICE_PORT_BASE + 40 (the e2e base is 18600).
const xUrl = process.env.E2E_X_URL ?? `http://127.0.0.1:${Number(process.env.E2E_PORT_BASE ?? 18600) + 40}`;
const SHOTS = 'test-results/screenshots';

interface StandInTweet {
  id: string;
  text: string;
  inReplyToTweetId: string | null;
  conversationId: string;
}

async function tweetsOnX(username: string): Promise<StandInTweet[]> {
  const res = await fetch(`${xUrl}/__admin/tweets?username=${encodeURIComponent(username)}`);
  return ((await res.json()) as { tweets: StandInTweet[] }).tweets;
}

async function signUp(page: Page): Promise<void> {
  await page.goto('/sign-up');
  await page.getByLabel('Email address').fill(`publish-${randomUUID().slice(0, 8)}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill('publishing to x 2026');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** Settings → Connect X → the stand-in's authorize page → Approve → back in settings, connected. */
async function connectX(page: Page, username: string): Promise<void> {
  await page.goto('/dashboard/settings');
  await page.getByRole('button', { name: 'Connect X' }).click();
  await expect(page).toHaveURL(new RegExp(`^${xUrl}/i/oauth2/authorize\\?`));
  await expect(page.getByRole('heading', { name: /wants to access your X account/ })).toBeVisible();
  await page.getByLabel('Sign in as').fill(username);
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page).toHaveURL(/\/dashboard\/settings$/, { timeout: 20_000 });
  await expect(page.getByText(`X connected as @${username}`)).toBeVisible();
  await expect(page.getByRole('region', { name: /X account/ }).getByRole('link', { name: `@${username}` })).toBeVisible();
}

/** A five-tweet thread pasted into a new library draft; returns the editor's URL. */
async function newThread(page: Page, tweets: string[]): Promise<void> {
  await page.goto('/dashboard/library');
  await page.getByRole('button', { name: 'New draft' }).click();
  await page.getByRole('textbox', { name: 'Paste a thread' }).fill(tweets.join('\n\n'));
  await page.getByRole('button', { name: 'Create from pasted text' }).click();
  await expect(page).toHaveURL(/\/dashboard\/library\/[^/]+$/);
  await expect(page.getByRole('textbox', { name: /^Tweet \d+ text$/ })).toHaveCount(tweets.length);
}

/**
 * The `datetime-local` value of the first whole minute at least 40 s ahead, on the UTC clock (a new
 * user's posting zone): time enough to schedule it and see it wait in the queue.
 */
function soonUtc(): string {
  return new Date(Math.ceil((Date.now() + 40_000) / 60_000) * 60_000).toISOString().slice(0, 16);
}

async function shots(page: Page, name: string): Promise<void> {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.screenshot({ path: `${SHOTS}/publishing-${name}-desktop.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/publishing-${name}-mobile.png`, fullPage: true });
  await page.setViewportSize({ width: 1440, height: 900 });
}

test('when a creator connects X and schedules a five-tweet thread for the coming minute, then it waits in the queue, lands on X as a reply chain in order, its library card links to it, and its metrics reach Performance Tracking', async ({
  page,
}) => {
  // Up to 100 s until the slot, then the first metrics reading (5 s after posting under the e2e set-up).
  test.setTimeout(420_000);
  const username = `e2e_${randomBytes(4).toString('hex')}`;
  const run = randomUUID().slice(0, 6);
  const tweets = [1, 2, 3, 4, 5].map((n) => `${n}/ Restaking in plain words, part ${n} (${run})`);
  const first = tweets[0] ?? '';

  await signUp(page);
  await connectX(page, username);
  await shots(page, 'settings');

  await newThread(page, tweets);
  const publish = page.getByRole('region', { name: 'Post to X' });
  await publish.getByRole('button', { name: /Schedule/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Schedule on X' });
  await dialog.getByLabel('Date and time (UTC)').fill(soonUtc());
  await dialog.getByRole('button', { name: 'Schedule' }).click();
  await expect(page.getByText(/^Scheduled for /)).toBeVisible();
  await expect(publish.getByText('Scheduled', { exact: true })).toBeVisible();
  await shots(page, 'editor');

  await page.getByRole('link', { name: 'Queue', exact: true }).first().click();
  await expect(page).toHaveURL(/\/dashboard\/queue$/);
  const row = page.getByTestId('queue-row').filter({ hasText: first });
  await expect(row).toBeVisible();
  await expect(row.getByText('Thread · 5 tweets')).toBeVisible();
  await shots(page, 'queue');

  // Posted on time: the queue reads itself again while something is due. The slot is at most 100 s
  // away, plus the worker's poll.
  await expect(page.getByRole('region', { name: 'Recently posted' }).getByText(first)).toBeVisible({ timeout: 150_000 });
  const onX = await tweetsOnX(username);
  expect(onX.map((t) => t.text)).toEqual(tweets);
  expect(onX.map((t) => t.inReplyToTweetId)).toEqual([null, ...onX.slice(0, -1).map((t) => t.id)]);
  expect(new Set(onX.map((t) => t.conversationId)).size).toBe(1);

  // The library card says it is posted and links to the thread on X.
  await page.goto('/dashboard/library');
  const card = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: first }) });
  // The library hears of the post through post.published: a moment after the queue does.
  await expect(async () => {
    await page.reload();
    await expect(card.getByText('Posted', { exact: true })).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  await expect(card.getByRole('link', { name: 'View on X' })).toHaveAttribute(
    'href',
    `https://x.com/${username}/status/${onX[0]?.id ?? ''}`,
  );
  await shots(page, 'library');

  await page.goto('/dashboard/analytics');
  const performance = page.getByRole('region', { name: 'Performance Tracking' });
  await expect(async () => {
    await page.reload();
    await expect(performance.getByTestId('perf-Posts')).toHaveText('1', { timeout: 5_000 });
    await expect(performance.getByTestId('perf-Impressions')).not.toHaveText('0', { timeout: 5_000 });
  }).toPass({ timeout: 150_000, intervals: [5_000] });
  await expect(performance.getByText(first)).toBeVisible();
  await expect(performance.getByRole('img', { name: /^Over time: / })).toBeVisible();
  await shots(page, 'analytics');
});
