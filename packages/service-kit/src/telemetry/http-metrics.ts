import type { Request, RequestHandler } from 'express';
import { httpRequestDuration } from './metrics.ts';

/**
 * The route template Express matched (`/api/jobs/:id`), the mount path of a router that answered
 * without a route, or 'unmatched': never the raw path, so ids in URLs cannot blow up the series.
 */
export function routeTemplate(req: Request): string {
  const route: unknown = req.route;
  if (typeof route === 'object' && route !== null && 'path' in route && typeof route.path === 'string')
    return `${req.baseUrl}${route.path}`;
  return 'unmatched';
}

/**
 * Times every request and records it under its route template once the answer is sent. `routeOf`
 * lets a process name routes Express does not know (the gateway labels by its routing table).
 */
export function httpMetrics(service: string, routeOf: (req: Request) => string = routeTemplate): RequestHandler {
  return (req, res, next) => {
    const end = httpRequestDuration.startTimer();
    res.on('finish', () => {
      end({ service, method: req.method, route: routeOf(req), status: String(res.statusCode) });
    });
    next();
  };
}
