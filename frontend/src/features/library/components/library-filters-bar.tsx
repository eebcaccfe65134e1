import { Search, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { libraryKinds, libraryStatuses, libraryTones } from '@chainscribe/contracts';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { EnumSelect } from '../../../components/ui/select.tsx';
import { isFiltered, noFilters } from '../utils/library-filters.ts';
import type { LibraryFilters } from '../utils/library-filters.ts';
import { kindLabels, statusLabels, toneLabel } from '../utils/library-labels.ts';

/** Typing pauses this long before the search (and the URL) follow. */
export const LIBRARY_SEARCH_DEBOUNCE_MS = 300;

// Radix Select keeps '' for "no value", so "any" is its own option.
const ANY = 'any' as const;
const kindOptions = [{ id: ANY, name: 'Any kind' }, ...libraryKinds.map((id) => ({ id, name: kindLabels[id] }))];
const toneOptions = [{ id: ANY, name: 'Any tone' }, ...libraryTones.map((id) => ({ id, name: toneLabel(id) }))];
const statusOptions = [{ id: ANY, name: 'Any status' }, ...libraryStatuses.map((id) => ({ id, name: statusLabels[id] }))];

/** A text filter typed freely and applied once typing pauses; a change from outside (Clear, Back) shows in the box. */
function useTypedFilter(applied: string, apply: (value: string) => void) {
  const [text, setText] = useState(applied);
  const [shown, setShown] = useState(applied);
  const timer = useRef<number | undefined>(undefined);
  if (applied !== shown) {
    setShown(applied);
    setText(applied);
  }
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const change = (value: string) => {
    setText(value);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => apply(value), LIBRARY_SEARCH_DEBOUNCE_MS);
  };
  return [text, change] as const;
}

interface FilterProps {
  filters: LibraryFilters;
  update: (change: Partial<LibraryFilters>) => void;
}

function SearchBox({ filters, update }: FilterProps) {
  const [q, setQ] = useTypedFilter(filters.q, (value) => update({ q: value }));
  return (
    <div className="relative">
      <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-muted-foreground" />
      <Input
        type="search"
        aria-label="Search your library"
        placeholder="Search the text of your threads and tweets…"
        className="pl-10"
        value={q}
        onChange={(event) => setQ(event.target.value)}
      />
    </div>
  );
}

function ChoiceFilters({ filters, update }: FilterProps) {
  const select = 'h-10 w-full';
  return (
    <>
      <EnumSelect
        aria-label="Kind"
        className={select}
        value={filters.kind ?? ANY}
        options={kindOptions}
        onChange={(kind) => update({ kind: kind === ANY ? undefined : kind })}
      />
      <EnumSelect
        aria-label="Tone"
        className={select}
        value={filters.tone ?? ANY}
        options={toneOptions}
        onChange={(tone) => update({ tone: tone === ANY ? undefined : tone })}
      />
      <EnumSelect
        aria-label="Status"
        className={select}
        value={filters.status ?? ANY}
        options={statusOptions}
        onChange={(status) => update({ status: status === ANY ? undefined : status })}
      />
    </>
  );
}

function TokenAndDates({ filters, update }: FilterProps) {
  const [symbol, setSymbol] = useTypedFilter(filters.symbol ?? '', (value) =>
    update({ symbol: value.trim().replace(/^\$/, '').toUpperCase() || undefined }),
  );
  return (
    <>
      <Input
        aria-label="Token"
        placeholder="Token, e.g. ETH"
        className="h-10"
        value={symbol}
        onChange={(event) => setSymbol(event.target.value)}
      />
      <Input
        type="date"
        aria-label="From date"
        className="h-10"
        value={filters.from ?? ''}
        max={filters.to}
        onChange={(event) => update({ from: event.target.value || undefined })}
      />
      <Input
        type="date"
        aria-label="To date"
        className="h-10"
        value={filters.to ?? ''}
        min={filters.from}
        onChange={(event) => update({ to: event.target.value || undefined })}
      />
    </>
  );
}

/** Search as you type, then kind, tone, status, token and a date range; all of it kept in the URL. */
export function LibraryFiltersBar({ filters, update }: FilterProps) {
  return (
    <div className="flex flex-col gap-3" role="search" aria-label="Library filters">
      <SearchBox filters={filters} update={update} />
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-[repeat(6,minmax(0,1fr))_auto]">
        <ChoiceFilters filters={filters} update={update} />
        <TokenAndDates filters={filters} update={update} />
        {isFiltered(filters) ? (
          <Button size="sm" variant="ghost" className="h-10" onClick={() => update(noFilters)}>
            <X aria-hidden="true" /> Clear
          </Button>
        ) : null}
      </div>
    </div>
  );
}
