import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Express } from 'express';
import type { Logger } from '@chainscribe/service-kit';
import type { Config } from '../config.ts';
import { publicProfilePage } from '../routes/public-profile-page.ts';
import { seoFiles } from './seo-files.ts';
import { catalogueSpa, sendSpaFile, staticFiles } from './static-files.ts';

/**
 * A page route is what the router renders: not the API, not a build file. A missing `/assets/…`
 * or any path ending in a file extension is a 404, never the shell (a stale chunk must fail
 * loudly as a missing script, not parse HTML as JavaScript).
 */
export const isPageRoute = (path: string): boolean =>
  !path.startsWith('/api/') && !path.startsWith('/assets/') && !/\.[A-Za-z0-9]+$/.test(path);

/** Where the build writes a public page prerendered to HTML (frontend/build/prerender.ts): `/` → `/pages/index.html`, `/pricing` → `/pages/pricing.html`. */
export const prerenderedFile = (path: string): string => `/pages/${path === '/' ? 'index' : path.slice(1)}.html`;

/** The built SPA, when there is one: robots and sitemap, its files, and a public page's prerendered HTML, and the shell for every other page route (history fallback). */
export function serveSpa(app: Express, config: Config, logger: Logger): void {
  app.use(seoFiles(config.PUBLIC_URL));
  const spaDir = config.SPA_DIR ? resolve(config.SPA_DIR) : undefined;
  if (!spaDir || !existsSync(resolve(spaDir, 'index.html'))) return;
  const catalogue = catalogueSpa(spaDir);
  app.use(staticFiles(catalogue));
  app.use(
    publicProfilePage({
      indexFile: resolve(spaDir, 'index.html'),
      accountsUrl: config.ACCOUNTS_URL,
      internalKey: config.ACCOUNTS_INTERNAL_KEY,
      publicUrl: config.PUBLIC_URL,
      logger,
    }),
  );
  const shell = catalogue.get('/index.html');
  app.get(/.*/, (req, res, next) => {
    if (!shell || !isPageRoute(req.path)) return next();
    sendSpaFile(req, res, catalogue.get(prerenderedFile(req.path)) ?? shell);
  });
}
