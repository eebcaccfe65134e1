import type { Connection } from 'mongoose';
import { tweetModel, type TweetDoc } from './tweet.model.ts';

export function createTweetsRepository(connection: Connection) {
  const tweets = tweetModel(connection);
  return {
    init: () => tweets.init(),
    /** Idempotent by id, one upsert per variation. */
    async saveAll(docs: readonly TweetDoc[]): Promise<void> {
      for (const { _id, ...fields } of docs) await tweets.updateOne({ _id }, { $set: fields }, { upsert: true }).exec();
    },
    byJob: (jobId: string) => tweets.find({ jobId }).sort({ _id: 1 }).lean<TweetDoc[]>().exec(),
  };
}

export type TweetsRepository = ReturnType<typeof createTweetsRepository>;
