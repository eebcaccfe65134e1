import type { LibraryItemDoc } from '../../data-access/library-item.model.ts';
import type { ThreadDoc } from '../../data-access/thread.model.ts';
import type { TweetDoc } from '../../data-access/tweet.model.ts';
import { searchTextOf } from './search-text.ts';

type Generated = Omit<LibraryItemDoc, 'searchText'>;

function generated(item: Omit<Generated, 'origin' | 'status' | 'version' | 'deletedAt' | 'updatedAt'>): LibraryItemDoc {
  return {
    ...item,
    origin: 'generated',
    status: 'ready',
    version: 1,
    deletedAt: null,
    updatedAt: item.createdAt,
    searchText: searchTextOf(item),
  };
}

/** A generated thread as it enters the library: ready to post, version 1, same id as in `threads`. */
export function libraryItemOfThread(thread: ThreadDoc): LibraryItemDoc {
  return generated({
    _id: thread._id,
    userId: thread.userId,
    kind: 'thread',
    tweets: thread.tweets,
    tone: thread.tonePreset,
    hook: thread.hookStyle,
    length: thread.threadLength,
    symbol: thread.tokenSymbol,
    topic: thread.topic,
    createdAt: new Date(thread.created_at),
    ...(thread.dataPoints?.length ? { dataPoints: thread.dataPoints } : {}),
  });
}

/** One generated tweet variation as a library item, same id as in `tweets`. */
export function libraryItemOfTweet(tweet: TweetDoc): LibraryItemDoc {
  return generated({
    _id: tweet._id,
    userId: tweet.userId,
    kind: 'tweet',
    tweets: [tweet.content],
    tone: tweet.tone,
    hook: null,
    length: null,
    symbol: null,
    topic: tweet.topic,
    createdAt: new Date(tweet.created_at),
  });
}
