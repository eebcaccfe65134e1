import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const INLINE_SCRIPT = /<script>([\s\S]*?)<\/script>/g;

/** The HTML files the gateway serves from a build: the shell and the prerendered pages (`pages/dashboard/new-thread.html` too). */
function htmlFiles(spaDir: string): string[] {
  const pages = join(spaDir, 'pages');
  const prerendered = existsSync(pages)
    ? readdirSync(pages, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.html'))
    : [];
  return [join(spaDir, 'index.html'), ...prerendered.map((name) => join(pages, name))].filter((path) => existsSync(path));
}

/**
 * CSP sources (`'sha256-…'`) for the scripts the build wrote into its pages (the theme script,
 * which must run before the first paint): the policy allows exactly those bytes and still no
 * other inline script.
 */
export function inlineScriptSources(spaDir: string | undefined): string[] {
  if (!spaDir) return [];
  const hashes = new Set<string>();
  for (const file of htmlFiles(resolve(spaDir))) {
    for (const [, body = ''] of readFileSync(file, 'utf8').matchAll(INLINE_SCRIPT))
      hashes.add(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
  }
  return [...hashes];
}
