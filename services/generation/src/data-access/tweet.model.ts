import { Schema, type Connection, type Model } from 'mongoose';
import type { TweetTone } from '@chainscribe/contracts';

/** One generated tweet variation; ids derive from the job id and the variation's position. */
export interface TweetDoc {
  _id: string;
  userId: string;
  jobId: string;
  content: string;
  score: number;
  hashtags: string[];
  topic: string;
  tone: TweetTone;
  writer: 'template' | 'openai';
  created_at: Date;
}

const tweetSchema = new Schema<TweetDoc>(
  {
    _id: { type: String, required: true },
    userId: { type: String, required: true },
    jobId: { type: String, required: true },
    content: { type: String, required: true },
    score: { type: Number, required: true },
    hashtags: { type: [String], required: true },
    topic: { type: String, required: true },
    tone: { type: String, required: true },
    writer: { type: String, required: true },
    created_at: { type: Date, required: true },
  },
  { versionKey: false },
);
tweetSchema.index({ userId: 1, created_at: -1 });

export const tweetModel = (connection: Connection): Model<TweetDoc> =>
  (connection.models.GeneratedTweet as Model<TweetDoc> | undefined) ?? connection.model<TweetDoc>('GeneratedTweet', tweetSchema, 'tweets');
