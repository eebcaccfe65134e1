import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';

const SHOTS = 'test-results/screenshots';

async function signUp(page: Page): Promise<void> {
  await page.goto('/sign-up');
  await page.getByLabel('Email address').fill(`studio-${randomUUID().slice(0, 8)}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill('creator studio 2026');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** Generates a thread from a topic and returns its tweets as the preview shows them. */
async function generateThread(page: Page, topic: string): Promise<string[]> {
  await page.goto('/dashboard/new-thread');
  await page.getByRole('textbox', { name: 'Custom Topic' }).fill(topic);
  await page.getByRole('button', { name: /Generate Thread/ }).click();
  await expect(page.getByRole('tab', { name: 'Preview & Generate', selected: true })).toBeVisible({ timeout: 60_000 });
  const posts = page.getByRole('article');
  await expect(posts.first()).toBeVisible();
  return posts.locator('p.whitespace-pre-wrap').allInnerTexts();
}

async function savedDownload(page: Page, open: () => Promise<void>): Promise<{ name: string; text: string }> {
  const [download] = await Promise.all([page.waitForEvent('download'), open()]);
  return { name: download.suggestedFilename(), text: await readFile(await download.path(), 'utf8') };
}

async function exportLibrary(page: Page, format: RegExp) {
  return savedDownload(page, async () => {
    await page.getByRole('button', { name: 'Export library' }).click();
    await page.getByRole('menuitem', { name: format }).click();
  });
}

/** Runs `edit` and waits for the autosave it causes to be stored (a 200 to the item's PATCH), then for "Saved". */
async function autosaved(page: Page, itemId: string, edit: () => Promise<void>) {
  const stored = page.waitForResponse(
    (response) => response.request().method() === 'PATCH' && response.url().endsWith(`/api/library/${itemId}`) && response.status() === 200,
    { timeout: 20_000 },
  );
  await edit();
  await stored;
  await expect(page.getByRole('status').getByText('Saved')).toBeVisible();
}

const tweetBox = (page: Page, n: number) => page.getByRole('textbox', { name: `Tweet ${n} text` });

/** Puts the caret at `at` in a tweet's box, as a click there would. */
async function placeCaret(page: Page, n: number, at: number) {
  await tweetBox(page, n).evaluate((box: HTMLTextAreaElement, caret) => {
    box.focus();
    box.setSelectionRange(caret, caret);
  }, at);
}

async function screenshots(page: Page, name: string) {
  for (const [label, size] of [
    ['desktop', { width: 1440, height: 900 }],
    ['mobile', { width: 390, height: 844 }],
  ] as const) {
    await page.setViewportSize(size);
    await page.screenshot({ path: `${SHOTS}/${name}-${label}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

/**
 * Issue 18's journey through the library and the editor: a generated thread is found by a word of
 * it, edited past X's limit and split, autosaved and read back after a reload; a stale copy in a
 * second tab gets the conflict screen; an earlier version comes back; the library exports as CSV
 * and Markdown; deleting goes to the trash and Undo brings the item back; a drag reorders and Ctrl+Z undoes it; emptying the trash is final.
 */
test('a creator finds a generated thread in the library, edits, splits, resolves a conflict, restores a version, exports, deletes and undoes, reorders by drag, takes a stronger hook, empties the trash', async ({
  page,
  context,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  let bearer = '';
  page.on('request', (request) => {
    const header = request.headers().authorization;
    if (header && new URL(request.url()).pathname.startsWith('/api/')) bearer = header;
  });
  await signUp(page);

  // ---- Generate, then find it in the library by a word of it -----------------------------------
  const generated = await generateThread(page, 'Why restaking matters for Ethereum validators');
  const word = (generated.join(' ').match(/[A-Za-z]{8,}/g) ?? ['restaking'])[0] ?? 'restaking';
  await page.getByRole('navigation').getByRole('link', { name: 'Library' }).click();
  await expect(page.getByRole('heading', { name: 'Library' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search your library' }).fill(word.toLowerCase());
  await expect(page).toHaveURL(new RegExp(`[?&]q=${word.toLowerCase()}`));
  const cards = page.getByRole('list', { name: 'Library items' }).getByRole('listitem');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('Ready');
  await screenshots(page, 'library');
  await cards.first().getByRole('link').click();
  await expect(page).toHaveURL(/\/dashboard\/library\/[^/]+$/);
  const itemId = new URL(page.url()).pathname.split('/').pop() ?? '';
  await expect(tweetBox(page, 1)).toHaveValue(generated[0] ?? '');

  // ---- Past 280 weighted characters: flagged; split at the cursor: both fit --------------------
  const firstHalf = `Restaking, part one: ${'stake once and secure more '.repeat(5).trim()}.`;
  const secondHalf = `Part two: ${'the same ETH backs other networks too, '.repeat(4).trim()}`;
  await tweetBox(page, 1).fill(`${firstHalf} ${secondHalf}`);
  const first = page.getByRole('listitem', { name: /^Tweet 1 of/ });
  await expect(first.getByText('Over the limit')).toBeVisible();
  await expect(tweetBox(page, 1)).toHaveAttribute('aria-invalid', 'true');
  // The textarea's own mark; the checks list, once it has run, marks the same passage again.
  await expect(first.locator('mark').first()).not.toBeEmpty();
  await placeCaret(page, 1, firstHalf.length);
  await autosaved(page, itemId, async () => {
    await page.getByRole('button', { name: 'Split tweet 1 at the cursor' }).click();
    await expect(tweetBox(page, 1)).toHaveValue(firstHalf);
    await expect(tweetBox(page, 2)).toHaveValue(secondHalf);
    await expect(page.getByText('Over the limit')).toHaveCount(0);
  });

  // ---- Autosaved: after a reload the edit is there ------------------------------------------------
  await screenshots(page, 'editor');
  const preview = page.getByRole('region', { name: 'Preview on X' });
  await preview.getByRole('radio', { name: 'Light' }).click();
  await expect(preview.locator('[data-preview-theme="light"]')).toBeVisible();
  await preview.screenshot({ path: `${SHOTS}/editor-preview-light.png` });
  await preview.getByRole('radio', { name: 'Dark' }).click();
  await expect(page.getByRole('status').getByText('Saved')).toBeVisible();
  await page.reload();
  await expect(tweetBox(page, 1)).toHaveValue(firstHalf);
  await expect(tweetBox(page, 2)).toHaveValue(secondHalf);

  // ---- A stale copy in another tab gets the conflict screen ---------------------------------------
  const stale = await context.newPage();
  await stale.goto(`/dashboard/library/${itemId}`);
  await expect(tweetBox(stale, 1)).toHaveValue(firstHalf);
  await autosaved(page, itemId, () => tweetBox(page, 1).fill(`${firstHalf} (from tab one)`));
  await tweetBox(stale, 1).fill(`${firstHalf} (from tab two)`);
  const conflict = stale.getByRole('dialog', { name: 'This thread changed somewhere else' });
  await expect(conflict).toBeVisible({ timeout: 15_000 });
  await expect(conflict.getByRole('region', { name: 'Your text' })).toContainText('(from tab two)');
  await expect(conflict.getByRole('region', { name: 'Saved text' })).toContainText('(from tab one)');
  await stale.screenshot({ path: `${SHOTS}/editor-conflict-desktop.png` });
  await autosaved(stale, itemId, () => conflict.getByRole('button', { name: 'Keep my text' }).click());
  await stale.close();

  // ---- Restore the generated version -----------------------------------------------------------
  await page.reload();
  await expect(tweetBox(page, 1)).toHaveValue(`${firstHalf} (from tab two)`);
  await page.getByRole('button', { name: 'Versions' }).click();
  const versions = page.getByRole('dialog', { name: 'Versions' });
  await versions.getByRole('button', { name: 'Restore version 1' }).click();
  await expect(page.getByText('Version 1 restored')).toBeVisible();
  await expect(tweetBox(page, 1)).toHaveValue(generated[0] ?? '');
  await page.reload();
  await expect(tweetBox(page, 1)).toHaveValue(generated[0] ?? '');

  // ---- Export the library: CSV (one row per tweet) and Markdown ---------------------------------
  await page.goto('/dashboard/library');
  const csv = await exportLibrary(page, /CSV/);
  expect(csv.name).toMatch(/\.csv$/);
  const lines = csv.text.trim().split(/\r?\n/);
  expect(lines[0]).toBe('item_id,position,text,weighted_length,created_at');
  expect(lines.filter((line) => line.startsWith(`${itemId},`))).toHaveLength(generated.length);
  expect(csv.text).toContain(word);
  const markdown = await exportLibrary(page, /Markdown/);
  expect(markdown.name).toMatch(/\.md$/);
  for (const tweet of generated) expect(markdown.text).toContain(tweet);

  // ---- Delete goes to the trash; Undo brings it back ----------------------------------------------
  await page.goto(`/dashboard/library/${itemId}`);
  await page.getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/dashboard\/library$/);
  const trashed = await page.request.get(`/api/library/${itemId}`, { headers: { authorization: bearer } });
  expect(((await trashed.json()) as { deletedAt: string | null }).deletedAt).not.toBeNull();
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/library/${itemId}$`));
  await expect(tweetBox(page, 1)).toHaveValue(generated[0] ?? '');
  const restored = await page.request.get(`/api/library/${itemId}`, { headers: { authorization: bearer } });
  expect(((await restored.json()) as { deletedAt: string | null }).deletedAt).toBeNull();

  // ---- Reorder by dragging a tweet's handle; Ctrl+Z puts it back ---------------------------------
  const handle = page.getByRole('button', { name: 'Drag tweet 2 to reorder' });
  const target = await page.getByRole('listitem', { name: /^Tweet 1 of/ }).boundingBox();
  const from = await handle.boundingBox();
  if (!target || !from) throw new Error('the tweets are not laid out');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, target.y + 10, { steps: 12 });
  await page.mouse.up();
  await expect(tweetBox(page, 1)).toHaveValue(generated[1] ?? '');
  await expect(tweetBox(page, 2)).toHaveValue(generated[0] ?? '');
  await page.keyboard.press('Control+z');
  await expect(tweetBox(page, 1)).toHaveValue(generated[0] ?? '');

  // ---- Stronger hook: a suggestion beside the original; Reject keeps the text, Accept saves it ------
  const rewrite = page.getByRole('region', { name: 'Rewrite with AI' });
  const suggestion = page.getByRole('region', { name: 'Suggestion' });
  await rewrite.getByRole('button', { name: 'Stronger hook' }).click();
  await expect(suggestion).toBeVisible({ timeout: 30_000 });
  await suggestion.getByRole('button', { name: 'Reject' }).click();
  await expect(suggestion).toHaveCount(0);
  await expect(tweetBox(page, 1)).toHaveValue(generated[0] ?? '');
  await rewrite.getByRole('button', { name: 'Stronger hook' }).click();
  await expect(suggestion).toBeVisible({ timeout: 30_000 });
  await screenshots(page, 'editor-rewrite');
  const hooked = await suggestion.getByTestId('suggested-0').innerText();
  expect(hooked).not.toBe(generated[0]);
  await autosaved(page, itemId, () => suggestion.getByRole('button', { name: 'Accept' }).click());
  await expect(tweetBox(page, 1)).toHaveValue(hooked);
  await expect(tweetBox(page, 2)).toHaveValue(generated[1] ?? '');
  const hookSaved = await page.request.get(`/api/library/${itemId}`, { headers: { authorization: bearer } });
  expect(((await hookSaved.json()) as { tweets: string[] }).tweets[0]).toBe(hooked);

  // ---- Deleted again: the trash lists it; emptying the trash is final ------------------------------
  await page.getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/dashboard\/library$/);
  await page.getByRole('radio', { name: 'Trash' }).click();
  const trash = page.getByRole('list', { name: 'Trash' });
  await expect(trash.getByRole('listitem')).toHaveCount(1);
  await screenshots(page, 'library-trash');
  await page.getByRole('button', { name: 'Empty trash' }).click();
  await page.getByRole('dialog', { name: 'Empty the trash?' }).getByRole('button', { name: 'Delete for good' }).click();
  await expect(page.getByRole('heading', { name: 'The trash is empty' })).toBeVisible();
  const gone = await page.request.get(`/api/library/${itemId}`, { headers: { authorization: bearer } });
  expect(gone.status()).toBe(404);
});
