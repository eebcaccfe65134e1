import type { CoinGeckoPort, Quote } from './ports.ts';
import type { TokenDataDeps } from './token-data.ts';

type LookupDeps = Pick<TokenDataDeps, 'catalogue' | 'coingecko' | 'dexscreener' | 'cache' | 'logger' | 'ttl'>;

export interface LookupResult {
  quote: Quote | null;
  /** False when an upstream that might know the token could not be reached. */
  answered: boolean;
}

async function coinGeckoIdFor(deps: LookupDeps, symbol: string, coingecko: CoinGeckoPort): Promise<{ id: string; name: string } | null> {
  const remembered = await deps.cache.readCoinGeckoId(symbol);
  if (remembered !== undefined) return remembered;
  const found = await coingecko.findBySymbol(symbol);
  await deps.cache.storeCoinGeckoId(symbol, found, deps.ttl.coinGeckoIdSeconds);
  return found;
}

async function fromCoinGecko(deps: LookupDeps, symbol: string, coingecko: CoinGeckoPort): Promise<Quote | null> {
  const listedId = deps.catalogue.find(symbol)?.coingeckoId ?? null;
  if (listedId) {
    const quote = await coingecko.marketQuote(listedId);
    if (quote) return quote;
  }
  // Not listed, or the listed id has no market (delisted, renamed): ask CoinGecko who has the ticker.
  const found = await coinGeckoIdFor(deps, symbol, coingecko);
  if (!found || found.id === listedId) return null;
  const quote = await coingecko.marketQuote(found.id);
  return quote && { ...quote, name: quote.name ?? found.name };
}

/**
 * One symbol's quote from upstream: CoinGecko first (the catalogue's id, else the id CoinGecko
 * gives the ticker), DexScreener for tokens CoinGecko lacks.
 */
export async function lookUpQuote(deps: LookupDeps, symbol: string): Promise<LookupResult> {
  let coinGeckoFailed = false;
  if (deps.coingecko) {
    try {
      const quote = await fromCoinGecko(deps, symbol, deps.coingecko);
      if (quote) return { quote, answered: true };
    } catch (err) {
      coinGeckoFailed = true;
      deps.logger.warn({ symbol, err: (err as Error).message }, 'CoinGecko unavailable');
    }
  }
  // A catalogue token CoinGecko prices is never priced from a DEX pair that merely shares its
  // ticker while CoinGecko is down: that could be another token's price.
  const listedOnCoinGecko = Boolean(deps.catalogue.find(symbol)?.coingeckoId);
  if (deps.dexscreener && !(coinGeckoFailed && listedOnCoinGecko)) {
    try {
      return { quote: await deps.dexscreener.quoteBySymbol(symbol), answered: !coinGeckoFailed };
    } catch (err) {
      deps.logger.warn({ symbol, err: (err as Error).message }, 'DexScreener unavailable');
      return { quote: null, answered: false };
    }
  }
  return { quote: null, answered: !coinGeckoFailed };
}
