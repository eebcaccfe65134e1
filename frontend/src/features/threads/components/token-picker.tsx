import { BadgeCheck, Flame, Search, TrendingDown, TrendingUp } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { TOKEN_SEARCH_MIN_LENGTH } from '@chainscribe/contracts';
import type { TokenSearchResult } from '@chainscribe/contracts';
import { Input } from '../../../components/ui/input.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useDebouncedValue } from '../../../hooks/use-debounced-value.ts';
import { cn } from '../../../lib/utils.ts';
import { useTokenCatalogue } from '../api/get-token-categories.ts';
import { useTokenSearch } from '../api/search-tokens.ts';
import { formatChange, formatUsd } from '../utils/format.ts';

/** Spec §5/§9: the search waits for a 300 ms pause. */
export const TOKEN_SEARCH_DEBOUNCE_MS = 300;

type Row = { kind: 'result'; token: TokenSearchResult } | { kind: 'popular'; symbol: string };

const symbolOf = (row: Row): string => (row.kind === 'result' ? row.token.symbol : row.symbol);

/**
 * The token field with its search dropdown (spec §2, §5): input uppercased; opens on focus or
 * click; searches above one character after a 300 ms pause; closes on an outside click or Escape;
 * at most 80 units high; arrow keys, Home/End and Enter work as in any combobox.
 */
