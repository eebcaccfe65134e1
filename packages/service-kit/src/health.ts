import type { Express } from 'express';
import { within } from './deadline.ts';

export type ReadinessCheck = () => Promise<unknown>;

export interface Readiness {
  add(name: string, check: ReadinessCheck): void;
  /** Flipped first on shutdown so load balancers stop sending traffic before anything closes. */
  setShuttingDown(): void;
  report(): Promise<ReadinessReport>;
}

export interface ReadinessReport {
  ready: boolean;
  /** The checks (engines, by name) that failed or did not answer in time: what an operator fixes. */
  failing: string[];
  checks: Record<string, { ok: boolean; detail?: unknown }>;
}

/** Each check gets its own short deadline, so one stalled engine is named instead of hanging the probe. */
export function createReadiness(timeoutMs = 1000): Readiness {
  const checks = new Map<string, ReadinessCheck>();
  let shuttingDown = false;
  return {
    add: (name, check) => void checks.set(name, check),
    setShuttingDown: () => void (shuttingDown = true),
    async report() {
      const entries = await Promise.all(
        [...checks].map(async ([name, check]) => {
          try {
            const detail = await within(check(), timeoutMs, () => new Error(`${name} did not answer within ${timeoutMs} ms`));
            return [name, detail === undefined ? { ok: true } : { ok: true, detail }] as const;
          } catch (err) {
            return [name, { ok: false, detail: err instanceof Error ? err.message : String(err) }] as const;
          }
        }),
      );
      const failing = entries.filter(([, r]) => !r.ok).map(([name]) => name);
      return { ready: !shuttingDown && failing.length === 0, failing, checks: Object.fromEntries(entries) };
    },
  };
}

export function mountHealth(app: Express, service: string, readiness: Readiness): void {
  app.get('/healthz', (_req, res) => {
    res.json({ status: 'alive', service });
  });
  app.get('/readyz', async (_req, res) => {
    const report = await readiness.report();
    res.status(report.ready ? 200 : 503).json({ status: report.ready ? 'ready' : 'not_ready', service, ...report });
  });
}
