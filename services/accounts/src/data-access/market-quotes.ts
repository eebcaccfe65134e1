import { getTokenData, paymentCurrencies, type PaymentCurrency } from '@chainscribe/contracts';
import { signIdentity, type Logger } from '@chainscribe/service-kit';

export interface Quote {
  currency: PaymentCurrency;
  /** How much of the coin pays the USD price; null when no live rate is known. */
  amount: number | null;
  rate: number | null;
  source: string | null;
  asOf: string | null;
}

/** The market service, asked service-to-service (signed like the gateway would). */
const serviceIdentity = { userId: 'service:accounts', email: '', sessionId: 'service' };

/** Quotes each accepted coin for a USD price from the market service's live data; never guesses. */
export function createMarketQuotes(options: { marketUrl: string; internalKey: string; logger: Logger }) {
  async function rate(currency: PaymentCurrency) {
    const path = getTokenData.path;
    const url = new URL(path, options.marketUrl);
    url.searchParams.set('symbol', currency);
    const res = await fetch(url, { headers: signIdentity(options.internalKey, { method: 'GET', path }, serviceIdentity), signal: AbortSignal.timeout(2500) });
    if (!res.ok) throw new Error(`market answered ${res.status}`);
    return getTokenData.response.parse(await res.json());
  }
  return {
    async quote(usd: number): Promise<Quote[]> {
      return Promise.all(
        paymentCurrencies.map(async (currency) => {
          try {
            const data = await rate(currency);
            if (!data.price) return { currency, amount: null, rate: null, source: null, asOf: null };
            const decimals = data.price >= 1000 ? 8 : data.price >= 10 ? 6 : 4;
            return { currency, amount: Number((usd / data.price).toFixed(decimals)), rate: data.price, source: data.source, asOf: data.asOf };
          } catch (err) {
            options.logger.debug({ currency, err: (err as Error).message }, 'no live rate for checkout quote');
            return { currency, amount: null, rate: null, source: null, asOf: null };
          }
        }),
      );
    },
  };
}

export type MarketQuotes = ReturnType<typeof createMarketQuotes>;
