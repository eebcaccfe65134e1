import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { TweetLint } from './sample-figures.ts';

/**
 * The crypto compliance lint (issue 22) is built in domain/lint by another change; until it has
 * landed the samples print "lint: not available". It is looked up at run time so this script
 * compiles either way: the first exported function that answers a list of findings for a text.
 */
export async function loadTweetLint(): Promise<TweetLint | null> {
  const dir = join(import.meta.dirname, '..', '..', 'src', 'domain', 'lint');
  for (const name of ['index.ts', 'lint.ts', 'crypto-lint.ts']) {
    const file = join(dir, name);
    if (!existsSync(file)) continue;
    const mod = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
    for (const value of Object.values(mod)) {
      if (typeof value !== 'function') continue;
      const lint = value as (text: string) => unknown;
      try {
        const probe = lint('Guaranteed 100x on $SOL, risk-free.');
        if (Array.isArray(probe)) return (text) => (lint(text) as unknown[]).length;
      } catch {
        // Not the lint entry point (it needs other arguments): try the next export.
      }
    }
  }
  return null;
}
