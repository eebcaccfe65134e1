import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  generateThread,
  libraryItemSchema,
  libraryPageSchema,
  lintResultSchema,
  problemSchema,
  recheckResponseSchema,
  type GenerateThreadResponse,
  type TokenData,
} from '@chainscribe/contracts';
import { identityOf, startGenerationSystem, type GenerationSystem } from './support/generation-system.ts';
import { libraryClient } from './support/library-client.ts';
import { startAccountsWithSettings, startMovableMarket, type MovableMarket } from './support/trust-stand-ins.ts';
import type { StandIn } from './support/stand-ins.ts';

// Issue 22 through the API: cited figures on generated threads and library items, the re-check of
// stale figures, and the compliance lint, with real Kafka, MongoDB-wire and Redis.

const HOUR = 3600_000;
const solQuote = (price: number, asOf: string): TokenData => ({
  symbol: 'SOL',
  name: 'Solana',
  price,
  change24h: 3.21,
  marketCap: 91_234_567_890,
  volume24h: 4_500_000_000,
  sentiment: null,
  status: 'live',
  source: 'coingecko',
  asOf,
  lastKnownAt: asOf,
});
const catalogue = [
  { symbol: 'SOL', name: 'Solana', platform: 'Solana' },
  { symbol: 'ETH', name: 'Ethereum', platform: 'Ethereum' },
  { symbol: 'BTC', name: 'Bitcoin', platform: 'Bitcoin' },
];

const writer = identityOf('trust-writer');
const careful = identityOf('trust-careful');

// Dollar amounts and percentages as a reader sees them: each must be covered by a citation.
const MONEY_OR_PERCENT = /\$\d[\d,]*(?:\.\d+)?[KMBT]?|[+-]?\d+(?:\.\d+)?%/g;

