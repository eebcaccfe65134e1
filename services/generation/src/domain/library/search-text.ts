/** Lowercase without accents, so "Éther" is found by "ether" (MongoDB and FerretDB regexes know no collation). */
export function normaliseForSearch(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
}

/** What search-as-you-type matches: every tweet, the topic and the token symbol. */
export function searchTextOf(item: { tweets: readonly string[]; topic: string | null; symbol: string | null }): string {
  return normaliseForSearch([...item.tweets, item.topic ?? '', item.symbol ? `$${item.symbol}` : ''].join('\n'));
}

const MAX_TERMS = 8;

/** The words of a query, normalised like the text; an item matches when it contains every one of them. */
export function searchTerms(query: string | undefined): string[] {
  if (!query) return [];
  const words = normaliseForSearch(query).split(/\s+/u).filter(Boolean);
  return [...new Set(words)].slice(0, MAX_TERMS);
}
