import type { Request, RequestHandler } from 'express';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { AppError, verifyIdentity, type Readiness } from '@chainscribe/service-kit';

export type ServicesReport = Record<string, { ready: boolean; status?: number; error?: string }>;

/** Asks each service's /readyz; a slow or dead service is reported down, never awaited forever. */
export async function probeServices(targets: Record<string, string>, timeoutMs = 1500): Promise<ServicesReport> {
  const results = await Promise.all(
    Object.entries(targets).map(async ([name, base]): Promise<[string, ServicesReport[string]]> => {
      try {
        const res = await fetch(new URL('/readyz', base), { signal: AbortSignal.timeout(timeoutMs) });
        return [name, { ready: res.ok, status: res.status }];
      } catch (err) {
        const reason = err instanceof Error ? (err.cause instanceof Error ? err.cause.message : err.message) : String(err);
        return [name, { ready: false, error: reason }];
      }
    }),
  );
  return Object.fromEntries(results);
}

function signedInternally(req: Request, key: string): boolean {
  try {
    verifyIdentity(req.headers, { method: req.method, target: req.originalUrl }, { key });
    return true;
  } catch {
    return false;
  }
}

export interface ReadinessRouteOptions {
  /** What decides the answer: whether this gateway can serve (its own dependencies). */
  own: Readiness;
  /** The detail for internal callers: every service behind the gateway. */
  services: () => Promise<ServicesReport>;
  internalKey: string;
  perMinutePerIp: number;
}

/**
 * GET /readyz. Anyone (load balancers, probes) learns ready or not, nothing more, and only so
 * often per address: counted in memory, so the probe never depends on Redis being reachable. A
 * caller holding the internal key (a request signed like the gateway's, e.g. `npm start` waiting
 * for the system) is not counted and gets each dependency and each service, in the shape
 * `checks.services.detail`; only such a caller makes the gateway ask every service.
 */
export function readinessRoute(options: ReadinessRouteOptions): RequestHandler {
  const limiter = new RateLimiterMemory({ points: options.perMinutePerIp, duration: 60 });
  return async (req, res) => {
    const internal = signedInternally(req, options.internalKey);
    if (!internal) {
      try {
        await limiter.consume(req.ip ?? 'unknown');
      } catch (rejection) {
        if (!(rejection instanceof RateLimiterRes)) throw rejection;
        const seconds = Math.ceil(rejection.msBeforeNext / 1000);
        throw AppError.tooManyRequests(`Too many requests. Please wait ${seconds} seconds and try again.`, seconds);
      }
    }
    const report = await options.own.report();
    const status = report.ready ? 'ready' : 'not_ready';
    res.setHeader('Cache-Control', 'no-store');
    if (!internal) {
      res.status(report.ready ? 200 : 503).json({ status });
      return;
    }
    const services = await options.services();
    const allReady = Object.values(services).every((s) => s.ready);
    res.status(report.ready ? 200 : 503).json({
      status,
      service: 'gateway',
      ready: report.ready,
      checks: { ...report.checks, services: { ok: true, detail: { allReady, services } } },
    });
  };
}
