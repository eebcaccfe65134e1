import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TokenData, TokenSearchResult, User, UserSettings } from '@chainscribe/contracts';
import { defaultUserSettings } from '@chainscribe/contracts';
import { verifyIdentity, type KeyedService } from '@chainscribe/service-kit';
import { json, serve, testInternalKeys, type StandIn } from '@chainscribe/service-kit/testing';

// Stand-ins for issue 22's tests, speaking our contracts with the signature checked like the real
// services: a market whose quotes a test can move (the re-check) and whose catalogue answers search
// and categories (the lint), and an accounts that also answers the user's settings.

const problem = (res: ServerResponse, status: number, error: string) =>
  json(res, status, { type: 'about:blank', title: 'Error', status, error }, 'application/problem+json');

function verified(service: KeyedService, req: IncomingMessage, body: string) {
  try {
    const identity = verifyIdentity(
      req.headers,
      { method: req.method ?? 'GET', target: req.url ?? '/', body },
      { key: testInternalKeys[service] },
    );
    return { ok: true as const, identity, url: new URL(req.url ?? '/', 'http://stand-in') };
  } catch {
    return { ok: false as const };
  }
}

export interface CatalogueEntry {
  symbol: string;
  name: string;
  platform: string;
}

export interface MovableMarket extends StandIn {
  quotes: Record<string, TokenData>;
  /** From now on token data answers this status (e.g. 503: the market is down); null answers again. */
  fail(status: number | null): void;
}

const searchRow = (entry: CatalogueEntry): TokenSearchResult => ({
  symbol: entry.symbol,
  name: entry.name,
  category: 'layer-1',
  source: 'catalogue',
  isMeme: false,
  verified: true,
  rank: 1,
  price: null,
  change24h: null,
  sourceDetails: { platform: entry.platform },
});

export async function startMovableMarket(quotes: Record<string, TokenData>, catalogue: CatalogueEntry[]): Promise<MovableMarket> {
  const state: { failWith: number | null } = { failWith: null };
  const server = await serve((req, body, res) => {
    const check = verified('market', req, body);
    if (!check.ok) return problem(res, 401, 'Invalid gateway signature');
    const { pathname, searchParams } = check.url;
    if (pathname === '/api/token/data') {
      if (state.failWith !== null) return problem(res, state.failWith, 'Market unavailable');
      const quote = quotes[(searchParams.get('symbol') ?? '').toUpperCase()];
      return quote ? json(res, 200, quote) : problem(res, 404, 'Token not found');
    }
    if (pathname === '/api/tokens/search') {
      const q = (searchParams.get('q') ?? '').toUpperCase();
      return json(res, 200, { success: true, results: catalogue.filter((t) => t.symbol.startsWith(q)).map(searchRow) });
    }
    if (pathname === '/api/tokens/categories')
      return json(res, 200, { success: true, categories: [], popular: catalogue.map((t) => t.symbol) });
    return problem(res, 404, 'Not found');
  });
  return {
    ...server,
    quotes,
    fail: (status) => {
      state.failWith = status;
    },
  };
}

/** Accounts' `GET /api/users/me` (premium for everyone here) and `GET /api/users/me/settings` per user. */
export function startAccountsWithSettings(settings: Record<string, Partial<UserSettings>>): Promise<StandIn> {
  return serve((req, body, res) => {
    const check = verified('accounts', req, body);
    if (!check.ok) return problem(res, 401, 'Invalid gateway signature');
    if (!check.identity) return problem(res, 401, 'User not authenticated');
    const userId = check.identity.userId;
    if (check.url.pathname === '/api/users/me/settings')
      return json(res, 200, { ...defaultUserSettings, emailUpdatesConsentAt: null, updatedAt: null, ...settings[userId] });
    if (check.url.pathname !== '/api/users/me') return problem(res, 404, 'Not found');
    const user: User = {
      id: `row-${userId}`,
      clerk_id: userId,
      email: check.identity.email || null,
      plan: 'premium',
      plan_status: 'active',
      is_premium: true,
      subscription_expires_at: new Date(Date.now() + 30 * 24 * 3600_000).toISOString(),
      created_at: '2025-01-01T00:00:00.000Z',
    };
    return json(res, 200, user);
  });
}
