import type { Connection } from 'mongoose';
import { fencedUpdateOne, type Lease } from '@chainscribe/service-kit';
import { tweetModel, type TweetDoc } from './tweet.model.ts';

export function createTweetsRepository(connection: Connection) {
  const tweets = tweetModel(connection);
  return {
    init: () => tweets.init(),
    /** Idempotent by id, one upsert per variation, under the job's lock `lease` (like threads). */
    async saveAll(docs: readonly TweetDoc[], lease: Lease): Promise<void> {
      for (const { _id, ...fields } of docs)
        await fencedUpdateOne(tweets.collection, lease, { _id }, { $set: fields }, { upsert: true, likelyNew: true });
    },
    /** Every tweet, a batch at a time (the library's one-off backfill); each batch has the operation deadline. */
    all: (): AsyncIterable<TweetDoc> =>
      tweets.collection.find({}, { timeoutMode: 'iteration', batchSize: 200 }) as unknown as AsyncIterable<TweetDoc>,
    byJob: (jobId: string) => tweets.find({ jobId }).sort({ _id: 1 }).lean<TweetDoc[]>().exec(),
  };
}

export type TweetsRepository = ReturnType<typeof createTweetsRepository>;
