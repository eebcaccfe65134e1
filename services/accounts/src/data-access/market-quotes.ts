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
  return {
    async quote(usd: number): Promise<Quote[]> {
      return Promise.all(
        paymentCurrencies.map(async (currency): Promise<Quote> => {
          const answer = await callService({
            baseUrl: options.marketUrl,
            internalKey: options.internalKey,
            call: getTokenData,
            query: { symbol: currency },
            timeoutMs: 2500,
          });
          if (!answer.ok)
            options.logger.debug({ currency, status: answer.status, reason: answer.reason }, 'no live rate for checkout quote');
          // A bundled snapshot's price is days old: never a rate someone pays by.
          const current = answer.ok && (answer.data.status === 'live' || answer.data.status === 'cached');
          if (!answer.ok || !current || !answer.data.price) return { currency, amount: null, rate: null, source: null, asOf: null };
          const price = answer.data.price;
          const decimals = price >= 1000 ? 8 : price >= 10 ? 6 : 4;
          return {
            currency,
            amount: Number((usd / price).toFixed(decimals)),
            rate: price,
            source: answer.data.source,
            asOf: answer.data.asOf,
          };
        }),
      );
    },
  };
}

export type MarketQuotes = ReturnType<typeof createMarketQuotes>;
