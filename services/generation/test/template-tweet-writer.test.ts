import { describe, expect, it } from 'vitest';
import { tweetAudiences, tweetTones, tweetTypes, viralPotentials } from '@chainscribe/contracts';
import { figuresIn } from '../src/domain/writing/figures.ts';
import { validateTweetText } from '../src/domain/writing/rules.ts';
import { scoreTweet } from '../src/domain/writing/scorer.ts';
import { writeTemplateTweets } from '../src/domain/writing/template/tweet-writer.ts';
import { emojiCount, hashtagsOf, mentionsOf, weightedLength } from '../src/domain/writing/text.ts';
import { restakingResearch, tweetBrief } from './support/briefs.ts';

describe('TemplateWriter tweets', () => {
  it('when writing every tone × type × audience × viral potential, with and without research, then every variation passes validation', () => {
    for (const tone of tweetTones) {
      for (const type of tweetTypes) {
        for (const [i, audience] of tweetAudiences.entries()) {
          const viralPotential = viralPotentials[i % viralPotentials.length] ?? 'medium';
          for (const research of [restakingResearch, null]) {
            for (const topic of ['restaking on Ethereum', 'what is a liquid staking token', 'Our mainnet goes live on March 3']) {
              const brief = tweetBrief({
                tone,
                type,
                audience,
                viralPotential,
                research,
                topic,
                includeQuestion: i % 2 === 0,
                includeCTA: i % 3 === 0,
                mentions: i % 2 ? ['sreeramkannan', 'ether_fi'] : [],
              });
              const drafts = writeTemplateTweets(brief);
              expect(drafts.length, `${tone}/${type}/${audience}`).toBeGreaterThanOrEqual(1);
              for (const draft of drafts) {
                expect(validateTweetText(draft.content, null), draft.content).toEqual([]);
                expect(weightedLength(draft.content)).toBeLessThanOrEqual(280);
                expect(draft.content).not.toMatch(/\{\w+\}|undefined|null|NaN/);
                expect(draft.content.startsWith('@')).toBe(false);
                expect(figuresIn(draft.content)).toEqual([]);
              }
            }
          }
        }
      }
    }
    // 3,072 tweet sets: seconds of work on a shared 2-core machine.
  }, 60_000);

  it('when three variations are asked for, then three different ones come back', () => {
    const drafts = writeTemplateTweets(tweetBrief({ count: 3, research: restakingResearch }));
    expect(drafts).toHaveLength(3);
    expect(new Set(drafts.map((d) => d.content)).size).toBe(3);
  });

  it('when one is asked for, then one comes back', () => {
    expect(writeTemplateTweets(tweetBrief({ count: 1 }))).toHaveLength(1);
  });

  it('when hashtags and emojis are off, then the tweets carry none', () => {
    for (const tone of tweetTones) {
      for (const draft of writeTemplateTweets(
        tweetBrief({ tone, includeHashtags: false, includeEmojis: false, research: restakingResearch }),
      )) {
        expect(hashtagsOf(draft.content)).toEqual([]);
        expect(draft.hashtags).toEqual([]);
        expect(emojiCount(draft.content)).toBe(0);
      }
    }
  });

  it('when hashtags, emojis, a question, a CTA and mentions are asked for, then each variation has them', () => {
    const drafts = writeTemplateTweets(
      tweetBrief({
        includeQuestion: true,
        includeCTA: true,
        mentions: ['sreeramkannan'],
        research: restakingResearch,
        tone: 'bold',
        type: 'insight',
      }),
    );
    for (const draft of drafts) {
      expect(draft.content).toContain('?');
      expect(draft.content).toMatch(/repost|follow/i);
      expect(mentionsOf(draft.content)).toContain('sreeramkannan');
      expect(hashtagsOf(draft.content).length).toBeGreaterThanOrEqual(1);
      expect(draft.hashtags).toEqual(hashtagsOf(draft.content).map((h) => `#${h}`));
      expect(emojiCount(draft.content)).toBeGreaterThanOrEqual(1);
    }
  });

  it('when the viral potential rises, then more hashtags are used', () => {
    const count = (viralPotential: 'low' | 'extreme') =>
      hashtagsOf(
        writeTemplateTweets(tweetBrief({ viralPotential, research: restakingResearch, count: 1, type: 'question' }))[0]?.content ?? '',
      ).length;
    expect(count('low')).toBe(1);
    expect(count('extreme')).toBe(3);
  });

  it('when research carries news, then a news reaction quotes the real headline with its source', () => {
    const [draft] = writeTemplateTweets(tweetBrief({ type: 'news-reaction', research: restakingResearch, count: 1, tone: 'casual' }));
    expect(draft?.content).toContain('EigenLayer activates slashing on mainnet');
    expect(draft?.content).toContain('The Block');
  });

  it('when there is no research, then a news reaction claims no news', () => {
    for (const draft of writeTemplateTweets(tweetBrief({ type: 'news-reaction', research: null })))
      expect(draft.content).not.toMatch(/"[^"]+" \(/);
  });

  it('when the tone is degen, then the words are lowercase but handles and tags keep their case', () => {
    const [draft] = writeTemplateTweets(tweetBrief({ tone: 'degen', research: restakingResearch, mentions: ['VitalikButerin'], count: 1 }));
    expect(draft?.content).toContain('@VitalikButerin');
    expect(draft?.content).toMatch(/#[A-Z]/);
    expect(draft?.content.replace(/[@#]\w+/g, '')).toBe(draft?.content.replace(/[@#]\w+/g, '').toLowerCase());
  });
});

describe('tweet scorer', () => {
  it('when a tweet has a question hook, a CTA, two tags, a mention and an emoji, then it scores high and says why', () => {
    const score = scoreTweet(
      'Is restaking worth the extra slashing risk? Operators answer to every service they opt into. Follow for more 🧵\n\ncc @ether_fi #Restaking #Ethereum',
    );
    expect(score.score).toBeGreaterThanOrEqual(8);
    expect(score.reasoning).toMatch(/Hook: opens with a question/);
    expect(score.reasoning).toMatch(/Call to action: tells readers what to do next/);
    expect(score.reasoning).toMatch(/Total \d+(\.\d)?\/10\./);
    expect(score.engagementPrediction).toMatch(/^High/);
  });

  it('when a tweet is stuffed with tags and emojis, then it scores low and the reasoning names the problems', () => {
    const score = scoreTweet('crypto 🚀🚀🚀🚀🚀 #a #b #c #d #e @a @b @c @d');
    expect(score.score).toBeLessThan(5);
    expect(score.reasoning).toMatch(/reads as spam/);
    expect(score.reasoning).toMatch(/clutters/);
  });

  it('when scored, then the factors add up to the score and stay within 0–10', () => {
    const score = scoreTweet('A plain statement about staking.');
    const sum = score.factors.reduce((s, f) => s + f.points, 0);
    expect(score.score).toBeCloseTo(Math.round(sum * 10) / 10, 5);
    expect(score.score).toBeGreaterThanOrEqual(0);
    expect(score.score).toBeLessThanOrEqual(10);
  });
});
