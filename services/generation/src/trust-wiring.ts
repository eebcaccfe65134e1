import type { Locks, Logger } from '@chainscribe/service-kit';
import type { Config } from './config.ts';
import { createAccountsClient } from './data-access/accounts.client.ts';
import type { LibraryRepository } from './data-access/library.repository.ts';
import { createMarketLookupClient } from './data-access/market-lookup.client.ts';
import { createRecheck } from './domain/citations/recheck.ts';
import { createLintService } from './domain/lint/lint-service.ts';

/** The lint rides along every item answer: a stalled market or accounts costs it at most this, then the rule is skipped. */
const LINT_LOOKUP_MS = 1500;
/** The re-check is what the user waits for before copying: one market read each, then 503. */
const RECHECK_LOOKUP_MS = 3000;

interface TrustWiring {
  config: Config;
  repo: LibraryRepository;
  locks: Pick<Locks, 'withLock'>;
  now: () => Date;
  logger: Logger;
}

/** Issue 22's API parts: the compliance lint (market catalogue + the user's setting) and the re-check of cited figures. */
export function trustParts({ config, repo, locks, now, logger }: TrustWiring) {
  const market = (ms: number) =>
    createMarketLookupClient({
      baseUrl: config.MARKET_URL,
      internalKey: config.MARKET_INTERNAL_KEY,
      timeoutMs: Math.min(config.UPSTREAM_TIMEOUT_MS, ms),
      logger,
    });
  const accounts = createAccountsClient({
    baseUrl: config.ACCOUNTS_URL,
    internalKey: config.ACCOUNTS_INTERNAL_KEY,
    timeoutMs: Math.min(config.UPSTREAM_TIMEOUT_MS, LINT_LOOKUP_MS),
    logger,
  });
  const lint = createLintService({ catalogue: market(LINT_LOOKUP_MS), nfaSetting: (identity) => accounts.nfaLineOf(identity) });
  const recheck = createRecheck({ repo, locks, market: market(RECHECK_LOOKUP_MS), now });
  return { lint, recheck };
}
