import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { filtersFromSearch, searchFromFilters } from '../utils/library-filters.ts';
import type { LibraryFilters } from '../utils/library-filters.ts';

/** The library's filters, read from and written to the URL (replacing the entry, so Back leaves the page). */
export function useLibraryFilters() {
  const [search, setSearch] = useSearchParams();
  const filters = useMemo(() => filtersFromSearch(search), [search]);
  const update = useCallback(
    (change: Partial<LibraryFilters>) =>
      setSearch((current) => searchFromFilters({ ...filtersFromSearch(current), ...change }), { replace: true }),
    [setSearch],
  );
  return { filters, update };
}
