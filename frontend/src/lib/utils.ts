import { clsx } from 'clsx';
import type { ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

/** Joins class names and lets later Tailwind utilities win over earlier ones. */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}

/**
 * tailwind-merge builds its lookup tables on its first call: about 14 ms of a desktop's CPU, four
 * times that on a phone. The entry points call this before the first render, in a task of its own,
 * so that render's tasks stay short enough not to hold up a tap.
 */
export async function prepareClassMerge(): Promise<void> {
  await nextTask();
  cn('p-0', 'p-1');
}

/** Why `signal` aborted, as an Error (a reason that is not one becomes the standard AbortError). */
const abortReason = (signal: AbortSignal): Error =>
  signal.reason instanceof Error ? signal.reason : new DOMException('The operation was aborted.', 'AbortError');

/**
 * Resumes in a later task, so the browser can paint and answer input in between: start-up work
 * is cut at these points into tasks short enough not to hold up a tap on a phone.
 */
export const nextTask = (): Promise<void> => sleep(0);

/** A promise that resolves after `ms`, or rejects with the signal's reason when aborted first. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortReason(signal));
      return;
    }
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      if (signal) reject(abortReason(signal));
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** First letter for avatar tiles: the name, else the email, else 'U' (spec §2 Profile). */
export function initialOf(...candidates: (string | null | undefined)[]): string {
  for (const candidate of candidates) {
    const letter = candidate?.trim().charAt(0);
    if (letter) return letter.toUpperCase();
  }
  return 'U';
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/**
 * 'January 5, 2025' (in the browser's time zone) — or `fallback` for a missing or unreadable date.
 * Spelled out by hand: the first Intl date format a page makes loads the locale's data, about 30 ms
 * on a phone, in the middle of the dashboard's first render.
 */
export function formatLongDate(value: string | null | undefined, fallback: string): string {
  if (!value) return fallback;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return fallback;
  return `${MONTHS[date.getMonth()] ?? ''} ${date.getDate()}, ${date.getFullYear()}`;
}
