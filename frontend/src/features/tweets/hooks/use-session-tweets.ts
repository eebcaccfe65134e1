import { useState } from 'react';
import type { SessionTweet, TweetVariation } from '@chainscribe/contracts';
import { cashtagsOf } from '../../../lib/tweet-text.ts';
import { readSessionTweets, writeSessionTweets } from '../utils/session-tweets.ts';
import type { TweetForm } from '../utils/tweet-options.ts';

/** This session's tweets, newest first, kept in session storage (spec §2). */
export function useSessionTweets() {
  const [tweets, setTweets] = useState<SessionTweet[]>(readSessionTweets);

  const record = (tweet: TweetVariation, form: Pick<TweetForm, 'topic' | 'tone'>, mentions: string[]) => {
    const tokens = cashtagsOf(tweet.content);
    const entry: SessionTweet = {
      id: `${tweet.id}-${Date.now()}`,
      topic: form.topic.trim().slice(0, 500),
      tone: form.tone,
      content: tweet.content,
      mentions,
      created_at: new Date().toISOString(),
      ...(tokens.length > 0 ? { tokens: tokens.slice(0, 20) } : {}),
    };
    setTweets((current) => {
      const next = [entry, ...current];
      writeSessionTweets(next);
      return next;
    });
  };

  return { tweets, record };
}
