import { Schema, type Connection, type Model } from 'mongoose';
import type { PostMetrics } from '@chainscribe/contracts';
import { isDuplicateKeyError } from '@chainscribe/service-kit';

/** One reading of a posted item: append-only, keyed by post and step, so a retried reading is a no-op. */
export interface MetricsSampleDoc {
  _id: string;
  postId: string;
  userId: string;
  at: Date;
  totals: PostMetrics;
  tweets: (PostMetrics & { index: number; tweetId: string })[];
}

const schema = new Schema<MetricsSampleDoc>(
  {
    _id: { type: String, required: true },
    postId: { type: String, required: true, index: true },
    userId: { type: String, required: true, index: true },
    at: { type: Date, required: true },
    totals: { type: Schema.Types.Mixed, required: true },
    tweets: { type: Schema.Types.Mixed, default: [] },
  },
  { versionKey: false },
);

const modelOf = (connection: Connection): Model<MetricsSampleDoc> =>
  (connection.models.MetricsSample as Model<MetricsSampleDoc> | undefined) ??
  connection.model<MetricsSampleDoc>('MetricsSample', schema, 'metrics_samples');

export function createMetricsRepository(connection: Connection) {
  const model = modelOf(connection);
  return {
    init: () => model.init(),
    append: async (doc: MetricsSampleDoc) => {
      try {
        await model.create(doc);
      } catch (err) {
        if (!isDuplicateKeyError(err)) throw err;
      }
    },
    seriesOf: (postId: string) => model.find({ postId }).sort({ at: 1 }).lean<MetricsSampleDoc[]>().exec(),
    allOf: (userId: string) => model.find({ userId }).sort({ at: 1 }).lean<MetricsSampleDoc[]>().exec(),
    eraseUser: async (userId: string) => (await model.deleteMany({ userId }).exec()).deletedCount,
  };
}

export type MetricsRepository = ReturnType<typeof createMetricsRepository>;
