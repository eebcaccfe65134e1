import { describe, expect, it } from 'vitest';
import { allowedFigures, attributionOf, formatCompactUsd, formatPrice } from '../src/domain/writing/figures.ts';
import {
  hookMatches,
  keepFirstCashtag,
  repairThread,
  shortenToFit,
  validateThread,
  type ThreadRules,
} from '../src/domain/writing/rules.ts';
import { toSubject } from '../src/domain/writing/subject.ts';
import { weightedLength } from '../src/domain/writing/text.ts';
import { solMarket } from './support/briefs.ts';

const rules = (overrides: Partial<ThreadRules> = {}): ThreadRules => ({
  length: 3,
  cta: 'Follow for more',
  hookStyle: 'question',
  figures: null,
  ...overrides,
});

describe('thread rules', () => {
  it('when a thread meets every rule, then there are no violations', () => {
    expect(validateThread(['Is restaking worth it?', 'Operators can be slashed.', 'That is it. Follow for more'], rules())).toEqual([]);
  });

  it('when a thread has the wrong length, no CTA, two cashtags and no hook, then each is named', () => {
    const found = validateThread(['Restaking is here. $ETH and $EIGEN both matter.', 'The end.'], rules());
    expect(found.map((v) => v.rule).sort()).toEqual(['cashtags', 'cta', 'hook', 'length']);
  });

  it("when a tweet is over 280 by X's weighted count (emoji count double), then it is flagged even under 280 characters", () => {
    const text = `${'🚀'.repeat(100)} ${'a'.repeat(90)}`;
    expect(text.length).toBeLessThan(300);
    expect(weightedLength(text)).toBeGreaterThan(280);
    expect(validateThread([`Why? ${text}`, 'b', 'Follow for more'], rules()).map((v) => v.rule)).toContain('weighted-length');
  });

  it('when figures are not allowed, then any dollar amount or percentage is a violation', () => {
    const found = validateThread(['Why is SOL at $187?', 'Up 3.2% today.', 'Follow for more'], rules());
    expect(found.filter((v) => v.rule === 'figures')).toHaveLength(2);
  });

  it('when figures are allowed, then only the real ones with their source and time pass', () => {
    const figures = { allowed: allowedFigures(solMarket), attribution: attributionOf(solMarket) };
    const ok = `Why is $SOL at ${formatPrice(187.42)}? (CoinGecko, Jan 15, 10:00 UTC)`;
    expect(validateThread([ok, 'b', 'Follow for more'], rules({ figures }))).toEqual([]);
    const invented = validateThread(
      ['Why is $SOL at $250? (CoinGecko, Jan 15, 10:00 UTC)', 'Market cap $91.2B.', 'Follow for more'],
      rules({ figures }),
    );
    expect(invented.map((v) => v.rule).sort()).toEqual(['attribution', 'figures']);
  });

  it('when checking hook styles, then each style is recognised in the first tweet', () => {
    expect(hookMatches('question', 'What if restaking is the trade? 🧵')).toBe(true);
    expect(hookMatches('stat', '1/ 5 things about restaking nobody tells you')).toBe(true);
    expect(hookMatches('stat', '1/ Things about restaking nobody tells you')).toBe(false);
    expect(hookMatches('bold', 'Restaking is the most misunderstood trade on CT.')).toBe(true);
    expect(hookMatches('bold', 'Is restaking misunderstood?')).toBe(false);
    expect(hookMatches('story', 'Last year I lost money restaking. Here is what I learned.')).toBe(true);
    expect(hookMatches('story', 'Restaking explained.')).toBe(false);
  });
});

describe('repairs', () => {
  it('when a tweet has a second cashtag, then it keeps the ticker without the dollar sign', () => {
    expect(keepFirstCashtag('$ETH stakers meet $EIGEN and $ETHFI at $3,120')).toBe('$ETH stakers meet EIGEN and ETHFI at $3,120');
  });

  it('when a tweet is too long, then whole trailing sentences go and no word is cut', () => {
    const long = `Restaking extends security. ${'Operators opt in to services and carry the risk. '.repeat(6)}Follow for more`;
    const short = shortenToFit(long, ['Follow for more']);
    expect(short).not.toBeNull();
    expect(weightedLength(short ?? '')).toBeLessThanOrEqual(280);
    expect(short).toContain('Follow for more');
    expect(long.startsWith((short ?? '').replace(' Follow for more', '').trim())).toBe(true);
  });

  it('when a single sentence cannot fit, then no shortened version is offered', () => {
    expect(shortenToFit(`Restaking ${'really '.repeat(60)}matters`)).toBeNull();
  });

  it('when a figure tweet lacks its attribution, then the repair appends it', () => {
    const figures = { allowed: allowedFigures(solMarket), attribution: attributionOf(solMarket) };
    const [fixed] = repairThread(['SOL trades at $187.42 today.'], rules({ length: 1, cta: null, figures }));
    expect(fixed).toBe('SOL trades at $187.42 today. (CoinGecko, Jan 15, 10:00 UTC)');
  });
});

describe('figures and subjects', () => {
  it('when formatting prices, then small and large values keep their meaning', () => {
    expect(formatPrice(0.00001234)).toBe('$0.00001234');
    expect(formatPrice(3120.5)).toBe('$3,120.50');
    expect(formatPrice(97512.3)).toBe('$97,512');
    expect(formatCompactUsd(91_234_567_890)).toBe('$91.2B');
    expect(formatCompactUsd(812_000_000)).toBe('$812M');
  });

  it('when a topic is a question, a claim or a noun phrase, then it is woven in without quotes and its noun phrase found', () => {
    expect(toSubject('Why L2s matter?')).toMatchObject({ kind: 'question', about: 'why L2s matter', ref: 'L2s' });
    expect(toSubject('bitcoin will flip gold')).toMatchObject({
      kind: 'claim',
      about: 'whether bitcoin will flip gold',
      ref: 'bitcoin vs gold',
    });
    expect(toSubject('Stablecoins are the real killer app.')).toMatchObject({ kind: 'claim', ref: 'stablecoins' });
    expect(toSubject('is DeFi lending safe')).toMatchObject({
      kind: 'question',
      ref: 'DeFi lending',
      about: 'whether DeFi lending is safe',
    });
    expect(toSubject('restaking on Ethereum')).toMatchObject({
      kind: 'noun',
      type: 'concept',
      about: 'restaking on Ethereum',
      capitalized: 'Restaking on Ethereum',
      ref: 'restaking on Ethereum',
    });
    expect(toSubject('the Bitcoin halving').type).toBe('event');
    expect(toSubject('Uniswap v4 hooks').type).toBe('protocol');
    for (const topic of ['bitcoin will flip gold', 'ETH is going to 10k', 'memecoins are dead'])
      expect(toSubject(topic).about).not.toMatch(/["“”]/);
  });

  it('when a topic is very long, then it is shortened on a word boundary', () => {
    const subject = toSubject(
      'the long and winding history of decentralised exchanges and automated market makers from Bancor to Uniswap v4 hooks',
    );
    expect(subject.text.length).toBeLessThanOrEqual(80);
    expect(
      'the long and winding history of decentralised exchanges and automated market makers from Bancor to Uniswap v4 hooks'.startsWith(
        subject.text,
      ),
    ).toBe(true);
    expect(subject.text.endsWith(' ')).toBe(false);
  });
});
