import { describe, expect, it } from 'vitest';
import { hookStyles, threadLengths, threadTones, type ThreadTone } from '@chainscribe/contracts';
import { figuresIn } from '../src/domain/writing/figures.ts';
import { hookMatches, threadRulesFor, validateThread } from '../src/domain/writing/rules.ts';
import { usableLines, type Need } from '../src/domain/writing/template/lines.ts';
import { threadHooks } from '../src/domain/writing/template/thread-hooks.ts';
import { writeTemplateThread } from '../src/domain/writing/template/thread-writer.ts';
import { cashtagsOf, weightedLength } from '../src/domain/writing/text.ts';
import type { ThreadBrief } from '../src/domain/writing/writer.ts';
import { btcSnapshot, longPost, pepeMarket, restakingResearch, solMarket, threadBrief } from './support/briefs.ts';

// Every kind of subject a user can send: noun topic, question, claim, token with and without
// figures, an X post, with and without research, and every experience level.
const subjects: { name: string; brief: Partial<ThreadBrief> }[] = [
  { name: 'a noun topic', brief: { topic: 'restaking on Ethereum' } },
  { name: 'a question topic', brief: { topic: 'Why L2s matter', experience: 'beginner' } },
  { name: 'a claim topic', brief: { topic: 'bitcoin will flip gold this decade', experience: 'expert' } },
  { name: 'a researched topic', brief: { research: restakingResearch } },
  {
    name: 'a token with live figures',
    brief: { type: 'token', topic: 'Solana', token: { symbol: 'SOL', name: 'Solana' }, market: solMarket, research: restakingResearch },
  },
  { name: 'a falling meme token', brief: { type: 'token', topic: 'Pepe', token: { symbol: 'PEPE', name: 'Pepe' }, market: pepeMarket } },
  {
    name: 'a token without figures',
    brief: { type: 'token', topic: 'Solana', token: { symbol: 'SOL', name: 'Solana' }, priceUnavailable: true },
  },
  { name: 'an X post', brief: { type: 'trend', topic: longPost.text, post: longPost, research: restakingResearch } },
  {
    name: 'pasted post text without author',
    brief: {
      type: 'trend',
      topic: 'Stablecoins are the real killer app.',
      post: { ...longPost, text: 'Stablecoins are the real killer app.', authorHandle: null },
    },
  },
  {
    name: 'a very long topic',
    brief: {
      topic:
        'How to think about the trade-offs between optimistic and zero-knowledge rollups when choosing where to deploy a consumer app that needs cheap fees, fast finality and a large existing user base, in 2025 and beyond',
    },
  },
];