export function TokenPicker({
  id,
  value,
  onChange,
  onSearch,
  disabled,
  invalid,
}: {
  id: string;
  value: string;
  onChange: (symbol: string) => void;
  onSearch?: () => void;
  disabled?: boolean;
  invalid?: boolean;
}) {
  const listId = useId();
  const container = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const query = useDebouncedValue(value.trim(), TOKEN_SEARCH_DEBOUNCE_MS);
  const searching = query.length >= TOKEN_SEARCH_MIN_LENGTH;
  const search = useTokenSearch(searching ? query : '');
  const { popular, categoryName } = useTokenCatalogue();

  const rows: Row[] = searching ? (search.data?.results ?? []).map((token) => ({ kind: 'result', token })) : popular.map((symbol) => ({ kind: 'popular', symbol }));
  const pending = searching && (search.isFetching || value.trim() !== query);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent | MouseEvent) => {
      if (container.current && event.target instanceof Node && !container.current.contains(event.target)) setOpen(false);
    };
    document.addEventListener('mousedown', onPointerDown);
    return () => document.removeEventListener('mousedown', onPointerDown);
  }, [open]);

  useEffect(() => {
    if (searching) onSearch?.();
  }, [query, searching, onSearch]);

  const choose = (row: Row) => {
    onChange(symbolOf(row));
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) {
        setOpen(true);
        setActive(event.key === 'ArrowDown' ? 0 : rows.length - 1);
        return;
      }
      if (rows.length === 0) return;
      setActive((current) => (event.key === 'ArrowDown' ? (current + 1) % rows.length : (current - 1 + rows.length) % rows.length));
    } else if (event.key === 'Home' && open && rows.length > 0) {
      event.preventDefault();
      setActive(0);
    } else if (event.key === 'End' && open && rows.length > 0) {
      event.preventDefault();
      setActive(rows.length - 1);
    } else if (event.key === 'Enter' && open) {
      const row = rows[active];
      if (row) {
        event.preventDefault();
        choose(row);
      } else {
        setOpen(false);
      }
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };

  const activeId = open && rows[active] ? `${listId}-${active}` : undefined;

  // Keyboard moves keep the active option in view inside the scrolling list.
  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: 'nearest' });
  }, [activeId]);

  return (
    <div ref={container} className="relative">
      <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-muted-foreground" />
      <Input
        id={id}
        role="combobox"
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={activeId}
        aria-invalid={invalid || undefined}
        autoComplete="off"
        spellCheck={false}
        maxLength={20}
        placeholder="Search a token, e.g. BTC or PEPE"
        className="pl-10 font-mono uppercase placeholder:font-sans placeholder:normal-case"
        value={value}
        disabled={disabled}
        onFocus={() => setOpen(true)}
        onClick={() => setOpen(true)}
        onChange={(event) => {
          onChange(event.target.value.toUpperCase());
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
      />
      {open ? (
        <div className="absolute inset-x-0 top-full z-30 mt-2 overflow-hidden rounded-xl border border-border bg-elevated shadow-2xl">
          <ul id={listId} role="listbox" aria-label={searching ? `Tokens matching ${query}` : 'Popular tokens'} className="max-h-80 overflow-y-auto p-1.5">
            {!searching ? <li role="presentation" className="px-2.5 pt-1.5 pb-1 text-xs font-medium text-muted-foreground">Popular tokens</li> : null}
            {rows.map((row, index) => {
              const symbol = symbolOf(row);
              return (
                <li
                  key={`${row.kind}-${symbol}-${index}`}
                  id={`${listId}-${index}`}
                  role="option"
                  aria-selected={index === active}
                  className={cn(
                    'flex cursor-pointer items-center gap-3 rounded-lg px-2.5 py-2 text-sm',
                    index === active ? 'bg-muted' : 'hover:bg-muted/60',
                    symbol === value ? 'text-primary' : '',
                  )}
                  onMouseEnter={() => setActive(index)}
                  // mousedown, not click: the input keeps focus and the outside-click handler never fires.
                  onMouseDown={(event) => {
                    event.preventDefault();
                    choose(row);
                  }}
                >
                  {row.kind === 'result' ? <ResultRow token={row.token} category={categoryName(row.token.category)} /> : <span className="font-mono font-semibold">${symbol}</span>}
                </li>
              );
            })}
            {searching && !pending && rows.length === 0 ? (
              <li role="presentation" className="px-2.5 py-3 text-sm text-muted-foreground">
                {search.isError ? 'Token search is unavailable right now. You can still type the symbol.' : `No tokens found for "${query}".`}
              </li>
            ) : null}
            {pending && rows.length === 0 ? (
              <li role="presentation" className="flex items-center gap-2 px-2.5 py-3 text-sm text-muted-foreground">
                <Spinner /> Searching...
              </li>
            ) : null}
          </ul>
        </div>
      ) : null}
    </div>
  );
}

function ResultRow({ token, category }: { token: TokenSearchResult; category: string }) {
  const up = (token.change24h ?? 0) >= 0;
  return (
    <>
      <span className="grid size-8 shrink-0 place-items-center rounded-full bg-gradient-to-br from-brand-500/25 to-chain-500/25 font-mono text-[0.65rem] font-bold">{token.symbol.slice(0, 4)}</span>
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="flex items-center gap-1.5">
          <span className="font-mono font-semibold">{token.symbol}</span>
          {token.verified ? <BadgeCheck aria-label="Verified" className="size-3.5 text-accent" /> : null}
          {token.isMeme ? <Flame aria-label="Meme token" className="size-3.5 text-warning" /> : null}
          {token.rank ? <span className="text-xs text-muted-foreground">#{token.rank}</span> : null}
        </span>
        <span className="truncate text-xs text-muted-foreground">
          {token.name}
          {category ? ` · ${category}` : ''}
          {token.sourceDetails.platform ? ` · ${token.sourceDetails.platform}` : ''}
        </span>
      </span>
      {token.price !== null ? (
        <span className="flex flex-col items-end text-xs">
          <span className="font-medium">{formatUsd(token.price)}</span>
          {token.change24h !== null ? (
            <span className={cn('flex items-center gap-0.5', up ? 'text-success' : 'text-danger')}>
              {up ? <TrendingUp aria-hidden="true" className="size-3" /> : <TrendingDown aria-hidden="true" className="size-3" />}
              {formatChange(token.change24h)}
            </span>
          ) : null}
        </span>
      ) : null}
    </>
  );
}
