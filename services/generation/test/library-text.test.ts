import { describe, expect, it } from 'vitest';
import twitter from 'twitter-text';
import { normaliseForSearch, searchTerms, searchTextOf } from '../src/domain/library/search-text.ts';
import { splitIntoTweets } from '../src/domain/library/split-text.ts';
import { parseIfMatch } from '../src/domain/library/versioning.ts';

const weighted = (text: string) => twitter.parseTweet(text).weightedLength;

describe('pasted text into tweets', () => {
  it('when text has paragraphs and numbered lines, then each opens a tweet and the numbering stays', () => {
    expect(splitIntoTweets('Intro line\nstill intro\n\n1/ first\n2/ second\n(3/3) third', 'thread')).toEqual([
      'Intro line\nstill intro',
      '1/ first',
      '2/ second',
      '(3/3) third',
    ]);
  });

  it('when a paragraph is over X weighted 280, then it is cut between sentences, and a long sentence between words', () => {
    const sentence = `${'🚀'.repeat(30)} moon soon.`;
    const paragraph = Array.from({ length: 8 }, () => sentence).join(' ');
    const tweets = splitIntoTweets(paragraph, 'thread');
    expect(tweets.length).toBeGreaterThan(1);
    for (const tweet of tweets) expect(weighted(tweet)).toBeLessThanOrEqual(280);
    expect(tweets.join(' ')).toBe(paragraph);
    const words = Array.from({ length: 120 }, (_, i) => `word${i}`).join(' ');
    const cut = splitIntoTweets(words, 'thread');
    expect(cut.join(' ')).toBe(words);
    for (const tweet of cut) expect(weighted(tweet)).toBeLessThanOrEqual(280);
  });

  it('when the item is a single tweet or the text is blank, then it stays one tweet', () => {
    expect(splitIntoTweets('a\n\nb', 'tweet')).toEqual(['a\n\nb']);
    expect(splitIntoTweets('  \r\n ', 'thread')).toEqual(['']);
    expect(splitIntoTweets('a\r\n\r\nb', 'thread')).toEqual(['a', 'b']);
  });
});

describe('search text', () => {
  it('when text has capitals and accents, then search matches without them, over tweets, topic and token', () => {
    expect(normaliseForSearch('Éther CAFÉ')).toBe('ether cafe');
    expect(searchTextOf({ tweets: ['Staking on Layer 2'], topic: 'Liquid Restaking', symbol: 'ETH' })).toBe(
      'staking on layer 2\nliquid restaking\n$eth',
    );
    expect(searchTerms('  Éther  ether layer ')).toEqual(['ether', 'layer']);
    expect(searchTerms('')).toEqual([]);
  });
});

describe('If-Match', () => {
  it('when the header names versions, then they are read in their usual spellings; missing is null and * is any', () => {
    expect(parseIfMatch('"3"')).toEqual({ versions: [3] });
    expect(parseIfMatch('W/"4", "5"')).toEqual({ versions: [4, 5] });
    expect(parseIfMatch('7')).toEqual({ versions: [7] });
    expect(parseIfMatch('"abc"')).toEqual({ versions: [] });
    expect(parseIfMatch(undefined)).toBeNull();
    expect(parseIfMatch(' ')).toBeNull();
    expect(parseIfMatch('*')).toBe('any');
  });
});
