import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent, RefObject } from 'react';
import { TOKEN_SEARCH_MIN_LENGTH } from '@chainscribe/contracts/catalogue';
import type { TokenSearchResult } from '@chainscribe/contracts';
import { useDebouncedValue } from '../../../hooks/use-debounced-value.ts';
import { useTokenSearch } from '../api/search-tokens.ts';
import { useTokenCatalogue } from '../api/get-token-categories.ts';

/** Spec §5/§9: the search waits for a 300 ms pause. */
export const TOKEN_SEARCH_DEBOUNCE_MS = 300;

export type TokenRow = { kind: 'result'; token: TokenSearchResult } | { kind: 'popular'; symbol: string };

export const symbolOf = (row: TokenRow): string => (row.kind === 'result' ? row.token.symbol : row.symbol);

/** Search results once the typed symbol is long enough and has settled, popular tokens before. */
function useTokenRows(value: string) {
  const query = useDebouncedValue(value.trim(), TOKEN_SEARCH_DEBOUNCE_MS);
  const searching = query.length >= TOKEN_SEARCH_MIN_LENGTH;
  const search = useTokenSearch(searching ? query : '');
  const { popular, categoryName } = useTokenCatalogue();
  const rows: TokenRow[] = searching
    ? (search.data?.results ?? []).map((token) => ({ kind: 'result', token }))
    : popular.map((symbol) => ({ kind: 'popular', symbol }));
  const pending = searching && (search.isFetching || value.trim() !== query);
  return { rows, query, searching, pending, failed: search.isError, categoryName };
}

/** Closes the list on a mouse press outside `container` while it is open. */
function useCloseOnOutsidePress(open: boolean, container: RefObject<HTMLDivElement | null>, setOpen: (open: boolean) => void) {
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent | MouseEvent) => {
      if (container.current && event.target instanceof Node && !container.current.contains(event.target)) setOpen(false);
    };
    document.addEventListener('mousedown', onPointerDown);
    return () => document.removeEventListener('mousedown', onPointerDown);
  }, [open, container, setOpen]);
}

/** Arrow keys, Home/End, Enter, Escape and Tab as in any combobox. */
function keyHandler(
  state: { open: boolean; active: number; rows: TokenRow[] },
  act: {
    setOpen: (open: boolean) => void;
    setActive: (update: number | ((current: number) => number)) => void;
    choose: (row: TokenRow) => void;
  },
) {
  const { open, active, rows } = state;
  return (event: KeyboardEvent<HTMLInputElement>) => {
    const has = open && rows.length > 0;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const down = event.key === 'ArrowDown';
      if (!open) {
        act.setOpen(true);
        act.setActive(down ? 0 : rows.length - 1);
      } else if (rows.length > 0)
        act.setActive((current) => (down ? (current + 1) % rows.length : (current - 1 + rows.length) % rows.length));
    } else if ((event.key === 'Home' || event.key === 'End') && has) {
      event.preventDefault();
      act.setActive(event.key === 'Home' ? 0 : rows.length - 1);
    } else if (event.key === 'Enter' && open) {
      const row = rows[active];
      if (row) event.preventDefault();
      if (row) act.choose(row);
      else act.setOpen(false);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      act.setOpen(false);
    } else if (event.key === 'Tab') act.setOpen(false);
  };
}

/** The token field's combobox state: open, the active option, the rows, and the key handling. */
export function useTokenCombobox({ value, onChange }: { value: string; onChange: (symbol: string) => void }) {
  const listId = useId();
  const container = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const list = useTokenRows(value);
  useCloseOnOutsidePress(open, container, setOpen);

  const choose = (row: TokenRow) => {
    onChange(symbolOf(row));
    setOpen(false);
    setActive(-1);
  };
  const type = (text: string) => {
    onChange(text.toUpperCase());
    setOpen(true);
    setActive(-1);
  };
  const activeId = open && list.rows[active] ? `${listId}-${active}` : undefined;

  // Keyboard moves keep the active option in view inside the scrolling list.
  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: 'nearest' });
  }, [activeId]);

  const onKeyDown = keyHandler({ open, active, rows: list.rows }, { setOpen, setActive, choose });
  return { listId, container, open, show: () => setOpen(true), active, setActive, activeId, list, choose, type, onKeyDown };
}
