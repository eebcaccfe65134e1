import type { PlanId, TokenData, User } from '@chainscribe/contracts';
import { verifyIdentity } from '@chainscribe/service-kit';
import { json, serve, testInternalKeys, type StandIn } from '@chainscribe/service-kit/testing';

export type { StandIn };

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
  ETH: {
    symbol: 'ETH',
    name: 'Ethereum',
    price: 3120.5,
    change24h: -1.75,
    marketCap: 375_000_000_000,
    volume24h: 15_200_000_000,
    sentiment: null,
    status: 'cached',
    source: 'coingecko',
    asOf: MARKET_AS_OF,
    lastKnownAt: MARKET_AS_OF,
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

/**
 * The market service's call 7 as documented in packages/contracts/src/http/market.ts. It checks
 * the service-to-service signature the real one would check.
 */
export function startMarketStandIn(quotes: Record<string, TokenData> = marketQuotes): Promise<StandIn> {
  return serve((req, body, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    try {
      verifyIdentity(req.headers, { method: req.method ?? 'GET', target: req.url ?? '/', body }, { key: testInternalKeys.market });
    } catch {
      return json(
        res,
        401,
        { type: 'about:blank', title: 'Unauthorized', status: 401, error: 'Invalid gateway signature' },
        'application/problem+json',
      );
    }
    if (req.method !== 'GET' || url.pathname !== '/api/token/data') return json(res, 404, { error: 'Not found' });
    const quote = quotes[(url.searchParams.get('symbol') ?? '').toUpperCase()];
    if (!quote)
      return json(res, 404, { type: 'about:blank', title: 'Not Found', status: 404, error: 'Token not found' }, 'application/problem+json');
    return json(res, 200, quote);
  });
}

/**
 * Accounts' `GET /api/users/me` (packages/contracts/src/http/accounts.ts) with the signature the
 * real one checks. Users not in `plans` are free; a plan can change while the stand-in runs.
 */
export function startAccountsStandIn(plans: Map<string, PlanId> = new Map()): Promise<StandIn> {
  return serve((req, body, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    let identity;
    try {
      identity = verifyIdentity(
        req.headers,
        { method: req.method ?? 'GET', target: req.url ?? '/', body },
        { key: testInternalKeys.accounts },
      );
    } catch {
      return json(
        res,
        401,
        { type: 'about:blank', title: 'Unauthorized', status: 401, error: 'Invalid gateway signature' },
        'application/problem+json',
      );
    }
    if (!identity || req.method !== 'GET' || url.pathname !== '/api/users/me') return json(res, 404, { error: 'Not found' });
    const plan = plans.get(identity.userId) ?? 'free';
    const user: User = {
      id: `row-${identity.userId}`,
      clerk_id: identity.userId,
      email: identity.email || null,
      plan,
      plan_status: plan === 'premium' ? 'active' : 'free',
      is_premium: plan === 'premium',
      subscription_expires_at: plan === 'premium' ? '2099-01-01T00:00:00.000Z' : null,
      created_at: '2025-01-01T00:00:00.000Z',
    };
    return json(res, 200, user);
  });
}

export { startChatCompletionsStandIn as startLlmStandIn, type CompletionReply } from '@chainscribe/service-kit/testing';

const hoursAgo = (h: number) => new Date(Date.now() - h * 3600_000);

export const rssFeed = () => `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>Stand-in Crypto Wire</title>
    <link>https://wire.example/</link>
    <atom:link href="https://wire.example/feed.xml" rel="self" type="application/rss+xml"/>
    <item>
      <title><![CDATA[EigenLayer operators prepare for slashing &amp; new AVSs]]></title>
      <link>https://wire.example/eigenlayer-slashing</link>
      <pubDate>${hoursAgo(3).toUTCString()}</pubDate>
      <description><![CDATA[<p>Restaking operators review <b>slashing</b> conditions.</p>]]></description>
    </item>
    <item>
      <title>Local bakery wins bread award</title>
      <link>https://wire.example/bakery</link>
      <pubDate>${hoursAgo(5).toUTCString()}</pubDate>
      <description>Sourdough, again.</description>
    </item>
    <item>
      <title>Restaking protocol published an audit two months ago</title>
      <link>https://wire.example/old-restaking-audit</link>
      <pubDate>${hoursAgo(24 * 60).toUTCString()}</pubDate>
    </item>
  </channel>
</rss>`;

export const atomFeed = () => `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom">
  <title type="text">Stand-in Research Journal</title>
  <id>urn:uuid:stand-in</id>
  <updated>${hoursAgo(1).toISOString()}</updated>
  <entry>
    <title type="html">Liquid restaking tokens &lt;em&gt;explained&lt;/em&gt;</title>
    <link rel="alternate" href="https://journal.example/lrt-explained"/>
    <id>urn:uuid:lrt</id>
    <published>${hoursAgo(2).toISOString()}</published>
    <summary>How LRTs wrap restaked ETH.</summary>
  </entry>
  <entry>
    <title>Gardening tips for spring</title>
    <link href="https://journal.example/gardening"/>
    <id>urn:uuid:garden</id>
    <updated>${hoursAgo(4).toISOString()}</updated>
  </entry>
</feed>`;

/** Feeds in RSS 2.0 and Atom, plus a broken one. */
export function startFeedStandIn(): Promise<StandIn> {
  return serve((req, _body, res) => {
    if (req.url === '/wire.rss') {
      res.writeHead(200, { 'content-type': 'application/rss+xml' });
      return void res.end(rssFeed());
    }
    if (req.url === '/journal.atom') {
      res.writeHead(200, { 'content-type': 'application/atom+xml' });
      return void res.end(atomFeed());
    }
    res.writeHead(503, { 'content-type': 'text/plain' });
    res.end('down for maintenance');
  });
}