describe('cited figures, re-check and lint (issue 22)', () => {
  let sys: GenerationSystem;
  let market: MovableMarket;
  let accounts: StandIn;
  const library = () => libraryClient(sys);

  beforeAll(async () => {
    market = await startMovableMarket({ SOL: solQuote(187.42, new Date(Date.now() - HOUR).toISOString()) }, catalogue);
    accounts = await startAccountsWithSettings({ [careful.userId]: { notFinancialAdvice: true } });
    sys = await startGenerationSystem('gen-trust', { env: { MARKET_URL: market.url, ACCOUNTS_URL: accounts.url } });
  });
  afterAll(async () => {
    await sys?.stop();
    await market?.close();
    await accounts?.close();
  });

  async function tokenThread(): Promise<GenerateThreadResponse> {
    const res = await sys.call('POST', generateThread.path, {
      identity: writer,
      body: { options: { threadType: 'token', tokenSymbol: 'SOL', threadLength: 5, includePrice: true, tonePreset: 'educational' } },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return generateThread.response.parse(res.body);
  }

  it('when a token thread with price is generated, then every figure in it is cited with source, value and read time', async () => {
    const body = await tokenThread();
    expect(body.unverifiedFigures).toEqual([]);
    expect(body.citations.map((c) => c.kind)).toContain('price');
    for (const c of body.citations) expect(body.thread[c.tweet]?.slice(c.start, c.end)).toBe(c.text);
    body.thread.forEach((text, tweet) => {
      for (const m of text.matchAll(MONEY_OR_PERCENT)) {
        const covered = body.citations.some((c) => c.tweet === tweet && c.start <= m.index && c.end >= m.index + m[0].length);
        expect(covered, `"${m[0]}" in tweet ${tweet + 1} is cited`).toBe(true);
      }
    });
    const price = body.citations.find((c) => c.kind === 'price');
    expect(price).toMatchObject({ source: 'CoinGecko', value: 187.42, snapshot: false, readAt: market.quotes.SOL?.asOf });

    // Stored with the library item: opening it answers the same citations and the lint of its text.
    const opened = await library().call('GET', `/api/library/${body.threadId ?? ''}`, writer);
    const item = libraryItemSchema.parse(opened.json);
    expect(item.citations).toEqual(body.citations);
    expect(item.lint).toMatchObject({ skipped: [] });
    // List pages leave figures and lint to the item's own answer.
    const page = libraryPageSchema.parse((await library().call('GET', '/api/library?kind=thread', writer)).json);
    expect(page.items.find((i) => i.id === item.id)).toMatchObject({ citations: [], unverifiedFigures: [], lint: null });
  });

  it('when a cited figure is older than 15 minutes and moved more than 2 %, then the re-check shows old and new and the updated text cites the new read', async () => {
    market.quotes.SOL = solQuote(187.42, new Date(Date.now() - HOUR).toISOString());
    const body = await tokenThread();
    const id = body.threadId ?? '';
    market.quotes.SOL = solQuote(196.79, new Date().toISOString());
    const asked = market.requests.length;

    const res = await library().call('POST', `/api/library/${id}/recheck`, writer);
    expect(res.status, res.text).toBe(200);
    const recheck = recheckResponseSchema.parse(res.json);
    expect(market.requests.slice(asked).map((r) => r.url)).toEqual(['/api/token/data?symbol=SOL']);
    expect(recheck.symbols).toEqual(['SOL']);
    const moved = recheck.moved.find((m) => m.kind === 'price');
    expect(moved).toMatchObject({ oldText: '$187.42', newText: '$196.79', oldValue: 187.42, newValue: 196.79 });
    expect(moved?.change).toBeCloseTo(0.05, 3);
    expect(moved?.replacement).toContain('$196.79');
    expect(moved?.replacement).not.toContain('$187.42');
    // Unmoved figures (the 24h change, the market cap) are not offered.
    expect(recheck.moved.every((m) => m.kind === 'price')).toBe(true);

    // One click: the tweet replaced and saved; its figures now cite the fresh read.
    const tweets = body.thread.map((t, i) => (i === moved?.tweet ? moved.replacement : t));
    const saved = libraryItemSchema.parse((await library().patch(writer, id, 1, { tweets })).json);
    const cited = saved.citations.find((c) => c.kind === 'price' && c.tweet === moved?.tweet);
    expect(cited).toMatchObject({ text: '$196.79', value: 196.79, readAt: market.quotes.SOL?.asOf });
    expect(saved.unverifiedFigures).toEqual([]);

    // Read a moment ago: nothing is asked again.
    const again = await library().call('POST', `/api/library/${id}/recheck`, writer);
    expect(recheckResponseSchema.parse(again.json).moved).toEqual([]);
  });

  it('when the market cannot answer the re-check, then it is a 503 with a clear message and the item is unchanged', async () => {
    market.quotes.SOL = solQuote(187.42, new Date(Date.now() - HOUR).toISOString());
    const body = await tokenThread();
    market.fail(503);
    try {
      const res = await library().call('POST', `/api/library/${body.threadId ?? ''}/recheck`, writer);
      expect(res.status).toBe(503);
      expect(problemSchema.parse(res.json).error).toBe('Market data could not be re-checked right now. Try again in a moment.');
    } finally {
      market.fail(null);
    }
    const item = libraryItemSchema.parse((await library().call('GET', `/api/library/${body.threadId ?? ''}`, writer)).json);
    expect(item.tweets).toEqual(body.thread);
    expect(item.version).toBe(1);
  });

  it('when text is linted, then each rule finds its problem with span, why and fix, and the user setting decides the NFA line', async () => {
    const tweets = [
      '#ad-free take: $S0L is guaranteed to 100x',
      'Claim your airdrop at https://phantom-airdrop.xyz/claim',
      '$SOL at $187.42',
    ];
    const asked = await library().call('POST', '/api/lint', careful, { body: { tweets, symbol: 'SOL', sponsored: true } });
    expect(asked.status, asked.text).toBe(200);
    const result = lintResultSchema.parse(asked.json);
    expect(result.skipped).toEqual([]);
    expect([...new Set(result.findings.map((f) => f.rule))].sort()).toEqual([
      'missing-disclosure',
      'missing-nfa',
      'phishing-link',
      'return-promise',
      'token-mismatch',
    ]);
    const lookalike = result.findings.find((f) => f.rule === 'token-mismatch');
    expect(lookalike).toMatchObject({ severity: 'danger', fix: { text: '$SOL' } });

    // The same text from a user whose setting is off: no NFA finding.
    const other = lintResultSchema.parse((await library().call('POST', '/api/lint', writer, { body: { tweets, symbol: 'SOL' } })).json);
    expect(other.findings.map((f) => f.rule)).not.toContain('missing-nfa');
    expect(other.findings.map((f) => f.rule)).not.toContain('missing-disclosure');
  });

  it('when a library item is marked sponsored, then its answer carries the disclosure finding until the text discloses it', async () => {
    const draft = await library().create(writer, { tweets: ['Meet the new $SOL wallet'], symbol: 'SOL' });
    expect(draft.lint?.findings).toEqual([]);
    const marked = libraryItemSchema.parse((await library().patch(writer, draft.id, 1, { sponsored: true })).json);
    expect(marked.sponsored).toBe(true);
    expect(marked.lint?.findings.map((f) => f.rule)).toEqual(['missing-disclosure']);
    const disclosed = libraryItemSchema.parse(
      (await library().patch(writer, draft.id, 2, { tweets: ['#ad Meet the new $SOL wallet'] })).json,
    );
    expect(disclosed.lint?.findings).toEqual([]);
  });

  it('when the lint body is wrong, then it is a 400 problem naming the field', async () => {
    const res = await library().call('POST', '/api/lint', writer, { body: { tweets: [] } });
    expect(res.status).toBe(400);
    expect(problemSchema.parse(res.json).error).toContain('Send at least one tweet');
  });
});
