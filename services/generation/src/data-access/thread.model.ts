import { Schema, type Connection, type Model } from 'mongoose';
import type { DataPoint, HookStyle, ThreadLength, ThreadTone, ThreadType } from '@chainscribe/contracts';

/** One generated thread in the user's history (calls 17 and 18); the id derives from the job id. */
export interface ThreadDoc {
  _id: string;
  userId: string;
  jobId: string;
  tweets: string[];
  threadType: ThreadType;
  tonePreset: ThreadTone;
  hookStyle: HookStyle;
  threadLength: ThreadLength;
  tokenSymbol: string | null;
  topic: string | null;
  writer: 'template' | 'openai';
  model: string;
  dataSourcesUsed: string[];
  /** The market figures the writer was given (issue 22): what the thread's figures cite. Absent on older threads. */
  dataPoints?: DataPoint[];
  created_at: Date;
}

const threadSchema = new Schema<ThreadDoc>(
  {
    _id: { type: String, required: true },
    userId: { type: String, required: true },
    jobId: { type: String, required: true },
    tweets: { type: [String], required: true },
    threadType: { type: String, required: true },
    tonePreset: { type: String, required: true },
    hookStyle: { type: String, required: true },
    threadLength: { type: Number, required: true },
    tokenSymbol: { type: String, default: null },
    topic: { type: String, default: null },
    writer: { type: String, required: true },
    model: { type: String, required: true },
    dataSourcesUsed: { type: [String], required: true },
    dataPoints: { type: [Schema.Types.Mixed], default: undefined },
    created_at: { type: Date, required: true },
  },
  { versionKey: false },
);
// Newest first per user, with the id as tie-breaker for stable cursors.
threadSchema.index({ userId: 1, created_at: -1, _id: -1 });

export const threadModel = (connection: Connection): Model<ThreadDoc> =>
  (connection.models.GeneratedThread as Model<ThreadDoc> | undefined) ??
  connection.model<ThreadDoc>('GeneratedThread', threadSchema, 'threads');
