import type { ErrorRequestHandler, RequestHandler } from 'express';
import { ZodError } from 'zod';
import { messages, toFieldErrors, type Problem } from '@chainscribe/contracts';
import { AppError } from './errors.ts';
import { engineBusyMessage, unavailableEngine } from './engine-errors.ts';
import type { Logger } from './logger.ts';
import { engineUnavailableResponses } from './telemetry/metrics.ts';

const serviceOf = (logger: Logger): string => {
  const service: unknown = logger.bindings().service;
  return typeof service === 'string' ? service : 'unknown';
};

const titles: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

export function problemBody(status: number, error: string, extra: Partial<Problem> = {}): Problem {
  return { type: 'about:blank', title: titles[status] ?? 'Error', status, error, ...extra };
}

const uiMessages: ReadonlySet<string> = new Set(Object.values(messages).filter((m) => typeof m === 'string'));

/** Converts anything thrown into one problem+json shape; the UI reads `error`. */
export function toProblem(err: unknown, requestId: string | undefined): { problem: Problem; headers: Record<string, string> } {
  const base = requestId === undefined ? {} : { requestId };
  if (err instanceof AppError) {
    const errors = err.errors ? { errors: err.errors } : {};
    return { problem: problemBody(err.status, err.message, { ...base, code: err.code, ...errors }), headers: err.headers ?? {} };
  }
  if (err instanceof ZodError) {
    const errors = toFieldErrors(err);
    const first = errors[0];
    // The schemas carry the UI's own texts (e.g. 'Please enter a topic'): show those verbatim.
    const error = !first
      ? 'Invalid request'
      : uiMessages.has(first.message)
        ? first.message
        : `Invalid request: ${first.path || 'body'}: ${first.message}`;
    return { problem: problemBody(400, error, { ...base, code: 'validation_failed', errors }), headers: {} };
  }
  // The one place a stalled Redis, MongoDB or Kafka becomes the user's answer, for every service.
  if (unavailableEngine(err)) {
    return { problem: problemBody(503, engineBusyMessage, { ...base, code: 'unavailable' }), headers: { 'Retry-After': '2' } };
  }
  // body-parser errors carry `type` and `status`; they are the client's fault, not ours.
  const bodyError = err as { type?: string; status?: number } | null;
  if (bodyError?.type === 'entity.too.large') {
    return { problem: problemBody(413, 'Request body is too large', { ...base, code: 'too_large' }), headers: {} };
  }
  if (bodyError?.type === 'entity.parse.failed') {
    return { problem: problemBody(400, 'Request body is not valid JSON', { ...base, code: 'invalid_json' }), headers: {} };
  }
  if (typeof bodyError?.status === 'number' && bodyError.status >= 400 && bodyError.status < 500) {
    return { problem: problemBody(bodyError.status, 'Invalid request', { ...base, code: 'bad_request' }), headers: {} };
  }
  return { problem: problemBody(500, 'Something went wrong. Please try again.', { ...base, code: 'internal' }), headers: {} };
}

export function errorMiddleware(logger: Logger): ErrorRequestHandler {
  return (err: unknown, req, res, next) => {
    if (res.headersSent) {
      next(err);
      return;
    }
    const { problem, headers } = toProblem(err, req.id);
    const log = req.log ?? logger;
    const engine = unavailableEngine(err);
    if (engine) {
      log.warn({ engine, err: (err as Error).message, path: req.path }, `${engine} unavailable`);
      engineUnavailableResponses.inc({ service: serviceOf(logger), engine });
    } else if (problem.status >= 500) log.error({ err, path: req.path }, 'request failed');
    else log.info({ status: problem.status, code: problem.code, path: req.path }, problem.error);
    res.status(problem.status).set(headers).type('application/problem+json').send(JSON.stringify(problem));
  };
}

export const notFoundHandler: RequestHandler = (req, _res, next) => {
  next(AppError.notFound(`No route for ${req.method} ${req.originalUrl.split('?')[0] ?? '/'}`));
};
