import type { TokenCategory } from '@chainscribe/contracts';
import type { Catalogue } from '../data-access/catalogue.repository.ts';

export type { Catalogue, CatalogueToken } from '../data-access/catalogue.repository.ts';

/** Call 5: the categories that have tokens, in curation order, with how many each holds. */
export function categoryCounts(catalogue: Catalogue): TokenCategory[] {
  const counts = new Map<string, number>();
  for (const token of catalogue.tokens) counts.set(token.category, (counts.get(token.category) ?? 0) + 1);
  return catalogue.categories
    .map((category) => ({ id: category.id, name: category.name, count: counts.get(category.id) ?? 0 }))
    .filter((category) => category.count > 0);
}
