import type { LintFinding, LintRule } from '@chainscribe/contracts';
import { describe, expect, it } from 'vitest';

function must<T>(value: T | undefined): T {
  if (value === undefined) throw new Error('expected a value');
  return value;
}
import type { CatalogueView, LintContext } from '../src/domain/lint/finding.ts';
import { lintThread } from '../src/domain/lint/lint.ts';

const catalogue: CatalogueView = {
  token: { symbol: 'ETH', platform: 'Ethereum' },
  known: new Set(['ETH', 'BTC', 'SOL', 'LINK']),
  targets: ['BTC', 'ETH', 'SOL', 'LINK'],
};
const context = (tweets: string[], extra: Partial<LintContext> = {}): LintContext => ({
  tweets,
  symbol: 'ETH',
  sponsored: false,
  nfaRequired: false,
  catalogue,
  ...extra,
});
const of = (rule: LintRule, ctx: LintContext): LintFinding[] => lintThread(ctx).findings.filter((f) => f.rule === rule);

/** Applies a finding's fix the way the editor does. */
function applyFix(tweets: string[], f: LintFinding): string[] {
  const fix = f.fix;
  if (!fix) throw new Error('no fix');
  return tweets.map((t, i) => (i === fix.tweet ? t.slice(0, fix.start) + fix.text + t.slice(fix.end) : t));
}

describe('lint: return promises and price predictions', () => {
  it('when a tweet promises returns, then each promise is found with its span and a replacement', () => {
    const tweets = ['Guaranteed 100x, risk-free. You cannot lose and $ETH will hit $10,000.'];
    const found = of('return-promise', context(tweets));
    expect(found.map((f) => must(tweets[0]).slice(f.span.start, f.span.end))).toEqual([
      'Guaranteed',
      '100x',
      'risk-free',
      'cannot lose',
      'will hit',
    ]);
    expect(found[0]).toMatchObject({ severity: 'danger', fix: { text: 'possible' } });
    expect(found[1]?.fix).toBeNull();
    expect(applyFix(tweets, must(found[4]))[0]).toContain('$ETH could reach $10,000');
  });

  it('when the text says returns are not guaranteed, then nothing is found', () => {
    expect(
      of('return-promise', context(['Nothing here is guaranteed, and staking is not risk-free. Size positions for 2x drawdowns.'])),
    ).toEqual([]);
  });
});

describe('lint: not-financial-advice line', () => {
  it('when the setting asks for it and the thread talks price without it, then a fix adds it to the last tweet', () => {
    const tweets = ['$ETH at $3,120 today', 'Watch the 3,000 level'];
    const [found] = of('missing-nfa', context(tweets, { nfaRequired: true }));
    expect(found).toMatchObject({ severity: 'warning', span: { tweet: 1, start: 21, end: 21 } });
    expect(applyFix(tweets, must(found))[1]).toBe('Watch the 3,000 level\n\nNot financial advice.');
  });

  it('when the line is there, the setting is off, or there is no price talk, then nothing is found', () => {
    expect(of('missing-nfa', context(['$ETH at $3,120. NFA, DYOR'], { nfaRequired: true }))).toEqual([]);
    expect(of('missing-nfa', context(['$ETH at $3,120'], { nfaRequired: false }))).toEqual([]);
    expect(of('missing-nfa', context(['How rollups post data to Ethereum'], { nfaRequired: true }))).toEqual([]);
  });
});

describe('lint: paid-promotion disclosure', () => {
  it('when a sponsored item does not disclose it, then a fix puts "#ad" first', () => {
    const tweets = ['Meet the new DEX', 'Try it today'];
    const [found] = of('missing-disclosure', context(tweets, { sponsored: true }));
    expect(found).toMatchObject({ severity: 'danger', span: { tweet: 0, start: 0, end: 0 } });
    expect(applyFix(tweets, must(found))[0]).toBe('#ad Meet the new DEX');
    expect(of('missing-disclosure', context(['An #ad-free take on the new DEX'], { sponsored: true }))).toHaveLength(1);
  });

  it('when the disclosure is there or the item is not sponsored, then nothing is found', () => {
    expect(of('missing-disclosure', context(['Meet the new DEX #ad'], { sponsored: true }))).toEqual([]);
    expect(of('missing-disclosure', context(['Paid partnership with Acme: meet the new DEX'], { sponsored: true }))).toEqual([]);
    expect(of('missing-disclosure', context(['Meet the new DEX'], { sponsored: false }))).toEqual([]);
  });
});

