import { Schema, type Connection, type Model } from 'mongoose';
import type { HookStyle, LibraryKind, LibraryTone, PostFailureReason, PostStatus, PostTiming } from '@chainscribe/contracts';

export interface PostedTweetDoc {
  index: number;
  tweetId: string;
  url: string;
  postedAt: Date;
}

/**
 * One scheduled library item. `posted` grows one tweet at a time and is written before the next
 * tweet is sent, so a worker that takes over after a crash continues after the last recorded tweet.
 */
export interface PostDoc {
  _id: string;
  userId: string;
  itemId: string;
  kind: LibraryKind;
  tweets: string[];
  tone: LibraryTone | null;
  hook: HookStyle | null;
  status: PostStatus;
  timing: PostTiming;
  scheduledAt: Date;
  /** When a worker may next work on it: the scheduled time, or later after a 429 / 5xx. */
  nextAttemptAt: Date;
  /** 1 + how many times the user resumed it (the key of its post.failed events). */
  attempt: number;
  /** 5xx / unanswered tries in a row (reset by every posted tweet). */
  retries: number;
  /** +1 per change of time or text (the key of its post.scheduled events). */
  revision: number;
  posted: PostedTweetDoc[];
  postUrl: string | null;
  xUserId: string | null;
  failure: { reason: PostFailureReason; message: string } | null;
  createdAt: Date;
  updatedAt: Date;
  publishedAt: Date | null;
  /** Index into the metric offsets of the next reading; null when done or not posted. */
  metricsStep: number | null;
  metricsNextAt: Date | null;
}

const postSchema = new Schema<PostDoc>(
  {
    _id: { type: String, required: true },
    userId: { type: String, required: true },
    itemId: { type: String, required: true },
    kind: { type: String, required: true },
    tweets: { type: [String], required: true },
    tone: { type: String, default: null },
    hook: { type: String, default: null },
    status: { type: String, required: true },
    timing: { type: String, required: true },
    scheduledAt: { type: Date, required: true },
    nextAttemptAt: { type: Date, required: true },
    attempt: { type: Number, required: true },
    retries: { type: Number, required: true },
    revision: { type: Number, required: true },
    posted: { type: Schema.Types.Mixed, default: [] },
    postUrl: { type: String, default: null },
    xUserId: { type: String, default: null },
    failure: { type: Schema.Types.Mixed, default: null },
    createdAt: { type: Date, required: true },
    updatedAt: { type: Date, required: true },
    publishedAt: { type: Date, default: null },
    metricsStep: { type: Number, default: null },
    metricsNextAt: { type: Date, default: null },
  },
  { versionKey: false },
);
postSchema.index({ userId: 1, scheduledAt: 1 });
postSchema.index({ status: 1, nextAttemptAt: 1 });
postSchema.index({ metricsNextAt: 1 });

export const postModel = (connection: Connection): Model<PostDoc> =>
  (connection.models.ScheduledPost as Model<PostDoc> | undefined) ?? connection.model<PostDoc>('ScheduledPost', postSchema, 'posts');
