import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import type { BrowserContext, Page } from '@playwright/test';
import { newDraftEditor, publicRoutes, signedInRoutes } from './support/routes.ts';

/**
 * Issue 20: every page passes axe (WCAG 2.1 A and AA rules) with zero violations in both themes,
 * signed out and signed in, and the main journeys work with the keyboard alone.
 */
const themes = ['dark', 'light'] as const;
type Theme = (typeof themes)[number];

/** The theme a visitor picked before (what the theme script reads before the first paint). */
async function useTheme(context: BrowserContext, theme: Theme): Promise<void> {
  await context.addInitScript((value) => window.localStorage.setItem('chainscribe.theme', value), theme);
}

/** A fresh account through the sign-up form; the browser keeps its session like a person's would. */
async function signUp(page: Page): Promise<void> {
  await page.goto('/sign-up');
  await page.getByLabel('Email address').fill(`a11y-${randomUUID().slice(0, 8)}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill('accessible 2026');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** Opens a page, waits until it has settled (no loading screen, its heading shown), and runs axe on it. */
async function violationsOn(page: Page, path: string, theme: Theme): Promise<string[]> {
  await page.goto(path);
  await expect(page.locator('h1').first(), `${path} shows its heading`).toBeVisible();
  await expect(page.getByText(/^Loading/)).toHaveCount(0);
  // Not 'networkidle': signed in, the plan's event stream stays open.
  await page.waitForLoadState('load');
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(theme === 'dark');
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  return violations.map(
    (v) =>
      `${theme} ${path}: ${v.id} (${v.impact ?? 'n/a'}) ${v.help}\n    ${v.nodes.map((n) => `${n.target.join(' ')} ${n.failureSummary ?? ''}`.replace(/\s+/g, ' ')).join('\n    ')}`,
  );
}

for (const theme of themes) {
  test(`when a visitor opens every public page in the ${theme} theme, then axe finds no violation`, async ({ page, context }) => {
    test.setTimeout(180_000);
    await useTheme(context, theme);
    const found: string[] = [];
    for (const path of publicRoutes) found.push(...(await violationsOn(page, path, theme)));
    expect(found, found.join('\n')).toEqual([]);
  });

  test(`when a signed-in creator opens every app page in the ${theme} theme, then axe finds no violation`, async ({ page, context }) => {
    test.setTimeout(180_000);
    await useTheme(context, theme);
    await signUp(page);
    const editor = await newDraftEditor(page);
    const found: string[] = [];
    for (const path of [...signedInRoutes, editor]) found.push(...(await violationsOn(page, path, theme)));
    expect(found, found.join('\n')).toEqual([]);
  });
}

/** Presses Tab until `target` has the focus (at most `limit` times), as a keyboard user moves through the page. */
async function tabTo(page: Page, target: ReturnType<Page['getByRole']>, limit = 60): Promise<void> {
  for (let presses = 0; presses < limit; presses++) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

/** The focused control shows where it is: an outline or a ring (box-shadow) on it or on the box that frames it, never nothing. */
async function expectVisibleFocus(target: ReturnType<Page['getByRole']>): Promise<void> {
  const styles = await target.evaluate((element) =>
    [element, element.parentElement].flatMap((node) => {
      if (!node) return [];
      const computed = window.getComputedStyle(node);
      return [{ outline: computed.outlineStyle, width: computed.outlineWidth, shadow: computed.boxShadow }];
    }),
  );
  const marked = styles.some((style) => (style.outline !== 'none' && style.width !== '0px') || style.shadow !== 'none');
  expect(marked, `focus indicator of ${target.toString()}: ${JSON.stringify(styles)}`).toBe(true);
}

test('when a creator uses only the keyboard, then the skip link, the thread generator, the editor and the checkout all work', async ({
  page,
}) => {
  test.setTimeout(240_000);
  // ---- Skip link: the first Tab on a page, Enter moves focus to the content --------------------
  await page.goto('/');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expectVisibleFocus(skip);
  await page.keyboard.press('Enter');
  await expect(page.locator('main#main')).toBeFocused();

  // ---- Sign up with the keyboard ----------------------------------------------------------------
  await page.goto('/sign-up');
  await tabTo(page, page.getByLabel('Email address'));
  await page.keyboard.type(`keys-${randomUUID().slice(0, 8)}@example.com`);
  await tabTo(page, page.getByLabel('Password', { exact: true }));
  await page.keyboard.type('keyboard only 2026');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);

  // ---- Thread generator: topic, then Generate, by keyboard -------------------------------------
  await page.goto('/dashboard/new-thread');
  const topic = page.getByRole('textbox', { name: 'Custom Topic' });
  await tabTo(page, topic);
  await expectVisibleFocus(topic);
  await page.keyboard.type('Why restaking matters for Ethereum validators');
  const generate = page.getByRole('button', { name: /Generate Thread/ });
  await tabTo(page, generate);
  await expectVisibleFocus(generate);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('tab', { name: 'Preview & Generate', selected: true })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('article').first()).toBeVisible();

  // ---- Library and editor: open the thread and edit its first tweet ---------------------------
  await page.goto('/dashboard/library');
  const card = page.getByRole('list', { name: 'Library items' }).getByRole('listitem').first().getByRole('link').first();
  await tabTo(page, card);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard\/library\/[^/]+$/);
  const firstTweet = page.getByRole('textbox', { name: 'Tweet 1 text' });
  await tabTo(page, firstTweet);
  await expectVisibleFocus(firstTweet);
  await page.keyboard.press('ControlOrMeta+End');
  // The autosave's PATCH is the proof the edit was kept (a 'Saved' label may still show from before).
  const saved = page.waitForResponse(
    (response) => response.request().method() === 'PATCH' && /\/api\/library\/[^/]+$/.test(response.url()) && response.status() === 200,
    { timeout: 20_000 },
  );
  await page.keyboard.type(' (edited by keyboard)');
  await expect(firstTweet).toHaveValue(/\(edited by keyboard\)$/);
  await saved;
  await page.reload();
  await expect(firstTweet).toHaveValue(/\(edited by keyboard\)$/);

  // ---- Checkout: upgrade, pick a coin and pay, by keyboard -------------------------------------
  await page.goto('/pricing');
  const upgrade = page.getByRole('button', { name: /Upgrade to Premium/ }).first();
  await expect(upgrade).toBeEnabled();
  await tabTo(page, upgrade);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/checkout\/sandbox\/ch_/);
  const ethereum = page.getByLabel(/Ethereum/);
  await tabTo(page, page.getByRole('radio').first());
  for (let presses = 0; presses < 8 && !(await ethereum.isChecked()); presses++) await page.keyboard.press('ArrowDown');
  await expect(ethereum).toBeChecked();
  const pay = page.getByRole('button', { name: 'Pay $9.99' });
  await tabTo(page, pay);
  await expectVisibleFocus(pay);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible({ timeout: 20_000 });
});
