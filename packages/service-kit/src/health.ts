import type { Express } from 'express';

export type ReadinessCheck = () => Promise<unknown>;

export interface Readiness {
  add(name: string, check: ReadinessCheck): void;
  /** Flipped first on shutdown so load balancers stop sending traffic before anything closes. */
  setShuttingDown(): void;
  report(): Promise<{ ready: boolean; checks: Record<string, { ok: boolean; detail?: unknown }> }>;
}

export function createReadiness(timeoutMs = 2000): Readiness {
  const checks = new Map<string, ReadinessCheck>();
  let shuttingDown = false;
  return {
    add: (name, check) => void checks.set(name, check),
    setShuttingDown: () => void (shuttingDown = true),
    async report() {
      const entries = await Promise.all(
        [...checks].map(async ([name, check]) => {
          try {
            const detail = await withTimeout(check(), timeoutMs, `${name} did not answer within ${timeoutMs} ms`);
            return [name, detail === undefined ? { ok: true } : { ok: true, detail }] as const;
          } catch (err) {
            return [name, { ok: false, detail: err instanceof Error ? err.message : String(err) }] as const;
          }
        }),
      );
      const result = Object.fromEntries(entries);
      return { ready: !shuttingDown && entries.every(([, r]) => r.ok), checks: result };
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

function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(message)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
