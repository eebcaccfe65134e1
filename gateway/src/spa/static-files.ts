import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import type { Request, RequestHandler, Response } from 'express';
import { acceptedCoding, contentCodings, type ContentCoding } from '../content-coding.ts';

/** The precompressed copy of each coding (build/precompress.ts), in the server's order of preference. */
const suffixes: Record<ContentCoding, string> = { br: '.br', gzip: '.gz' };
const codings = contentCodings.map((encoding) => ({ encoding, suffix: suffixes[encoding] }));

/** One coding of a file: its bytes and their entity tag. */
interface Body {
  bytes: Buffer;
  etag: string;
}

export interface SpaFile {
  /** The file's extension, which names its content type. */
  extension: string;
  /** The bytes as built, and in each precompressed coding beside them. */
  bodies: { identity: Body } & Partial<Record<ContentCoding, Body>>;
  /** The precompressed codings there are. */
  encodings: ContentCoding[];
  cacheControl: string;
}

function bodyOf(path: string): Body {
  const bytes = readFileSync(path);
  return { bytes, etag: `"${createHash('sha1').update(bytes).digest('base64url')}"` };
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
 * Every file of the build, by URL path, read into memory once at start (a build never changes under
 * a running gateway; all of it, with its brotli and gzip copies, is a few megabytes). Only listed
 * files are ever served, and no request touches the file system: sending a file from disk (stat,
 * open, stream) cost about 0.65 ms of CPU each, and a signed-in page starts some seventy files.
 */
export function catalogueSpa(dir: string): Map<string, SpaFile> {
  const files = walk(dir);
  const present = new Set(files);
  const catalogue = new Map<string, SpaFile>();
  for (const path of files) {
    if (codings.some(({ suffix }) => path.endsWith(suffix) && present.has(path.slice(0, -suffix.length)))) continue;
    const urlPath = `/${relative(dir, path).split(sep).join('/')}`;
    const bodies: SpaFile['bodies'] = { identity: bodyOf(path) };
    const encodings: ContentCoding[] = [];
    for (const { encoding, suffix } of codings) {
      if (!present.has(`${path}${suffix}`)) continue;
      bodies[encoding] = bodyOf(`${path}${suffix}`);
      encodings.push(encoding);
    }
    catalogue.set(urlPath, { extension: extname(path), bodies, encodings, cacheControl: cacheControlFor(urlPath) });
  }
  return catalogue;
}

/**
 * Sends one catalogued file in the best coding the client accepts, else as it is, with an ETag of
 * the bytes it sends; a request that already holds them (If-None-Match) gets 304 and no body.
 */
export function sendSpaFile(req: Request, res: Response, file: SpaFile): void {
  const encoding = acceptedCoding(req, file.encodings);
  const body = (encoding ? file.bodies[encoding] : undefined) ?? file.bodies.identity;
  res.type(file.extension);
  res.setHeader('Cache-Control', file.cacheControl);
  if (file.encodings.length > 0) res.vary('Accept-Encoding');
  res.setHeader('ETag', body.etag);
  if (req.fresh) {
    res.status(304).end();
    return;
  }
  if (encoding) res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', body.bytes.length);
  res.end(req.method === 'HEAD' ? undefined : body.bytes);
}

/** GET/HEAD of a file in the build. */
export function staticFiles(catalogue: Map<string, SpaFile>): RequestHandler {
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const file = catalogue.get(req.path);
    if (!file) return next();
    sendSpaFile(req, res, file);
  };
}
