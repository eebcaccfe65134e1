/**
 * A line of copy with the facts it needs. `{about}` is safe with any subject; lines that use the
 * topic as a grammatical subject need 'thing' (a noun-phrase topic or a token), lines with figures
 * need the figures they print. A line is usable when all of `all` and one of `any` hold.
 */
export type Need =
  | 'thing'
  | 'question'
  | 'claim'
  | 'token'
  | 'post'
  | 'author'
  | 'market'
  | 'price'
  | 'change'
  | 'up'
  | 'down'
  | 'volume'
  | 'mcap'
  | 'turnover'
  | 'sentiment'
  | 'research'
  | 'news'
  | 'protocol'
  | 'concept'
  | 'event';

export type Line = string | { t: string; all?: readonly Need[]; any?: readonly Need[] };

export const textOf = (line: Line): string => (typeof line === 'string' ? line : line.t);

export function usable(line: Line, facts: ReadonlySet<Need>): boolean {
  if (typeof line === 'string') return true;
  if (line.all && !line.all.every((need) => facts.has(need))) return false;
  if (line.any && !line.any.some((need) => facts.has(need))) return false;
  return true;
}

export const usableLines = (lines: readonly Line[], facts: ReadonlySet<Need>): string[] =>
  lines.filter((l) => usable(l, facts)).map(textOf);
