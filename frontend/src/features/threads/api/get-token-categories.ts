import { getTokenCategories } from '@chainscribe/contracts/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApi } from '../../../lib/api-context.tsx';
import { loggingFailure } from '../../../lib/log-failure.ts';

/** GET /api/tokens/categories (spec §7 call 5): categories and the symbols the picker offers first. */
export const tokenCategoriesQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: ['tokens', 'categories'] as const,
    queryFn: ({ signal }) => loggingFailure('Popular tokens could not be loaded', () => api.call(getTokenCategories, { signal })),
    staleTime: 60 * 60_000,
    retry: false,
  });

/** Spec §7: the picker's popular list is a built-in list of 15 symbols when the server names none. */
export const BUILT_IN_POPULAR_TOKENS = [
  'BTC',
  'ETH',
  'SOL',
  'BNB',
  'XRP',
  'ADA',
  'DOGE',
  'AVAX',
  'LINK',
  'DOT',
  'TON',
  'ARB',
  'OP',
  'PEPE',
  'SHIB',
] as const;

/** The picker's first suggestions and the readable names of category ids ('layer-1' → 'Layer 1'). */
export function useTokenCatalogue(): { popular: readonly string[]; categoryName: (id: string) => string } {
  const api = useApi();
  const categories = useQuery(tokenCategoriesQueryOptions(api));
  const popular = categories.data?.popular ?? [];
  const names = new Map((categories.data?.categories ?? []).map((category) => [category.id, category.name]));
  return {
    popular: popular.length > 0 ? popular.slice(0, BUILT_IN_POPULAR_TOKENS.length) : BUILT_IN_POPULAR_TOKENS,
    categoryName: (id) => names.get(id) ?? id,
  };
}
