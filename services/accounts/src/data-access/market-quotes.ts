import { getTokenData, paymentCurrencies, type PaymentCurrency } from '@chainscribe/contracts';
import { callService, type Logger } from '@chainscribe/service-kit';

export interface Quote {
  currency: PaymentCurrency;
  /** How much of the coin pays the USD price; null when the market knows no price at all. */
  amount: number | null;
  rate: number | null;
  source: string | null;
  asOf: string | null;
  /** false: the price is the market's bundled dated snapshot, shown as an estimate with its date, never paid by. */
  live: boolean;
}

/**
 * Quotes each accepted coin for a USD price from the market service: live or cached figures, or
 * offline the bundled dated snapshot, marked `live: false` so the page labels it with its date and
 * no payment takes it as the rate (issue 27). Never guesses.
 */
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
          if (!answer.ok || !answer.data.price) return { currency, amount: null, rate: null, source: null, asOf: null, live: false };
          const live = answer.data.status === 'live' || answer.data.status === 'cached';
          const price = answer.data.price;
          const decimals = price >= 1000 ? 8 : price >= 10 ? 6 : 4;
          return {
            currency,
            amount: Number((usd / price).toFixed(decimals)),
            rate: price,
            source: answer.data.source,
            asOf: answer.data.asOf,
            live,
          };
        }),
      );
    },
  };
}

export type MarketQuotes = ReturnType<typeof createMarketQuotes>;
