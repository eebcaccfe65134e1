import { getTokenData, paymentCurrencies, type PaymentCurrency } from '@chainscribe/contracts';
import { callService, type Logger } from '@chainscribe/service-kit';

export interface Quote {
  currency: PaymentCurrency;
  /** How much of the coin pays the USD price; null when no live rate is known. */
  amount: number | null;
  rate: number | null;
  source: string | null;
  asOf: string | null;
}

/** Quotes each accepted coin for a USD price from the market service's live data; never guesses. */
export function createMarketQuotes(options: { marketUrl: string; internalKey: string; logger: Logger }) {
  async function rate(currency: PaymentCurrency) {
    const answer = await callService({ baseUrl: options.marketUrl, internalKey: options.internalKey, call: getTokenData, query: { symbol: currency }, timeoutMs: 2500 });
    if (!answer.ok) throw new Error(answer.reason);
    return answer.data;
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
