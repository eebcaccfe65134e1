import type { RequestHandler } from 'express';

/**
 * CORS for the configured origins only (none by default: the SPA is served from the same origin).
 * Other origins get no CORS headers, so browsers refuse to read the answers.
 */
export function cors(allowedOrigins: readonly string[]): RequestHandler {
  const allowed = new Set(allowedOrigins);
  return (req, res, next) => {
    const origin = req.get('origin');
    if (origin && allowed.has(origin)) {
      res.setHeader('Access-Control-Allow-Origin', origin);
      res.setHeader('Vary', 'Origin');
      res.setHeader('Access-Control-Allow-Credentials', 'true');
      res.setHeader('Access-Control-Expose-Headers', 'x-request-id, retry-after');
      if (req.method === 'OPTIONS') {
        res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, PATCH, DELETE, OPTIONS');
        res.setHeader('Access-Control-Allow-Headers', 'authorization, content-type, x-request-id, traceparent, tracestate');
        res.setHeader('Access-Control-Max-Age', '600');
        res.status(204).end();
        return;
      }
    } else if (req.method === 'OPTIONS' && origin) {
      res.status(403).end();
      return;
    }
    next();
  };
}
