import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express, { type Express, type RequestHandler } from 'express';
import type { Logger } from './logger.ts';
import { createReadiness, mountHealth, type Readiness } from './health.ts';
import { errorMiddleware, notFoundHandler } from './problem.ts';

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
  /** Routes that need the raw body (signature checks) before JSON parsing. */
  rawBodyPaths?: string[];
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
  mountHealth(app, options.service, readiness);
  for (const path of options.rawBodyPaths ?? []) {
    app.use(path, express.raw({ type: '*/*', limit: options.jsonLimit ?? '100kb' }), (req, _res, next) => {
      if (Buffer.isBuffer(req.body)) req.rawBody = req.body;
      next();
    });
  }
  app.use(express.json({ limit: options.jsonLimit ?? '100kb' }));
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
