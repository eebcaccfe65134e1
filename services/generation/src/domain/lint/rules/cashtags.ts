import twitter from 'twitter-text';
import { finding, type CatalogueView, type Rule } from '../finding.ts';
import { addressesIn, chainFamilyOf, familyNames } from './addresses.ts';

/** X shows one cashtag per post best, and several read as spam: every cashtag after the first is marked. */
export const multipleCashtags: Rule = ({ tweets }) =>
  tweets.flatMap((text, tweet) =>
    twitter
      .extractCashtagsWithIndices(text)
      .slice(1)
      .map(({ cashtag, indices: [start, end] }) => {
        const at = { tweet, start, end };
        return finding('multiple-cashtags', 'warning', at, `More than one cashtag in a tweet: $${cashtag} is the extra one.`, {
          ...at,
          text: cashtag,
          label: 'Remove the "$"',
        });
      }),
  );

// Characters that stand in for each other in lookalike tickers.
const HOMOGLYPHS: Readonly<Record<string, string>> = { '0': 'O', '1': 'I', L: 'I', '5': 'S', '3': 'E', '4': 'A', '8': 'B' };
const skeleton = (symbol: string) => [...symbol.toUpperCase()].map((c) => HOMOGLYPHS[c] ?? c).join('');

function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let diagonal = row[0] ?? 0;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const above = row[j] ?? 0;
      row[j] = Math.min(above + 1, (row[j - 1] ?? 0) + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1));
      diagonal = above;
    }
  }
  return row[b.length] ?? 0;
}

export function lookalikeOf(symbol: string, catalogue: CatalogueView): string | null {
  if (catalogue.known.has(symbol)) return null;
  return catalogue.targets.find((t) => t.length >= 3 && (skeleton(t) === skeleton(symbol) || editDistance(t, symbol) === 1)) ?? null;
}

// Wider than X's own cashtags (letters only, up to 6): lookalikes such as $S0L use digits on purpose.
const TICKER = /(?<![\w$])\$([A-Za-z][A-Za-z0-9]{1,14})\b/g;

function tickerFindings(text: string, tweet: number, catalogue: CatalogueView) {
  return [...text.matchAll(TICKER)].flatMap((match) => {
    const cashtag = match[1] ?? '';
    const start = match.index;
    const end = start + match[0].length;
    const symbol = cashtag.toUpperCase();
    if (symbol === catalogue.token?.symbol || catalogue.known.has(symbol)) return [];
    const at = { tweet, start, end };
    const real = lookalikeOf(symbol, catalogue);
    if (real)
      return [
        finding('token-mismatch', 'danger', at, `$${cashtag} is not in the token catalogue and looks like $${real}: a lookalike ticker.`, {
          ...at,
          text: `$${real}`,
          label: `Use $${real}`,
        }),
      ];
    return [finding('token-mismatch', 'info', at, `$${cashtag} is not in the token catalogue: check the ticker before posting.`)];
  });
}

function addressFindings(text: string, tweet: number, catalogue: CatalogueView) {
  const token = catalogue.token;
  const expected = token ? chainFamilyOf(token.platform) : null;
  if (!token || !expected) return [];
  return addressesIn(text)
    .filter((a) => a.family !== expected)
    .map((a) =>
      finding(
        'token-mismatch',
        'danger',
        { tweet, start: a.start, end: a.end },
        `This looks like a ${familyNames[a.family]} address, but $${token.symbol} is on ${token.platform ?? 'another chain'}: wrong chain.`,
      ),
    );
}

/** Cashtags and contract addresses checked against the catalogue's token: lookalike tickers, wrong chain. */
export const tokenMismatch: Rule = ({ tweets, catalogue }) =>
  catalogue ? tweets.flatMap((text, tweet) => [...tickerFindings(text, tweet, catalogue), ...addressFindings(text, tweet, catalogue)]) : [];
