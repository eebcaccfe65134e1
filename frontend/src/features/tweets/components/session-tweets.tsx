import { History, MessageSquareText } from 'lucide-react';
import { tweetToneOptions } from '@chainscribe/contracts/catalogue';
import type { SessionTweet } from '@chainscribe/contracts';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { CopyTweetButton, ShareOnXLink, TweetActions } from './tweet-parts.tsx';

const toneName = (tone: SessionTweet['tone']) => tweetToneOptions.find((option) => option.id === tone)?.name ?? tone;

/** The side card: the most recent tweet with copy, share, topic, tone, tokens and its count. */
export function LatestTweetCard({ tweet }: { tweet: SessionTweet | undefined }) {
  return (
    <Card role="region" aria-labelledby="latest-tweet-title">
      <CardHeader className="pb-2">
        <CardTitle id="latest-tweet-title" className="flex items-center gap-2 text-base">
          <MessageSquareText aria-hidden="true" className="size-4 text-primary" /> Latest Tweet
        </CardTitle>
      </CardHeader>
      <CardContent className="pt-2">
        {!tweet ? (
          <p className="text-sm text-muted-foreground">Your generated tweet will appear here, ready to copy or share.</p>
        ) : (
          <div className="flex flex-col gap-3">
            <p className="rounded-xl bg-muted/50 p-3.5 text-sm leading-relaxed break-words whitespace-pre-wrap">{tweet.content}</p>
            <TweetActions text={tweet.content} shareLabel="Share" shareAriaLabel="Share on X" />
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1.5 text-sm">
              <dt className="text-muted-foreground">Topic</dt>
              <dd className="truncate" title={tweet.topic}>
                {tweet.topic}
              </dd>
              <dt className="text-muted-foreground">Tone</dt>
              <dd>{toneName(tweet.tone)}</dd>
              {tweet.tokens && tweet.tokens.length > 0 ? (
                <>
                  <dt className="text-muted-foreground">Tokens</dt>
                  <dd className="flex flex-wrap gap-1">
                    {tweet.tokens.map((token) => (
                      <span key={token} className="rounded-md bg-gold-400/10 px-1.5 font-mono text-xs text-gold-700 dark:text-gold-400">
                        ${token}
                      </span>
                    ))}
                  </dd>
                </>
              ) : null}
            </dl>
          </div>
        )}
      </CardContent>
    </Card>
  );
}

/** Earlier tweets of this session (spec §2), in a scroll area of at most 24rem. */
export function RecentTweets({ tweets }: { tweets: SessionTweet[] }) {
  return (
    <Card role="region" aria-labelledby="recent-tweets-title">
      <CardHeader className="pb-2">
        <CardTitle id="recent-tweets-title" className="flex items-center gap-2 text-base">
          <History aria-hidden="true" className="size-4 text-primary" /> Recent Tweets
        </CardTitle>
      </CardHeader>
      <CardContent className="pt-2">
        {tweets.length === 0 ? (
          <p className="text-sm text-muted-foreground">Tweets you generate in this session are listed here.</p>
        ) : (
          <ul className="-mr-2 flex max-h-96 flex-col gap-3 overflow-y-auto pr-2" data-testid="recent-tweets">
            {tweets.map((tweet, index) => (
              <li key={tweet.id} className="rounded-xl border border-border p-3">
                <p className="line-clamp-4 text-sm break-words whitespace-pre-wrap">{tweet.content}</p>
                <div className="mt-2 flex items-center gap-2">
                  <time className="text-xs text-muted-foreground" dateTime={tweet.created_at}>
                    {new Date(tweet.created_at).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })}
                  </time>
                  <CopyTweetButton
                    text={tweet.content}
                    label={null}
                    className="ml-auto px-2"
                    ariaLabel={`Copy recent tweet ${index + 1}`}
                  />
                  <ShareOnXLink text={tweet.content} label="Share" ariaLabel={`Share recent tweet ${index + 1} on X`} />
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
