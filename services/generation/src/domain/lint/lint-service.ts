import type { LintRequest, LintResult, LintRule } from '@chainscribe/contracts';
import type { Identity } from '@chainscribe/service-kit';
import type { CatalogueView } from './finding.ts';
import { lintThread } from './lint.ts';

/** The catalogue's exact rows for some symbols and its popular list; null when it could not be asked. */
export interface CataloguePort {
  catalogue(
    symbols: readonly string[],
  ): Promise<{ rows: Map<string, { symbol: string; platform: string | null }>; popular: string[] } | null>;
}

export interface LintDeps {
  catalogue: CataloguePort;
  /** The user's "not-financial-advice line" setting from accounts; null when accounts could not answer. */
  nfaSetting: (identity: Identity) => Promise<boolean | null>;
}

// Wide on purpose: lookalikes use digits ($S0L), which X's own cashtags do not allow.
const CASHTAG = /(?<![\w$])\$([A-Za-z][A-Za-z0-9]{1,14})\b/g;
const MAX_LOOKUPS = 10;

function symbolsIn(tweets: readonly string[], symbol: string | null): string[] {
  const found = new Set<string>(symbol ? [symbol] : []);
  for (const text of tweets) for (const m of text.matchAll(CASHTAG)) found.add((m[1] ?? '').toUpperCase());
  return [...found].slice(0, MAX_LOOKUPS);
}

/** The lint with what it needs from elsewhere: the catalogue (market) and the user's setting (accounts), asked at once. */
export function createLintService(deps: LintDeps) {
  return {
    async lint(identity: Identity, request: LintRequest): Promise<LintResult> {
      const symbol = request.symbol ?? null;
      const symbols = symbolsIn(request.tweets, symbol);
      const [answer, nfa] = await Promise.all([deps.catalogue.catalogue(symbols), deps.nfaSetting(identity)]);
      const catalogue: CatalogueView | null = answer && {
        token: symbol ? (answer.rows.get(symbol) ?? null) : null,
        known: new Set(answer.rows.keys()),
        targets: [...new Set([...(symbol ? [symbol] : []), ...answer.popular])],
      };
      const result = lintThread({ tweets: request.tweets, symbol, sponsored: request.sponsored, nfaRequired: nfa === true, catalogue });
      const skipped: LintRule[] = [...result.skipped, ...(nfa === null ? (['missing-nfa'] as const) : [])];
      return { findings: result.findings, skipped };
    },
  };
}

export type LintService = ReturnType<typeof createLintService>;
