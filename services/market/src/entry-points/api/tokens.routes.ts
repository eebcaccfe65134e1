import { Router } from 'express';
import {
  getTokenCategories,
  searchTokens,
  type GetTokenCategoriesResponse,
  type SearchTokensResponse,
  type TokenSearchResult,
} from '@chainscribe/contracts';
import { categoryCounts, type Catalogue, type CatalogueToken } from '../../domain/catalogue.ts';
import type { SearchPrice, SearchPrices } from '../../domain/search-prices.ts';
import type { TokenSearch } from '../../domain/token-search.ts';

function toResult(token: CatalogueToken, price: SearchPrice | null): TokenSearchResult {
  return {
    symbol: token.symbol,
    name: token.name,
    category: token.category,
    source: token.source,
    isMeme: token.isMeme,
    verified: token.verified,
    rank: token.rank,
    price: price?.price ?? null,
    change24h: price?.change24h ?? null,
    sourceDetails: { platform: token.platform },
  };
}

/** Calls 5 and 6: the catalogue's categories and the token picker's search. */
export function tokensRoutes(deps: { catalogue: Catalogue; search: TokenSearch<CatalogueToken>; prices: SearchPrices }): Router {
  const router = Router();
  const categories: GetTokenCategoriesResponse = {
    success: true,
    categories: categoryCounts(deps.catalogue),
    popular: [...deps.catalogue.popular],
  };

  router.get(getTokenCategories.path, (_req, res) => {
    res.json(categories);
  });

  router.get(searchTokens.path, (req, res) => {
    const query = searchTokens.query.parse(req.query);
    // Every row comes from the catalogue, so a filter on a live source matches none.
    const tokens = query.source === 'all' || query.source === 'catalogue' ? deps.search.search(query.q, query.limit) : [];
    const results = tokens.map((token) => toResult(token, deps.prices.get(token.symbol)));
    deps.prices.want(tokens);
    const body: SearchTokensResponse = { success: true, results };
    res.json(body);
  });

  return router;
}
