import type { LintFinding, LintFix, LintRule, LintSeverity } from '@chainscribe/contracts';

/** A finding in tweet `tweet` over `[start, end)`, with an optional replacement of that same span. */
export function finding(
  rule: LintRule,
  severity: LintSeverity,
  at: { tweet: number; start: number; end: number },
  why: string,
  fix: Omit<LintFix, 'tweet'> | null = null,
): LintFinding {
  return { rule, severity, span: at, why, fix: fix ? { tweet: at.tweet, ...fix } : null };
}

/** Everything a rule looks at; rules never fetch anything themselves. */
export interface LintContext {
  tweets: readonly string[];
  /** The token the text is about (the item's symbol), uppercased. */
  symbol: string | null;
  sponsored: boolean;
  /** The user's setting asks for a not-financial-advice line on price talk. */
  nfaRequired: boolean;
  /** What the market's catalogue says; null when it could not be asked (the token rule is skipped). */
  catalogue: CatalogueView | null;
}

export interface CatalogueToken {
  symbol: string;
  platform: string | null;
}

/** The catalogue as the lint needs it: the token of the text, the cashtags it knows, and the symbols lookalikes imitate. */
export interface CatalogueView {
  token: CatalogueToken | null;
  known: ReadonlySet<string>;
  /** Symbols worth imitating: the popular list and the text's own token. */
  targets: readonly string[];
}

export type Rule = (context: LintContext) => LintFinding[];
