import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TokenData, TopicResearch, User } from '@chainscribe/contracts';
import { verifyIdentity, type KeyedService } from '@chainscribe/service-kit';
import { json, serve, testInternalKeys, type StandIn } from '@chainscribe/service-kit/testing';

export { json, serve, type StandIn };

/**
 * Local servers speaking the documented wire formats of what the generation service calls: the
 * accounts, market and research services (our contracts, signature checked like the real ones),
 * X's oEmbed endpoint and an OpenAI-compatible chat-completions server.
 */

const problem = (res: ServerResponse, status: number, error: string) =>
  json(res, status, { type: 'about:blank', title: 'Error', status, error }, 'application/problem+json');

/** Answers 401 unless the request is signed with this service's own key (as the real one checks); returns the identity. */
function signed(service: KeyedService, req: IncomingMessage, body: string, res: ServerResponse) {
  const url = new URL(req.url ?? '/', 'http://stand-in');
  try {
    return {
      ok: true as const,
      identity: verifyIdentity(
        req.headers,
        { method: req.method ?? 'GET', target: req.url ?? '/', body },
        { key: testInternalKeys[service] },
      ),
      url,
    };
  } catch {
    problem(res, 401, 'Invalid gateway signature');
    return { ok: false as const };
  }
}

export const MARKET_AS_OF = '2025-01-15T10:00:00.000Z';

export const marketQuotes: Record<string, TokenData> = {
  SOL: {
    symbol: 'SOL',
    name: 'Solana',
    price: 187.42,
    change24h: 3.21,
    marketCap: 91_234_567_890,
    volume24h: 4_500_000_000,
    sentiment: { label: 'bullish', score: 0.4, source: 'CoinGecko community votes' },
    status: 'live',
    source: 'coingecko',
    asOf: MARKET_AS_OF,
    lastKnownAt: MARKET_AS_OF,
  },
  // The market's answer when its upstreams are down and its bundled snapshot holds the token.
  BTC: {
    symbol: 'BTC',
    name: 'Bitcoin',
    price: 96518,
    change24h: 2.3665,
    marketCap: 1_916_585_996_993,
    volume24h: 30_334_935_517,
    sentiment: null,
    status: 'snapshot',
    source: 'snapshot',
    asOf: '2025-05-02T00:10:25.889Z',
    lastKnownAt: null,
    fullyDilutedValuation: 1_916_585_996_993,
    circulatingSupply: 19_858_746,
  },
  PEPE: {
    symbol: 'PEPE',
    name: 'Pepe',
    price: null,
    change24h: null,
    marketCap: null,
    volume24h: null,
    sentiment: null,
    status: 'unavailable',
    source: null,
    asOf: null,
    lastKnownAt: '2025-01-14T08:00:00.000Z',
  },
};

/** The market service's call 7 (packages/contracts/src/http/market.ts). */
export function startMarketStandIn(quotes: Record<string, TokenData> = marketQuotes): Promise<StandIn> {
  return serve((req, body, res) => {
    const check = signed('market', req, body, res);
    if (!check.ok) return;
    if (req.method !== 'GET' || check.url.pathname !== '/api/token/data') return problem(res, 404, 'Not found');
    const quote = quotes[(check.url.searchParams.get('symbol') ?? '').toUpperCase()];
    if (!quote) return problem(res, 404, 'Token not found');
    return json(res, 200, quote);
  });
}

export const restakingResearchAnswer: TopicResearch = {
  summary:
    "Restaking lets staked ETH secure additional services, extending Ethereum's economic security to new protocols in exchange for extra rewards and extra slashing risk.",
  trending_hashtags: ['#Restaking', '#EigenLayer', '#Ethereum'],
  key_points: [
    'Restaking reuses staked ETH to secure Actively Validated Services (AVSs) such as oracles, bridges and data-availability layers.',
    "Extra rewards come with extra risk: operators can be slashed by each service they opt into, on top of Ethereum's own rules.",
    'SOL trades at $187.42 (+3.21% in 24h) according to CoinGecko, as of 2025-01-15 10:00 UTC.',
  ],
  recent_news: [],
  suggested_mentions: ['sreeramkannan', 'ether_fi'],
  current_trends: ['Slashing and operator accountability as restaking matures'],
  optimal_timing: 'Weekdays 13:00–16:00 UTC',
};

/** The research service's call 11 (packages/contracts/src/http/research.ts); it needs a user identity. */
export function startResearchStandIn(answer: TopicResearch = restakingResearchAnswer): Promise<StandIn> {
  return serve((req, body, res) => {
    const check = signed('research', req, body, res);
    if (!check.ok) return;
    if (!check.identity) return problem(res, 401, 'User not authenticated');
    if (req.method !== 'POST' || check.url.pathname !== '/api/tweet/research') return problem(res, 404, 'Not found');
    return json(res, 200, answer);
  });
}

/** Accounts' GET /api/users/me; `plans` maps user ids to what accounts would answer. */
export function startAccountsStandIn(plans: Record<string, Partial<User>> = {}): Promise<StandIn> {
  return serve((req, body, res) => {
    const check = signed('accounts', req, body, res);
    if (!check.ok) return;
    if (!check.identity) return problem(res, 401, 'User not authenticated');
    if (req.method !== 'GET' || check.url.pathname !== '/api/users/me') return problem(res, 404, 'Not found');
    const user: User = {
      id: `row-${check.identity.userId}`,
      clerk_id: check.identity.userId,
      email: check.identity.email || null,
      plan: 'free',
      plan_status: 'free',
      is_premium: false,
      subscription_expires_at: null,
      created_at: '2025-01-01T00:00:00.000Z',
      ...plans[check.identity.userId],
    };
    return json(res, 200, user);
  });
}

/** X's oEmbed endpoint (GET ?url=…), answering the documented JSON for the posts it knows. */
export function startOembedStandIn(posts: Record<string, { text: string; author: string; handle: string }>): Promise<StandIn> {
  return serve((req, _body, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const postUrl = url.searchParams.get('url') ?? '';
    const post = posts[postUrl];
    if (!post) return json(res, 404, { error: 'Not Found' });
    const escaped = post.text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/'/g, '&#39;');
    return json(res, 200, {
      url: postUrl,
      author_name: post.author,
      author_url: `https://twitter.com/${post.handle}`,
      html: `<blockquote class="twitter-tweet"><p lang="en" dir="ltr">${escaped}</p>&mdash; ${post.author} (@${post.handle}) <a href="${postUrl}">January 14, 2025</a></blockquote>\n`,
      width: 550,
      height: null,
      type: 'rich',
      cache_age: '3153600000',
      provider_name: 'Twitter',
      provider_url: 'https://twitter.com',
      version: '1.0',
    });
  });
}

export { startChatCompletionsStandIn as startChatStandIn, type CompletionReply } from '@chainscribe/service-kit/testing';