describe('TemplateWriter threads', () => {
  for (const subject of subjects) {
    it(`when writing about ${subject.name} in every tone, hook style and length, then every thread passes validation`, () => {
      for (const tone of threadTones) {
        for (const hookStyle of hookStyles) {
          for (const length of threadLengths) {
            for (const cta of ['What do you think? Drop your thoughts below 👇', null]) {
              const brief = threadBrief({
                ...subject.brief,
                tone,
                hookStyle,
                length,
                cta,
                numbered: length >= 12,
                seed: `${tone}-${hookStyle}-${length}`,
              });
              const tweets = writeTemplateThread(brief);
              expect(validateThread(tweets, threadRulesFor(brief)), `${tone}/${hookStyle}/${length}`).toEqual([]);
              expect(tweets).toHaveLength(length);
              expect(new Set(tweets).size).toBe(length);
              for (const tweet of tweets) {
                expect(weightedLength(tweet)).toBeLessThanOrEqual(280);
                expect(cashtagsOf(tweet).length).toBeLessThanOrEqual(1);
                expect(tweet).not.toMatch(/\{\w+\}|undefined|null|NaN/);
              }
              expect(hookMatches(hookStyle, tweets[0] ?? '')).toBe(true);
              if (cta) expect(tweets.at(-1)).toContain(cta);
            }
          }
        }
      }
    });
  }

  it('when any kind of subject meets any tone and hook style, then there are at least two hooks to vary between', () => {
    const kinds: Need[][] = [
      ['thing'],
      ['question'],
      ['claim'],
      ['thing', 'token'],
      ['thing', 'token', 'market', 'price', 'change', 'down'],
      ['post'],
      ['post', 'author'],
    ];
    for (const tone of threadTones) {
      for (const hookStyle of hookStyles) {
        for (const facts of kinds)
          expect(
            usableLines(threadHooks[tone][hookStyle], new Set(facts)).length,
            `${tone}/${hookStyle}/${facts.join('+')}`,
          ).toBeGreaterThanOrEqual(2);
      }
    }
  });

  it('when the same brief and seed are written twice, then the thread is identical', () => {
    const brief = threadBrief({ research: restakingResearch, length: 8, tone: 'degen', hookStyle: 'bold' });
    expect(writeTemplateThread(brief)).toEqual(writeTemplateThread({ ...brief }));
  });

  it('when only the seed changes, then the threads vary', () => {
    const threads = new Set(
      Array.from({ length: 12 }, (_, i) =>
        writeTemplateThread(threadBrief({ research: restakingResearch, length: 8, seed: `job-${i}` })).join('\n'),
      ),
    );
    const hooks = new Set(Array.from({ length: 12 }, (_, i) => writeTemplateThread(threadBrief({ length: 5, seed: `job-${i}` }))[0]));
    expect(threads.size).toBeGreaterThanOrEqual(10);
    expect(hooks.size).toBeGreaterThanOrEqual(3);
  });

  it('when the tones differ, then the voices differ: degen is lowercase, hype shouts, calm never exclaims', () => {
    const write = (tone: ThreadTone) =>
      writeTemplateThread(threadBrief({ tone, length: 8, research: restakingResearch, cta: null, seed: 'voices' }));
    const degen = write('degen').join(' ');
    const hype = write('hype').join(' ');
    const calm = write('calm').join(' ');
    expect(degen.replace(/\$[A-Z]+|@\w+|#\w+/g, '')).toBe(degen.replace(/\$[A-Z]+|@\w+|#\w+/g, '').toLowerCase());
    expect(hype).toMatch(/[A-Z]{3,}/);
    expect(hype).toMatch(/[🚀🔥⚡]/u);
    expect(calm).not.toMatch(/!/);
    expect(new Set(threadTones.map((t) => write(t)[1])).size).toBe(threadTones.length);
  });

  it('when live figures are allowed, then they appear with their source and time, and only the real ones', () => {
    const brief = threadBrief({
      type: 'token',
      topic: 'Solana',
      token: { symbol: 'SOL', name: 'Solana' },
      market: solMarket,
      length: 8,
      tone: 'educational',
      hookStyle: 'stat',
    });
    const thread = writeTemplateThread(brief);
    const withFigures = thread.filter((t) => figuresIn(t).length > 0);
    expect(withFigures.length).toBeGreaterThan(0);
    for (const tweet of withFigures) expect(tweet).toContain('CoinGecko, Jan 15, 10:00 UTC');
    expect(thread.join(' ')).toContain('$187.42');
  });

  it('when the figures come from the bundled snapshot, then every tone states them with their date as a snapshot and never as current', () => {
    const attribution = 'as of May 2, 2025, from a bundled snapshot';
    for (const tone of threadTones) {
      for (const seed of ['a', 'b', 'c']) {
        const brief = threadBrief({
          type: 'token',
          topic: 'Bitcoin',
          token: { symbol: 'BTC', name: 'Bitcoin' },
          market: btcSnapshot,
          length: 8,
          tone,
          hookStyle: 'stat',
          seed,
        });
        const thread = writeTemplateThread(brief);
        const text = thread.join('\n');
        expect(text, `${tone}/${seed}`).toContain('$96,518');
        expect(text.toLowerCase(), `${tone}/${seed}`).toContain(attribution.toLowerCase());
        expect(text).not.toMatch(/isn't available|not available|no live price feed right now so/i);
        const withFigures = thread.filter((t) => figuresIn(t).length > 0);
        // One dated snapshot tweet; the hook and live beats ("right now", "on the day") never carry old figures.
        expect(withFigures, `${tone}/${seed}`).toHaveLength(1);
        expect(withFigures[0]?.toLowerCase()).toContain(attribution.toLowerCase());
        expect(thread[0] && figuresIn(thread[0])).toEqual([]);
        expect(validateThread(thread, threadRulesFor(brief))).toEqual([]);
      }
    }
  });

  it('when figures are not allowed, then no price, percentage or dollar amount appears, even from research', () => {
    const thread = writeTemplateThread(threadBrief({ research: restakingResearch, length: 15, hookStyle: 'stat', tone: 'shill' }));
    expect(thread.flatMap(figuresIn)).toEqual([]);
    expect(thread.join(' ')).not.toContain('3,120');
  });

  it('when the user is a beginner, then the thread explains more than for an expert', () => {
    const beginner = writeTemplateThread(threadBrief({ research: restakingResearch, length: 8, experience: 'beginner', seed: 'x' })).join(
      ' ',
    );
    const expert = writeTemplateThread(threadBrief({ research: restakingResearch, length: 8, experience: 'expert', seed: 'x' })).join(' ');
    expect(beginner).toMatch(/Restaking lets staked ETH|new to you|mental model/);
    expect(expert).not.toMatch(/Restaking lets staked ETH|new to you|mental model/);
  });

  it('when the thread is from an X post, then the post is quoted verbatim and its author named', () => {
    const thread = writeTemplateThread(threadBrief({ type: 'trend', topic: longPost.text, post: longPost, length: 8, tone: 'degen' }));
    expect(thread.join('\n')).toContain('Most L2s are still running with training wheels');
    expect(thread.join('\n')).toContain('@l2watcher');
    expect(thread.some((t) => t.startsWith('@'))).toBe(false);
  });

  it('when numbering is on, then each tweet carries its position', () => {
    const thread = writeTemplateThread(threadBrief({ numbered: true, length: 8 }));
    thread.forEach((tweet, i) => expect(tweet.startsWith(`${i + 1}/ `)).toBe(true));
  });
});
