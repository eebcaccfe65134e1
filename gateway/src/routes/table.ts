import { AVATAR_MAX_BYTES, profileMessages, uploadAvatar } from '@chainscribe/contracts';
import type { Config } from '../config.ts';

export type ServiceName = 'accounts' | 'generation' | 'research' | 'market' | 'analytics' | 'publisher';

export interface Route {
  /** Matched on a path-segment boundary: '/api/token' matches '/api/token/data', not '/api/tokens'. */
  prefix: string;
  service: ServiceName;
  /** Only this path itself, nothing under it. */
  exact?: boolean;
  /** An upload's own body limit (the picture), and what to tell a user whose file is over it. */
  body?: { limitBytes: number; tooLargeMessage: string };
}

/**
 * The routing table: every /api call of spec §7 and the auth routes, by prefix, to the service
 * that owns it (ARCHITECTURE §1). Longest prefix wins, so specific tweet routes beat '/api/tweet'.
 */
export const routes: readonly Route[] = [
  { prefix: '/api/auth', service: 'accounts' },
  { prefix: '/api/users', service: 'accounts' },
  {
    prefix: uploadAvatar.path,
    service: 'accounts',
    exact: true,
    body: { limitBytes: AVATAR_MAX_BYTES, tooLargeMessage: profileMessages.avatarTooLarge },
  },
  { prefix: '/api/payment', service: 'accounts' },
  { prefix: '/api/webhooks', service: 'accounts' },
  { prefix: '/api/checkout', service: 'accounts' },
  { prefix: '/api/public/users', service: 'accounts' },
  { prefix: '/api/waitlist', service: 'accounts' },
  { prefix: '/api/avatars', service: 'accounts' },
  // The public half of the token keys: the only non-/api path a service answers through the gateway.
  { prefix: '/.well-known/jwks.json', service: 'accounts', exact: true },
  { prefix: '/api/threads', service: 'generation' },
  { prefix: '/api/thread', service: 'generation' },
  { prefix: '/api/jobs', service: 'generation' },
  { prefix: '/api/templates', service: 'generation' },
  { prefix: '/api/library', service: 'generation' },
  { prefix: '/api/personalisation', service: 'generation' },
  { prefix: '/api/lint', service: 'generation', exact: true },
  { prefix: '/api/tweet/limit', service: 'generation' },
  { prefix: '/api/tweet/generate-enhanced', service: 'generation' },
  { prefix: '/api/tweet/research', service: 'research' },
  { prefix: '/api/tweet/trending-data', service: 'research' },
  { prefix: '/api/tweet/account-insights', service: 'research' },
  { prefix: '/api/tokens', service: 'market' },
  { prefix: '/api/token', service: 'market' },
  { prefix: '/api/analytics', service: 'analytics' },
  // Publishing to X (issue 19): connection, schedule and queue, post metrics.
  { prefix: '/api/publisher', service: 'publisher' },
];

const sorted = [...routes].sort((a, b) => b.prefix.length - a.prefix.length);

export function matchRoute(path: string): Route | undefined {
  return sorted.find((r) => path === r.prefix || (!r.exact && path.startsWith(`${r.prefix}/`)));
}

export function serviceUrls(config: Config): Record<ServiceName, string> {
  return {
    accounts: config.ACCOUNTS_URL,
    generation: config.GENERATION_URL,
    research: config.RESEARCH_URL,
    market: config.MARKET_URL,
    analytics: config.ANALYTICS_URL,
    publisher: config.PUBLISHER_URL,
  };
}

/** The key each service verifies with: the gateway signs an identity for its target only. */
export function serviceKeys(config: Config): Record<ServiceName, string> {
  return {
    accounts: config.ACCOUNTS_INTERNAL_KEY,
    generation: config.GENERATION_INTERNAL_KEY,
    research: config.RESEARCH_INTERNAL_KEY,
    market: config.MARKET_INTERNAL_KEY,
    analytics: config.ANALYTICS_INTERNAL_KEY,
    publisher: config.PUBLISHER_INTERNAL_KEY,
  };
}

/** What /readyz reports on: every service plus the workers, which have no routes. */
export function probeTargets(config: Config): Record<string, string> {
  return {
    ...serviceUrls(config),
    'generation-worker': config.GENERATION_WORKER_URL,
    'publisher-worker': config.PUBLISHER_WORKER_URL,
  };
}
