import twitter from 'twitter-text';
import { TWEET_LIMIT } from '../../writing/text.ts';
import { finding, type Rule } from '../finding.ts';

/** Over X's limit by X's own weighting (URLs 23, emoji and CJK 2): the part past the limit is marked. */
export const overLength: Rule = ({ tweets }) =>
  tweets.flatMap((text, tweet) => {
    const parsed = twitter.parseTweet(text);
    if (parsed.weightedLength <= TWEET_LIMIT) return [];
    const at = { tweet, start: Math.min(parsed.validRangeEnd + 1, text.length), end: text.length };
    return [
      finding('over-length', 'danger', at, `X counts ${parsed.weightedLength} of ${TWEET_LIMIT} characters: shorten or split this tweet.`),
    ];
  });
