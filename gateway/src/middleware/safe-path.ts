import type { RequestHandler } from 'express';
import { AppError } from '@chainscribe/service-kit';

// Percent-encodings of '.', '/', '\' and '%' itself (so double encoding never decodes into them),
// and of control characters (NUL tricks).
const encodedSeparator = /%(?:2e|2f|5c|25|[01][0-9a-f]|7f)/i;
const malformedEscape = /%(?![0-9a-f]{2})/i;

/**
 * Why a request path cannot be forwarded as it is, or null. The gateway forwards the raw path and
 * matches its routes on it, so anything a later hop could normalise into another path (dot
 * segments, encoded separators, backslashes, empty segments) is refused instead of being resolved.
 */
export function pathProblem(rawUrl: string): string | null {
  // Origin form only: an absolute-form target ('http://host/…') would name its own host.
  if (!rawUrl.startsWith('/')) return 'the request target must be a path';
  const path = rawUrl.split('?', 1)[0] ?? '';
  if (path.includes('\\')) return 'backslashes are not allowed in paths';
  if (malformedEscape.test(path)) return 'the path has a malformed percent-encoding';
  if (encodedSeparator.test(path)) return 'encoded dots, slashes or control characters are not allowed in paths';
  const segments = path.split('/').slice(1);
  if (segments.some((s) => s === '.' || s === '..')) return 'dot segments are not allowed in paths';
  if (segments.slice(0, -1).some((s) => s === '')) return 'empty path segments are not allowed';
  return null;
}

/** Refuses, with 400 problem+json, any request whose path could mean something else further in. */
export const safePath: RequestHandler = (req, _res, next) => {
  const problem = pathProblem(req.originalUrl);
  next(problem ? AppError.badRequest(`Invalid request path: ${problem}`, 'invalid_path') : undefined);
};
