import { describe, expect, it } from 'vitest';
import {
  generateThreadRequestSchema,
  hookStyles,
  threadLengths,
  threadTones,
  tweetTones,
  tweetTypes,
  type HookStyle,
  type ThreadTone,
} from '@chainscribe/contracts';
import { personalise } from '../src/domain/personalisation/apply.ts';
import type { PersonalContext } from '../src/domain/personalisation/defaults.ts';
import { figuresIn } from '../src/domain/writing/figures.ts';
import { hookMatches } from '../src/domain/writing/rules.ts';
import { writeTemplateThread } from '../src/domain/writing/template/thread-writer.ts';
import { agreeWith, lightenRepeats, shortRef } from '../src/domain/writing/template/topic-words.ts';
import { writeTemplateTweets } from '../src/domain/writing/template/tweet-writer.ts';
import { mentionsOf, sentencesOf } from '../src/domain/writing/text.ts';
import type { ThreadBrief } from '../src/domain/writing/writer.ts';
import { restakingResearch, solMarket, threadBrief, tweetBrief } from './support/briefs.ts';

const NUMBERING = /^\d{1,2}\/ /;
// Sentences of three words or more: a thread marker ("🧵") is not a sentence.
const sentences = (thread: readonly string[]) =>
  new Set(thread.flatMap((t) => sentencesOf(t.replace(NUMBERING, ''))).filter((s) => (s.match(/\p{L}{2,}/gu) ?? []).length >= 3));
const shared = (a: readonly string[], b: readonly string[]) => [...sentences(a)].filter((s) => sentences(b).has(s));
const solana: Partial<ThreadBrief> = { type: 'token', topic: 'Solana', token: { symbol: 'SOL', name: 'Solana' } };

