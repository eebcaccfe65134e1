import type { ScheduledPost } from '@chainscribe/contracts';
import { plural } from '../utils/post-labels.ts';

/** What is already on X for a post that stopped: each posted tweet with its link, then what is left. */
export function PostedTweets({ post }: { post: ScheduledPost }) {
  const left = post.tweets.length - post.posted.length;
  if (post.posted.length === 0) return <p>Nothing was posted yet. Resume starts with the first tweet.</p>;
  return (
    <div className="flex flex-col gap-2">
      <p>{`On X: ${post.posted.length} of ${plural(post.tweets.length, 'tweet')}. Resume posts the ${plural(left, 'remaining tweet')} after them.`}</p>
      <ol className="list-decimal space-y-1 pl-5">
        {post.posted.map((tweet) => (
          <li key={tweet.tweetId}>
            <a className="text-primary underline underline-offset-4" href={tweet.url} target="_blank" rel="noreferrer">
              {post.tweets[tweet.index]?.slice(0, 80) ?? `Tweet ${tweet.index + 1}`}
            </a>
          </li>
        ))}
      </ol>
    </div>
  );
}
