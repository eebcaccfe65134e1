import { readdirSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import type { Request, RequestHandler, Response } from 'express';
import { acceptedCoding, contentCodings, type ContentCoding } from '../content-coding.ts';

/** The precompressed copy of each coding (build/precompress.ts), in the server's order of preference. */
const suffixes: Record<ContentCoding, string> = { br: '.br', gzip: '.gz' };
const codings = contentCodings.map((encoding) => ({ encoding, suffix: suffixes[encoding] }));

export interface SpaFile {
  /** Absolute path of the original (identity) file. */
  path: string;
  /** Precompressed variants that exist beside it. */
  encodings: ContentCoding[];
  cacheControl: string;
}

const HASHED_ASSET = /^\/assets\/.+-[A-Za-z0-9_-]{8,}\.[A-Za-z0-9]+$/;

/** Hashed names change with their content, so they never need revalidating; HTML must, so a deploy is seen at once. */
export function cacheControlFor(urlPath: string): string {
  if (HASHED_ASSET.test(urlPath)) return 'public, max-age=31536000, immutable';
  if (extname(urlPath) === '.html') return 'no-cache';
  return 'public, max-age=3600';
}

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    // Build metadata (Vite's .vite/manifest.json) is for the build's own tools, not for browsers.
    if (entry.name.startsWith('.')) return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return walk(path);
    return entry.isFile() ? [path] : [];
  });
}

/**
 * Every file of the build, by URL path, read once at start (a build never changes under a running
 * gateway). Only listed files are ever served, so no request path reaches the file system.
 */
export function catalogueSpa(dir: string): Map<string, SpaFile> {
  const files = walk(dir);
  const present = new Set(files);
  const catalogue = new Map<string, SpaFile>();
  for (const path of files) {
    if (codings.some(({ suffix }) => path.endsWith(suffix) && present.has(path.slice(0, -suffix.length)))) continue;
    const urlPath = `/${relative(dir, path).split(sep).join('/')}`;
    const encodings = codings.filter(({ suffix }) => present.has(`${path}${suffix}`)).map(({ encoding }) => encoding);
    catalogue.set(urlPath, { path, encodings, cacheControl: cacheControlFor(urlPath) });
  }
  return catalogue;
}

/**
 * Sends one catalogued file in the best coding the client accepts, else as it is. `send` adds
 * Content-Length, Last-Modified and an ETag of the bytes it sends, and answers If-None-Match with 304.
 */
export function sendSpaFile(req: Request, res: Response, file: SpaFile, onError: (error: unknown) => void): void {
  const encoding = acceptedCoding(req, file.encodings);
  res.type(extname(file.path));
  res.setHeader('Cache-Control', file.cacheControl);
  if (file.encodings.length > 0) res.vary('Accept-Encoding');
  if (encoding) res.setHeader('Content-Encoding', encoding);
  const suffix = codings.find((coding) => coding.encoding === encoding)?.suffix ?? '';
  res.sendFile(`${file.path}${suffix}`, { cacheControl: false, dotfiles: 'allow' }, (error) => {
    if (error && !res.headersSent) onError(error);
  });
}

/** GET/HEAD of a file in the build. */
export function staticFiles(catalogue: Map<string, SpaFile>): RequestHandler {
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const file = catalogue.get(req.path);
    if (!file) return next();
    sendSpaFile(req, res, file, next);
  };
}
