import { lintThread } from '../../src/domain/lint/lint.ts';
import type { SampleLint } from './sample-figures.ts';

/**
 * The crypto compliance lint (issue 22) over a sample as the editor would run it: a thread as one
 * text, each tweet variation on its own. Offline there is no catalogue, so the token rule is
 * skipped; the user's not-financial-advice setting is taken as off (its default), so the count is
 * what any user would see.
 */
export const lintSample: SampleLint = (written) => {
  const symbol = written.sample.kind === 'thread' ? (written.sample.brief.token?.symbol ?? null) : null;
  const texts = written.sample.kind === 'thread' ? [written.tweets] : written.tweets.map((tweet) => [tweet]);
  return texts.reduce(
    (sum, tweets) => sum + lintThread({ tweets, symbol, sponsored: false, nfaRequired: false, catalogue: null }).findings.length,
    0,
  );
};
