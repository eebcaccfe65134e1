import { Schema, type Connection, type Model } from 'mongoose';
import type {
  EnhancedFeatures,
  GenerationKind,
  HookStyle,
  JobStatus,
  PlanId,
  RewriteSuggestion,
  TemplateBeat,
  TemplateRole,
  ThreadLength,
  ThreadTone,
  ThreadType,
  TweetTone,
  TweetVariation,
  Citation,
  DataPoint,
  UnverifiedFigure,
} from '@chainscribe/contracts';

/** What a finished job produced; the API adds live usage figures when it answers. */
export interface ThreadResult {
  kind: 'thread';
  threadId: string;
  tweets: string[];
  options: { threadType: ThreadType; tonePreset: ThreadTone; hookStyle: HookStyle; threadLength: ThreadLength; tokenSymbol: string | null };
  topic: string | null;
  enhancedFeatures: EnhancedFeatures;
  writer: 'template' | 'openai';
  model: string;
  /** The template the thread started from, with the role each tweet plays as written. */
  template?: { id: string; name: string; roles: TemplateRole[] };
  /** The market figures the writer was given, and each figure of the text tied to one (issue 22); absent on older jobs. */
  dataPoints?: DataPoint[];
  citations?: Citation[];
  unverifiedFigures?: UnverifiedFigure[];
}

/** A template's beats as the API resolved them (built-in or the user's own) when the job was made. */
export interface JobTemplate {
  id: string;
  name: string;
  beats: TemplateBeat[];
}

export interface TweetResult {
  kind: 'tweet';
  variations: TweetVariation[];
  topic: string;
  tone: TweetTone;
  dataSourcesUsed: string[];
  writer: 'template' | 'openai';
  model: string;
}

/** A library rewrite's suggestion (nothing is stored in the library until the user accepts it). */
export interface RewriteResult {
  kind: 'rewrite';
  suggestion: RewriteSuggestion;
  writer: 'template' | 'openai';
  model: string;
}

export type JobResult = ThreadResult | TweetResult | RewriteResult;

export interface JobDoc {
  _id: string;
  userId: string;
  kind: GenerationKind;
  status: JobStatus;
  progress: number;
  plan: PlanId;
  reservation: { counter: 'threads' | 'tweets'; date: string };
  /** The template to follow; null (or absent on older jobs) when the writer plans the thread. */
  template?: JobTemplate | null;
  /** How many times a worker started it (a crash mid-job counts). */
  attempts: number;
  leaseOwner: string | null;
  leaseUntil: Date | null;
  /**
   * The lock fence of the claim that gave `leaseOwner` its lease. A later claim always has a larger
   * one, so a worker whose lease lapsed and was taken over can tell, even if it is the same worker.
   */
  leaseFence: number | null;
  /** The worker that finished it. */
  workerId: string | null;
  result: JobResult | null;
  error: string | null;
  code: string | null;
  refunded: boolean;
  createdAt: Date;
  updatedAt: Date;
  startedAt: Date | null;
  finishedAt: Date | null;
}

const jobSchema = new Schema<JobDoc>(
  {
    _id: { type: String, required: true },
    userId: { type: String, required: true },
    kind: { type: String, required: true },
    status: { type: String, required: true },
    progress: { type: Number, required: true },
    plan: { type: String, required: true },
    reservation: { counter: { type: String, required: true }, date: { type: String, required: true } },
    template: { type: Schema.Types.Mixed, default: null },
    attempts: { type: Number, required: true, default: 0 },
    leaseOwner: { type: String, default: null },
    leaseUntil: { type: Date, default: null },
    leaseFence: { type: Number, default: null },
    workerId: { type: String, default: null },
    result: { type: Schema.Types.Mixed, default: null },
    error: { type: String, default: null },
    code: { type: String, default: null },
    refunded: { type: Boolean, required: true, default: false },
    createdAt: { type: Date, required: true },
    updatedAt: { type: Date, required: true },
    startedAt: { type: Date, default: null },
    finishedAt: { type: Date, default: null },
  },
  { versionKey: false, minimize: false },
);
jobSchema.index({ userId: 1, createdAt: -1 });

export const jobModel = (connection: Connection): Model<JobDoc> =>
  (connection.models.GenerationJob as Model<JobDoc> | undefined) ?? connection.model<JobDoc>('GenerationJob', jobSchema, 'jobs');
