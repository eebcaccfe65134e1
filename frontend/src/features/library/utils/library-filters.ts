import { libraryKindSchema, libraryStatusSchema, libraryToneSchema, tokenSymbolSchema } from '@chainscribe/contracts';
import type { LibraryKind, LibraryStatus, LibraryTone } from '@chainscribe/contracts';
import { z } from 'zod';

/** What the library page filters by; it lives in the URL so a search can be shared and survives a reload. */
export interface LibraryFilters {
  q: string;
  kind?: LibraryKind;
  tone?: LibraryTone;
  symbol?: string;
  status?: LibraryStatus;
  from?: string;
  to?: string;
  trash: boolean;
}

const daySchema = z.iso.date();

/** Each parameter is read on its own: one bad value (an old link, a typo) drops only that filter. */
function pick<T>(schema: z.ZodType<T>, value: string | null): T | undefined {
  if (value === null || value === '') return undefined;
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

export function filtersFromSearch(search: URLSearchParams): LibraryFilters {
  return {
    q: search.get('q') ?? '',
    kind: pick(libraryKindSchema, search.get('kind')),
    tone: pick(libraryToneSchema, search.get('tone')),
    symbol: pick(tokenSymbolSchema, search.get('symbol')),
    status: pick(libraryStatusSchema, search.get('status')),
    from: pick(daySchema, search.get('from')),
    to: pick(daySchema, search.get('to')),
    trash: search.get('view') === 'trash',
  };
}

export function searchFromFilters(filters: LibraryFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.trash) search.set('view', 'trash');
  const values: [string, string | undefined][] = [
    ['q', filters.q || undefined],
    ['kind', filters.kind],
    ['tone', filters.tone],
    ['symbol', filters.symbol],
    ['status', filters.status],
    ['from', filters.from],
    ['to', filters.to],
  ];
  for (const [name, value] of values) if (value) search.set(name, value);
  return search;
}

/** True when anything narrows the list (the empty state then says "no match" rather than "nothing yet"). */
export const isFiltered = (filters: LibraryFilters): boolean =>
  Boolean(filters.q.trim() || filters.kind || filters.tone || filters.symbol || filters.status || filters.from || filters.to);

/** Every narrowing filter off (the view, library or trash, stays). */
export const noFilters: Partial<LibraryFilters> = {
  q: '',
  kind: undefined,
  tone: undefined,
  symbol: undefined,
  status: undefined,
  from: undefined,
  to: undefined,
};
