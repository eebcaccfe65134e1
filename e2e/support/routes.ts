import { expect, type Page } from '@playwright/test';

/**
 * Every page of the app, for the sweeps that must see all of them (axe in both themes, layout at
 * every width): one list, so a new page is checked by both.
 */
export const publicRoutes = [
  '/',
  '/pricing',
  '/features',
  '/faq',
  '/terms',
  '/privacy',
  '/contact',
  '/sign-in',
  '/sign-in/forgot-password',
  '/sign-up',
  '/reset-password',
  '/payment-cancel',
  '/payment-success',
  '/u/nobody-here',
  '/no-such-page',
] as const;

export const signedInRoutes = [
  '/dashboard',
  '/dashboard?tab=plan',
  '/dashboard?tab=guide',
  '/dashboard/new-thread',
  '/dashboard/new-tweet',
  '/dashboard/analytics',
  '/dashboard/library',
  '/dashboard/queue',
  '/dashboard/templates',
  '/dashboard/settings',
  '/dashboard/profile',
  '/pricing',
] as const;

/** The editor of a fresh two-tweet draft, made through New draft like a person would; answers its path. */
export async function newDraftEditor(page: Page): Promise<string> {
  await page.goto('/dashboard/library');
  await page.getByRole('button', { name: 'New draft' }).click();
  await page.getByRole('textbox', { name: 'Paste a thread' }).fill('1/ Restaking in plain words\n\n2/ Who secures what, and for how much');
  await page.getByRole('button', { name: 'Create from pasted text' }).click();
  await expect(page).toHaveURL(/\/dashboard\/library\/[^/]+$/);
  return new URL(page.url()).pathname;
}