describe('lint: more than one cashtag', () => {
  it('when a tweet has three cashtags, then the second and third are marked and the fix drops their "$"', () => {
    const tweets = ['$ETH vs $SOL vs $BTC'];
    const found = of('multiple-cashtags', context(tweets));
    expect(found.map((f) => must(tweets[0]).slice(f.span.start, f.span.end))).toEqual(['$SOL', '$BTC']);
    expect(applyFix(tweets, must(found[0]))[0]).toBe('$ETH vs SOL vs $BTC');
  });

  it('when each tweet has at most one cashtag, then nothing is found', () => {
    expect(of('multiple-cashtags', context(['$ETH first', 'then $SOL']))).toEqual([]);
  });
});

describe('lint: cashtag or address not matching the catalogue token', () => {
  it('when a cashtag is a lookalike of a catalogue ticker, then it is marked with the real one as the fix', () => {
    const tweets = ['Buy $ETHH now', 'and $S0L', 'Contract: 7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU'];
    const found = of('token-mismatch', context(tweets));
    expect(found.map((f) => [f.span.tweet, f.severity, f.fix?.text ?? null])).toEqual([
      [0, 'danger', '$ETH'],
      [1, 'danger', '$SOL'],
      [2, 'danger', null],
    ]);
    expect(found[2]?.why).toContain('Solana');
  });

  it('when the cashtags are the catalogue token or other catalogue tokens and the address is on its chain, then nothing is found', () => {
    const tweets = ['$ETH and $LINK', 'Contract: 0x514910771AF9Ca656af840dff83E8264EcF986CA'];
    expect(of('token-mismatch', context(tweets))).toEqual([]);
  });

  it('when the catalogue could not be asked, then the rule is reported skipped, not passed', () => {
    expect(lintThread(context(['$ETHH'], { catalogue: null }))).toEqual({ findings: [], skipped: ['token-mismatch'] });
  });
});

describe('lint: phishing links', () => {
  it('when links imitate exchanges or wallets, use punycode or a drainer "claim" page, then each is marked with a fix removing it', () => {
    const tweets = [
      'Claim at https://binance-rewards.com/eth',
      'https://metamsk.io/login',
      'https://xn--coinbse-30c.com',
      'airdrop.xyz/claim',
    ];
    const found = of('phishing-link', context(tweets));
    expect(found.map((f) => f.span.tweet)).toEqual([0, 1, 2, 3]);
    expect(applyFix(tweets, must(found[0]))[0]).toBe('Claim at ');
  });

  it('when links go to the official domains or ordinary sites, then nothing is found', () => {
    expect(of('phishing-link', context(['https://www.coinbase.com/learn and https://app.uniswap.org', 'ethereum.org/en/roadmap']))).toEqual(
      [],
    );
  });
});

describe('lint: over-length by X weighting', () => {
  it('when a tweet passes 280 by X count (emoji count twice), then the part past the limit is marked', () => {
    const text = `${'🚀'.repeat(141)}`;
    const [found] = of('over-length', context([text]));
    expect(found).toMatchObject({ severity: 'danger', fix: null, span: { tweet: 0, start: 280, end: 282 } });
    expect(found?.why).toContain('282 of 280');
  });

  it('when a tweet is exactly 280 by X count, then nothing is found', () => {
    expect(of('over-length', context(['a'.repeat(280), `${'🚀'.repeat(140)}`]))).toEqual([]);
  });
});
