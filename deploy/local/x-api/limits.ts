/** The routes the stand-in counts and can be told to fail, named as X's docs name them. */
export const xRoutes = [
  'POST /2/tweets',
  'GET /2/tweets',
  'DELETE /2/tweets/:id',
  'GET /2/users/me',
  'POST /2/oauth2/token',
  'POST /2/oauth2/revoke',
] as const;
export type XRoute = (typeof xRoutes)[number];

/** Per user and 15-minute window, like X's user-context limits (generous, so tests never meet them by accident). */
const windowLimits: Partial<Record<XRoute, number>> = {
  'POST /2/tweets': 100,
  'GET /2/tweets': 900,
  'DELETE /2/tweets/:id': 50,
  'GET /2/users/me': 75,
};
const windowMs = 15 * 60 * 1000;

export interface InjectedFailure {
  status: number;
  /** For 429: seconds from the failing call to the reset X announces. */
  resetInSeconds: number;
}

export interface RateLimitHeaders {
  'x-rate-limit-limit': string;
  'x-rate-limit-remaining': string;
  'x-rate-limit-reset': string;
}

export type LimitVerdict =
  | { kind: 'ok'; headers: RateLimitHeaders | Record<string, never> }
  | { kind: 'limited'; headers: RateLimitHeaders }
  | { kind: 'failure'; status: number; headers: RateLimitHeaders | Record<string, never> };

interface Window {
  startedAt: number;
  used: number;
}

export class Limits {
  private readonly windows = new Map<string, Window>();
  private readonly queued = new Map<XRoute, InjectedFailure[]>();
  private readonly blockedUntil = new Map<XRoute, number>();

  private readonly now: () => number;

  constructor(now: () => number) {
    this.now = now;
  }

  /** The next `count` calls of `route` answer `status` (a 429 carries a reset `resetInSeconds` ahead). */
  failNext(route: XRoute, count: number, status: number, resetInSeconds = 1): void {
    const list = this.queued.get(route) ?? [];
    for (let i = 0; i < count; i++) list.push({ status, resetInSeconds });
    this.queued.set(route, list);
  }

  /** Every call of `route` answers 429 until the reset, as when a window is spent. */
  exhaust(route: XRoute, resetInSeconds: number): void {
    this.blockedUntil.set(route, this.now() + resetInSeconds * 1000);
  }

  clear(): void {
    this.windows.clear();
    this.queued.clear();
    this.blockedUntil.clear();
  }

  /** Counts one call by `userKey` and says how to answer it. */
  check(route: XRoute, userKey: string): LimitVerdict {
    const now = this.now();
    const limit = windowLimits[route];
    const blocked = this.blockedUntil.get(route);
    if (blocked !== undefined && blocked > now) return { kind: 'limited', headers: headers(limit ?? 0, 0, blocked) };
    const injected = this.queued.get(route)?.shift();
    if (injected?.status === 429) {
      return { kind: 'limited', headers: headers(limit ?? 0, 0, now + injected.resetInSeconds * 1000) };
    }
    if (limit === undefined) return injected ? { kind: 'failure', status: injected.status, headers: {} } : { kind: 'ok', headers: {} };
    const window = this.windowOf(`${route}|${userKey}`, now);
    const reset = window.startedAt + windowMs;
    if (window.used >= limit) return { kind: 'limited', headers: headers(limit, 0, reset) };
    window.used++;
    const current = headers(limit, limit - window.used, reset);
    return injected ? { kind: 'failure', status: injected.status, headers: current } : { kind: 'ok', headers: current };
  }

  private windowOf(key: string, now: number): Window {
    const existing = this.windows.get(key);
    if (existing && existing.startedAt + windowMs > now) return existing;
    const fresh = { startedAt: now, used: 0 };
    this.windows.set(key, fresh);
    return fresh;
  }
}

function headers(limit: number, remaining: number, resetAtMs: number): RateLimitHeaders {
  return {
    'x-rate-limit-limit': String(limit),
    'x-rate-limit-remaining': String(remaining),
    // Epoch seconds, rounded up so a client waiting until then is never early.
    'x-rate-limit-reset': String(Math.ceil(resetAtMs / 1000)),
  };
}

export function isXRoute(value: unknown): value is XRoute {
  return typeof value === 'string' && (xRoutes as readonly string[]).includes(value);
}