describe('Template writer: every form option changes the thread', () => {
  it('when only the tone changes, then no sentence of the thread stays the same', () => {
    const write = (tone: ThreadTone) => writeTemplateThread(threadBrief({ tone, length: 8, cta: null, seed: 'tone' }));
    for (const a of threadTones) for (const b of threadTones) if (a !== b) expect(shared(write(a), write(b)), `${a}/${b}`).toEqual([]);
  });

  it('when only the hook style changes, then the first tweet opens in that style and differs', () => {
    const hooks = hookStyles.map((hookStyle) => {
      const first = writeTemplateThread(threadBrief({ hookStyle, length: 8, seed: 'hook' }))[0] ?? '';
      expect(hookMatches(hookStyle, first), `${hookStyle}: ${first}`).toBe(true);
      return first;
    });
    expect(new Set(hooks).size).toBe(hookStyles.length);
    expect(hooks[hookStyles.indexOf('question')]).toContain('?');
    expect(hooks[hookStyles.indexOf('story')]).toMatch(/\bI\b|\bI'|\bmy\b/);
  });

  it('when only the length changes, then the thread has that many tweets and says more', () => {
    for (const length of threadLengths) {
      const thread = writeTemplateThread(threadBrief({ length, research: restakingResearch, seed: 'length' }));
      expect(thread).toHaveLength(length);
      expect(new Set(thread).size).toBe(length);
    }
  });

  it('when the CTA is on, then the last tweet carries its text; off, then it closes on the topic without it', () => {
    const cta = 'Follow @chainscribe for a thread a day.';
    const withCta = writeTemplateThread(threadBrief({ cta, seed: 'cta' }));
    const without = writeTemplateThread(threadBrief({ cta: null, seed: 'cta' }));
    expect(withCta.at(-1)).toContain(cta);
    expect(without.join('\n')).not.toContain(cta);
    expect(without.at(-1)).toMatch(/restaking on Ethereum/i);
  });

  it('when the price toggle brings live figures, then they appear with source and time; without it, no figure at all', () => {
    const priced = writeTemplateThread(threadBrief({ ...solana, market: solMarket, length: 8, seed: 'price' }));
    const plain = writeTemplateThread(threadBrief({ ...solana, length: 8, seed: 'price' }));
    const figured = priced.filter((t) => figuresIn(t).length > 0);
    expect(figured.length).toBeGreaterThan(0);
    for (const tweet of figured) expect(tweet).toContain('CoinGecko, Jan 15, 10:00 UTC');
    expect(plain.flatMap(figuresIn)).toEqual([]);
    expect(plain.join(' ')).not.toContain('CoinGecko');
  });

  it('when personalisation fills the options the user left open, then the thread takes the habits of their library', () => {
    const request = generateThreadRequestSchema.parse({ options: { customTopic: 'restaking on Ethereum' } });
    const habits: PersonalContext = {
      defaults: { tone: 'calm', hookStyle: 'story', length: 8, topics: ['restaking on Ethereum'] },
      itemsUsed: 12,
      userPreferences: { tones: ['calm'], lengths: [8], topics: [] },
      historicalContext: { totalThreads: 12, recentTopics: [], preferredTones: ['calm'], preferredLengths: [8] },
    };
    const briefOf = (options: typeof request.options) =>
      threadBrief({ tone: options.tonePreset, hookStyle: options.hookStyle, length: options.threadLength, cta: null, seed: 'personal' });
    const plain = writeTemplateThread(briefOf(request.options));
    const personal = writeTemplateThread(briefOf(personalise('premium', request, habits, new Set()).options));
    expect(plain).toHaveLength(5);
    expect(personal).toHaveLength(8);
    expect(hookMatches('story', personal[0] ?? '')).toBe(true);
    expect(personal.join(' ')).not.toContain('!');
    expect(shared(plain, personal)).toEqual([]);
    // An option the user chose stays theirs.
    const chosen = personalise('premium', request, habits, new Set(['tonePreset', 'threadLength', 'hookStyle'])).options;
    expect(writeTemplateThread(briefOf(chosen))).toEqual(plain);
  });

  it('when the same request is generated again (a new job, a new seed), then a fresh thread comes back', () => {
    const first = writeTemplateThread(threadBrief({ length: 8, seed: 'job-1' }));
    const again = writeTemplateThread(threadBrief({ length: 8, seed: 'job-2' }));
    expect(again).not.toEqual(first);
  });
});

describe('Template writer: hooks keep their promise', () => {
  const subjects: Partial<ThreadBrief>[] = [
    {},
    { topic: 'Why L2s matter' },
    { topic: 'bitcoin will flip gold this decade' },
    solana,
    { ...solana, priceUnavailable: true },
  ];

  it('when a hook promises a count, then exactly that many numbered points follow, in every tone and length', () => {
    let counted = 0;
    for (const subject of subjects)
      for (const tone of threadTones)
        for (const length of threadLengths)
          for (const seed of ['a', 'b', 'c']) {
            const thread = writeTemplateThread(threadBrief({ ...subject, tone, length, hookStyle: 'stat', seed, numbered: length >= 12 }));
            const promised = /^(\d+) /.exec(thread[0] ?? '');
            if (!promised) continue;
            counted++;
            const n = Number(promised[1]);
            const points = thread.slice(1).filter((t) => /^\d+\. /.test(t));
            expect(
              points.map((t) => Number(/^(\d+)\./.exec(t)?.[1])),
              thread[0],
            ).toEqual(Array.from({ length: n }, (_, i) => i + 1));
            expect(thread.length - 1 - n).toBe(1); // the closing tweet or the CTA
          }
    expect(counted).toBeGreaterThan(100);
  });

  it('when a statistic hook has live figures, then it states one with its source; without figures it makes no figure up', () => {
    for (const tone of threadTones)
      for (const seed of ['a', 'b', 'c', 'd']) {
        const live = writeTemplateThread(threadBrief({ ...solana, market: solMarket, tone, hookStyle: 'stat', seed }))[0] ?? '';
        expect(figuresIn(live).length, live).toBeGreaterThan(0);
        expect(live.toLowerCase()).toContain('coingecko, jan 15, 10:00 utc');
        const offline = writeTemplateThread(threadBrief({ ...solana, tone, hookStyle: 'stat', seed }))[0] ?? '';
        expect(figuresIn(offline), offline).toEqual([]);
      }
  });

  it('when no news is given, then nothing says "this week" or "last week"', () => {
    for (const tone of threadTones)
      for (const hookStyle of hookStyles as readonly HookStyle[])
        for (const seed of ['a', 'b']) {
          const thread = writeTemplateThread(threadBrief({ tone, hookStyle, length: 15, seed })).join('\n');
          expect(thread).not.toMatch(/\b(this|last) week\b/i);
        }
    for (const tone of tweetTones)
      for (const type of tweetTypes) {
        const text = writeTemplateTweets(tweetBrief({ tone, type, seed: 'week' }))
          .map((d) => d.content)
          .join('\n');
        expect(text).not.toMatch(/\b(this|last) week\b/i);
      }
  });

  it('when research suggests four accounts, then a tweet tags at most two of them', () => {
    for (const tone of tweetTones) {
      const drafts = writeTemplateTweets(
        tweetBrief({ tone, research: restakingResearch, mentions: ['sreeramkannan', 'ether_fi', 'eigenlayer', 'symbioticfi'] }),
      );
      for (const draft of drafts) {
        expect(mentionsOf(draft.content).length, draft.content).toBeLessThanOrEqual(2);
        expect(mentionsOf(draft.content).length, draft.content).toBeGreaterThan(0);
      }
    }
  });

  it('when the topic is a claim or a question, then it is woven into the hook without quotation marks', () => {
    for (const topic of ['bitcoin will flip gold this decade', 'Why L2s matter', 'memecoins are dead'])
      for (const tone of threadTones)
        for (const hookStyle of hookStyles) {
          const first = writeTemplateThread(threadBrief({ topic, tone, hookStyle, seed: 'claim' }))[0] ?? '';
          expect(first, first).not.toMatch(/["“”]/);
        }
  });
});

describe('Template writer: the topic woven into sentences', () => {
  it('when the topic comes up again in a tweet, then it is shortened as a writer would, and verbs agree with a plural topic', () => {
    expect(shortRef('restaking on Ethereum')).toBe('restaking');
    expect(shortRef('the Bitcoin halving')).toBe('the halving');
    expect(shortRef('liquid staking tokens')).toBe('these tokens');
    expect(shortRef('Solana')).toBe('Solana');
    expect(lightenRepeats('Risks in the Bitcoin halving: the Bitcoin halving cuts issuance.', 'the Bitcoin halving')).toBe(
      'Risks in the Bitcoin halving: the halving cuts issuance.',
    );
    expect(agreeWith('If L2s is new to you, usage of L2s is the signal.', 'L2s')).toBe(
      'If L2s are new to you, usage of L2s is the signal.',
    );
    expect(agreeWith('If restaking is new to you', 'restaking')).toBe('If restaking is new to you');
  });

  it('when the topic is an event, then the thread discusses what changes and who is affected, not fees and audits', () => {
    for (const tone of threadTones) {
      const thread = writeTemplateThread(threadBrief({ topic: 'the Bitcoin halving', tone, length: 8, seed: 'event' })).join('\n');
      expect(thread.toLowerCase(), tone).toMatch(/changes|affected|priced in|do something about/);
      expect(thread, tone).not.toMatch(/fees (paid )?(for|to) the (Bitcoin )?halving|audit/i);
    }
  });
});
