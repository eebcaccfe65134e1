import { isUtf8 } from 'node:buffer';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import express, { type Express, type Request, type RequestHandler } from 'express';
import type { Logger } from './logger.ts';
import { createReadiness, mountHealth, type Readiness } from './health.ts';
import { errorMiddleware, notFoundHandler } from './problem.ts';
import { httpMetrics } from './telemetry/http-metrics.ts';

export const REQUEST_ID_HEADER = 'x-request-id';
const safeRequestId = /^[A-Za-z0-9._:-]{1,100}$/;

/** Reuses the gateway's request id so one id follows a call through every log. */
export function requestContext(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const incoming = req.get(REQUEST_ID_HEADER);
    req.id = incoming && safeRequestId.test(incoming) ? incoming : randomUUID();
    req.log = logger.child({ requestId: req.id });
    req.identity = null;
    res.setHeader(REQUEST_ID_HEADER, req.id);
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      req.log.debug({ method: req.method, path: req.path, status: res.statusCode, ms: Math.round(ms) }, 'request');
    });
    next();
  };
}

export interface HttpAppOptions {
  service: string;
  logger: Logger;
  readiness?: Readiness;
  jsonLimit?: string;
  /** Routes that need the raw body (signature checks, uploads) before JSON parsing; an upload may name its own limit. */
  rawBodyPaths?: (string | { path: string; limit: string | number })[];
}

/**
 * The common chassis: request ids, JSON bodies with a size limit, health endpoints. Callers add
 * routes with `mount`, then `finish` appends the 404 and error handlers (order matters in Express).
 */
export function createHttpApp(options: HttpAppOptions) {
  const app = express();
  const readiness = options.readiness ?? createReadiness();
  app.disable('x-powered-by');
  // One hop: the gateway, which overwrites X-Forwarded-For; /api refuses anything it did not sign.
  app.set('trust proxy', 1);
  app.use(requestContext(options.logger));
  app.use(httpMetrics(options.service));
  mountHealth(app, options.service, readiness);
  const limit = options.jsonLimit ?? '100kb';
  // Every body's exact bytes are kept: the gateway's signature covers them (gatewayOnly). No
  // inflating: the bytes verified are the bytes that were signed.
  const keepRaw = (req: IncomingMessage, _res: ServerResponse, buf: Buffer) => {
    (req as Request).rawBody = buf;
  };
  const parsers = { limit, inflate: false, verify: keepRaw };
  // Text parsers would turn bytes that are not UTF-8 into U+FFFD and carry on; such a body is
  // refused instead (400), so what a route stores is what the client meant.
  const keepText = (req: IncomingMessage, res: ServerResponse, buf: Buffer) => {
    keepRaw(req, res, buf);
    if (!isUtf8(buf)) throw Object.assign(new Error('Request body is not valid UTF-8'), { status: 400, type: 'encoding.invalid' });
  };
  for (const entry of options.rawBodyPaths ?? []) {
    const { path, limit: own } = typeof entry === 'string' ? { path: entry, limit } : entry;
    app.use(path, express.raw({ ...parsers, limit: own, type: '*/*' }));
  }
  app.use(express.json({ ...parsers, verify: keepText }));
  // Any other media type (forms included: every contract is JSON) is read only so its signature
  // can be checked; no route parses it.
  const readOther = express.raw({ ...parsers, type: () => true });
  app.use((req, res, next) => {
    if (req.rawBody) return next();
    readOther(req, res, (err?: unknown) => {
      if (!err) req.body = undefined;
      next(err);
    });
  });
  return {
    app,
    readiness,
    finish(): Express {
      app.use(notFoundHandler);
      app.use(errorMiddleware(options.logger));
      return app;
    },
  };
}

export async function listen(app: Express, port: number, host = '127.0.0.1'): Promise<{ server: Server; port: number; url: string }> {
  return new Promise((resolve, reject) => {
    const server = app.listen(port, host, (err?: Error) => {
      if (err) return reject(err);
      const actual = (server.address() as AddressInfo).port;
      // Idle connections stay open longer than any caller keeps them (the gateway's pool lets go
      // after 30 s, a load balancer commonly after 60 s), so the server never closes one just as
      // a request goes out on it. Node's default is 5 s.
      server.keepAliveTimeout = 65_000;
      server.headersTimeout = 66_000;
      resolve({ server, port: actual, url: `http://${host}:${actual}` });
    });
    server.on('error', reject);
  });
}

export function closeServer(server: Server): Promise<void> {
  return new Promise((resolve, reject) => {
    server.close((err) => (err ? reject(err) : resolve()));
    server.closeIdleConnections();
  });
}
