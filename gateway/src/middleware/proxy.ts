import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { RequestHandler } from 'express';
import { AppError, allIdentityHeaders, REQUEST_ID_HEADER, signIdentity, type Identity } from '@chainscribe/service-kit';
import { matchRoute, type ServiceName } from '../routes.ts';

const hopByHop = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'host',
]);

function forwardableHeaders(headers: IncomingHttpHeaders): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || hopByHop.has(name) || allIdentityHeaders.includes(name)) continue;
    out[name] = value;
  }
  return out;
}

export interface ProxyOptions {
  urls: Record<ServiceName, string>;
  internalKey: string;
  bodyLimitBytes: number;
  timeoutMs: number;
  /** The verified caller, or null for an anonymous call; set by the auth middleware. */
  identityOf: (req: Parameters<RequestHandler>[0]) => Identity | null;
}

/**
 * Streams the request to the owning service and the answer back (SSE included). Client-sent
 * identity headers are dropped and the gateway's own signed set is added, so a service can trust
 * exactly what the gateway verified.
 */
export function proxy(options: ProxyOptions): RequestHandler {
  return (req, res, next) => {
    const route = matchRoute(req.path);
    if (!route) {
      next();
      return;
    }
    const declared = Number(req.get('content-length') ?? 0);
    if (declared > options.bodyLimitBytes) {
      next(new AppError(413, 'Request body is too large', { code: 'too_large' }));
      return;
    }
    const path = req.originalUrl.split('?')[0] ?? '/';
    const target = new URL(req.originalUrl, options.urls[route.service]);
    const headers = {
      ...forwardableHeaders(req.headers),
      ...signIdentity(options.internalKey, { method: req.method, path }, options.identityOf(req)),
      [REQUEST_ID_HEADER]: req.id,
      'x-forwarded-for': req.ip ?? '',
      'x-forwarded-proto': req.protocol,
      'x-forwarded-host': req.get('host') ?? '',
    };
    const upstream = httpRequest(target, { method: req.method, headers, timeout: options.timeoutMs });
    let failed = false;
    const fail = (err: AppError) => {
      if (failed) return;
      failed = true;
      upstream.destroy();
      if (res.headersSent) res.destroy();
      else next(err);
    };

    upstream.on('response', (answer) => {
      res.status(answer.statusCode ?? 502);
      for (const [name, value] of Object.entries(answer.headers)) {
        if (value !== undefined && !hopByHop.has(name)) res.setHeader(name, value);
      }
      res.flushHeaders();
      answer.pipe(res);
      res.on('close', () => answer.destroy());
    });
    upstream.on('timeout', () =>
      fail(new AppError(504, `The ${route.service} service took too long to answer. Please try again.`, { code: 'upstream_timeout' })),
    );
    upstream.on('error', (err) => {
      req.log.warn({ service: route.service, err: err.message }, 'upstream unavailable');
      fail(AppError.unavailable(`The ${route.service} service is unavailable right now. Please try again in a moment.`));
    });

    let received = 0;
    req.on('data', (chunk: Buffer) => {
      received += chunk.length;
      if (received > options.bodyLimitBytes) fail(new AppError(413, 'Request body is too large', { code: 'too_large' }));
    });
    req.pipe(upstream);
  };
}
