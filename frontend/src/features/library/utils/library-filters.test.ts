import { describe, expect, it } from 'vitest';
import { filtersFromSearch, isFiltered, searchFromFilters } from './library-filters.ts';

describe('library filters in the URL', () => {
  it('when every filter is set, then it survives the trip through the URL', () => {
    const filters = {
      q: 'restaking yield',
      kind: 'thread',
      tone: 'degen',
      symbol: 'ETH',
      status: 'draft',
      from: '2026-01-01',
      to: '2026-03-31',
      trash: true,
    } as const;
    const search = searchFromFilters(filters);
    expect(search.toString()).toBe(
      'view=trash&q=restaking+yield&kind=thread&tone=degen&symbol=ETH&status=draft&from=2026-01-01&to=2026-03-31',
    );
    expect(filtersFromSearch(search)).toEqual(filters);
  });

  it('when a link carries a bad value, then only that filter is dropped and the token is normalised', () => {
    const filters = filtersFromSearch(
      new URLSearchParams('q=gm&kind=novel&tone=loud&symbol=$eth&status=lost&from=yesterday&to=2026-02-30'),
    );
    expect(filters).toEqual({
      q: 'gm',
      kind: undefined,
      tone: undefined,
      symbol: 'ETH',
      status: undefined,
      from: undefined,
      to: undefined,
      trash: false,
    });
  });

  it('when only the view is chosen, then nothing counts as filtered', () => {
    expect(isFiltered(filtersFromSearch(new URLSearchParams('view=trash&q=%20%20')))).toBe(false);
    expect(isFiltered(filtersFromSearch(new URLSearchParams('from=2026-01-01')))).toBe(true);
  });
});
