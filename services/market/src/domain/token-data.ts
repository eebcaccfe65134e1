import type { TokenData } from '@chainscribe/contracts';
import type { Catalogue } from './catalogue.ts';
import type {
  CachedQuote,
  CoinGeckoPort,
  DexScreenerPort,
  DomainLogger,
  MarketSnapshot,
  Quote,
  QuoteCache,
  SnapshotFigures,
} from './ports.ts';
import { sentimentFromChange } from './sentiment.ts';
import { createSingleFlight } from './single-flight.ts';
import { lookUpQuote } from './upstream-lookup.ts';

export interface TokenDataDeps {
  catalogue: Catalogue;
  /** Null when switched off (offline, or an empty base URL). */
  coingecko: CoinGeckoPort | null;
  dexscreener: DexScreenerPort | null;
  cache: QuoteCache;
  /** The bundled dated snapshot, answered when no upstream can; null when config does not allow it. */
  snapshot: MarketSnapshot | null;
  logger: DomainLogger;
  /** Told about every fresh quote, so search rows can show it. */
  onQuote?: (symbol: string, quote: Quote) => void;
  sleep?: (ms: number) => Promise<void>;
  ttl: {
    /** Fresh figures, and "nobody knows this token". */
    quoteSeconds: number;
    /** "Upstream could not be reached": short, so a recovered upstream is asked again soon. */
    unavailableSeconds: number;
    /** How long another replica's fetch is waited for before asking upstream ourselves. */
    lockMs: number;
    coinGeckoIdSeconds: number;
  };
}

/** Labelled as a snapshot with its own date, so no reader mistakes it for a current price. */
function fromSnapshot(symbol: string, name: string | null, taken: SnapshotFigures, lastKnownAt: string | null): TokenData {
  return {
    symbol,
    name,
    price: taken.price,
    change24h: taken.change24h,
    marketCap: taken.marketCap,
    volume24h: taken.volume24h,
    // Sentiment is derived from a live 24h change; an old day's move says nothing about today.
    sentiment: null,
    status: 'snapshot',
    source: 'snapshot',
    asOf: taken.asOf,
    lastKnownAt,
    fullyDilutedValuation: taken.fullyDilutedValuation,
    circulatingSupply: taken.circulatingSupply,
  };
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const PEER_POLL_MS = 100;

/**
 * Call 7. Order: short-lived cache, then one fetch per symbol (coalesced in this process, leased
 * across replicas through the cache), CoinGecko first and DexScreener for tokens CoinGecko lacks.
 * Figures are only ever what an upstream reported: live, or, when no upstream can answer and config
 * allows it, the bundled snapshot's dated figures labelled `snapshot`. Otherwise the answer says
 * `unavailable` and when figures were last known, and keeps every figure null.
 */
export function createTokenDataService(deps: TokenDataDeps) {
  const flights = createSingleFlight<TokenData>();
  const sleep = deps.sleep ?? defaultSleep;
  const online = deps.coingecko !== null || deps.dexscreener !== null;

  function nameOf(symbol: string, quote: Quote | null): string | null {
    return deps.catalogue.find(symbol)?.name ?? quote?.name ?? null;
  }

  function fromQuote(symbol: string, quote: Quote, status: 'live' | 'cached'): TokenData {
    return {
      symbol,
      name: nameOf(symbol, quote),
      price: quote.price,
      change24h: quote.change24h,
      marketCap: quote.marketCap,
      volume24h: quote.volume24h,
      sentiment: sentimentFromChange(quote.change24h, quote.source),
      status,
      source: quote.source,
      asOf: quote.observedAt,
      lastKnownAt: quote.observedAt,
    };
  }

  async function unavailable(symbol: string): Promise<TokenData> {
    const taken = deps.snapshot?.find(symbol);
    if (taken) return fromSnapshot(symbol, nameOf(symbol, null), taken, await deps.cache.lastKnownAt(symbol));
    return {
      symbol,
      name: nameOf(symbol, null),
      price: null,
      change24h: null,
      marketCap: null,
      volume24h: null,
      sentiment: null,
      status: 'unavailable',
      source: null,
      asOf: null,
      lastKnownAt: await deps.cache.lastKnownAt(symbol),
    };
  }

  function fromCache(symbol: string, entry: CachedQuote): Promise<TokenData> | TokenData {
    return entry.kind === 'quote' ? fromQuote(symbol, entry.quote, 'cached') : unavailable(symbol);
  }

  /** Another replica holds the lease: wait for its result to land in the cache, briefly. */
  async function awaitPeer(symbol: string): Promise<TokenData | null> {
    for (let waited = 0; waited < deps.ttl.lockMs; waited += PEER_POLL_MS) {
      await sleep(PEER_POLL_MS);
      const entry = await deps.cache.read(symbol);
      if (entry) return fromCache(symbol, entry);
    }
    return null;
  }

  async function refresh(symbol: string): Promise<TokenData> {
    const lease = await deps.cache.lock(symbol, deps.ttl.lockMs);
    if (!lease) {
      const fromPeer = await awaitPeer(symbol);
      if (fromPeer) return fromPeer;
    }
    try {
      // A fetch that finished between our cache miss and this point (here or on a peer) has
      // already stored its answer: serve that instead of asking upstream again.
      const landed = await deps.cache.read(symbol);
      if (landed) return await fromCache(symbol, landed);
      const { quote, answered } = await lookUpQuote(deps, symbol);
      if (quote) {
        await deps.cache.store(symbol, { kind: 'quote', quote }, deps.ttl.quoteSeconds);
        deps.onQuote?.(symbol, quote);
        return fromQuote(symbol, quote, 'live');
      }
      await deps.cache.store(symbol, { kind: 'none' }, answered ? deps.ttl.quoteSeconds : deps.ttl.unavailableSeconds);
      return await unavailable(symbol);
    } finally {
      await lease?.release();
    }
  }

  return {
    async get(symbol: string): Promise<TokenData> {
      if (!online) return unavailable(symbol);
      const cached = await deps.cache.read(symbol);
      if (cached) return fromCache(symbol, cached);
      return flights.run(symbol, () => refresh(symbol));
    },
  };
}
export type TokenDataService = ReturnType<typeof createTokenDataService>;
