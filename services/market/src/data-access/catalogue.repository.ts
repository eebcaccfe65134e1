import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { tokenSearchResultSchema } from '@chainscribe/contracts';

/** One row of the bundled token list (see services/market/README.md for where each field comes from). */
export interface CatalogueToken {
  symbol: string;
  name: string;
  category: string;
  /** Market-cap rank from the registry snapshot; null when it gave none. */
  rank: number | null;
  isMeme: boolean;
  verified: boolean;
  platform: string | null;
  source: 'catalogue';
  /** Used to ask CoinGecko for prices; null sends the lookup through CoinGecko's search. */
  coingeckoId: string | null;
}

export interface Catalogue {
  categories: readonly { id: string; name: string }[];
  popular: readonly string[];
  tokens: readonly CatalogueToken[];
  find(symbol: string): CatalogueToken | undefined;
}

export function createCatalogue(data: Omit<Catalogue, 'find'>): Catalogue {
  const bySymbol = new Map(data.tokens.map((token) => [token.symbol, token]));
  return { ...data, find: (symbol) => bySymbol.get(symbol.toUpperCase()) };
}

const row = tokenSearchResultSchema.shape;

// Checked against the contract's own field limits at start-up, so a bad regeneration fails fast
// instead of producing search rows the response schema would reject.
const catalogueFileSchema = z.object({
  categories: z.array(z.object({ id: z.string().min(1).max(50), name: z.string().min(1).max(100) })).min(1),
  popular: z.array(z.string()).length(15),
  tokens: z
    .array(
      z.object({
        symbol: row.symbol.regex(/^[A-Z0-9][A-Z0-9._-]*$/),
        name: row.name,
        category: row.category,
        rank: row.rank,
        isMeme: row.isMeme,
        verified: row.verified,
        platform: row.sourceDetails.shape.platform,
        source: z.literal('catalogue'),
        coingeckoId: z.string().min(1).nullable(),
      }),
    )
    .min(300),
});

export const catalogueFile = new URL('./catalogue.json', import.meta.url);

export function loadCatalogue(file: URL = catalogueFile): Catalogue {
  const data = catalogueFileSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
  const symbols = new Set(data.tokens.map((token) => token.symbol));
  const categoryIds = new Set(data.categories.map((category) => category.id));
  const problems = [
    ...data.popular.filter((symbol) => !symbols.has(symbol)).map((symbol) => `popular symbol ${symbol} is not in the catalogue`),
    ...data.tokens
      .filter((token) => !categoryIds.has(token.category))
      .map((token) => `${token.symbol} has unknown category ${token.category}`),
  ];
  if (symbols.size !== data.tokens.length) problems.push('duplicate symbols');
  if (problems.length > 0) throw new Error(`catalogue.json is inconsistent: ${problems.join('; ')}`);
  return createCatalogue(data);
}
