import { Router } from 'express';

/** The pages anyone may open and search engines may list (spec §2's public routes). */
export const publicPages = ['/', '/pricing', '/features', '/faq', '/terms', '/privacy', '/contact', '/sign-in'] as const;

export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /dashboard',
    'Disallow: /api',
    '',
    `Sitemap: ${new URL('/sitemap.xml', publicUrl).href}`,
    '',
  ].join('\n');
}

export function sitemapXml(publicUrl: string): string {
  const urls = publicPages.map((page) => `  <url><loc>${new URL(page, publicUrl).href}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** `/robots.txt` and `/sitemap.xml`, with absolute URLs on the configured public origin. */
export function seoFiles(publicUrl: string): Router {
  const robots = robotsTxt(publicUrl);
  const sitemap = sitemapXml(publicUrl);
  const router = Router();
  router.get('/robots.txt', (_req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=3600');
    res.type('text/plain').send(robots);
  });
  router.get('/sitemap.xml', (_req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=3600');
    res.type('application/xml').send(sitemap);
  });
  return router;
}
