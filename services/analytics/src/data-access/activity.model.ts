import { Schema, type Connection, type Model } from 'mongoose';

export const activityKinds = ['registered', 'session', 'thread', 'tweet', 'plan_changed'] as const;
export type ActivityKind = (typeof activityKinds)[number];

/**
 * One document per consumed event: the projection is a set of facts, and every number the API
 * answers is a count over it. Keying the document by the event id makes applying an event a
 * single insert that a redelivery or a replay cannot repeat, so no separate "processed" mark is
 * needed and there is no window between effect and mark for a crash to fall into.
 */
export interface ActivityDoc {
  /** The event id (deterministic from the business key: job id, session id, user id…). */
  _id: string;
  userId: string;
  kind: ActivityKind;
  /** When it happened according to the producer (generatedAt, startedAt…), not when we read it. */
  at: Date;
  /**
   * UTC `YYYY-MM-DD` and `YYYY-MM` of `at`. The analytics read groups by `day`; `month` is no longer
   * read, but stored facts and their index carry it, so dropping it is a migration of its own.
   */
  day: string;
  month: string;
  /** Counts toward "days active": the user acted (a subscription lapsing on its own does not). */
  byUser: boolean;
}

const activitySchema = new Schema<ActivityDoc>(
  {
    _id: { type: String, required: true },
    userId: { type: String, required: true },
    kind: { type: String, required: true, enum: activityKinds },
    at: { type: Date, required: true },
    day: { type: String, required: true },
    month: { type: String, required: true },
    byUser: { type: Boolean, required: true },
  },
  { versionKey: false, collection: 'activities' },
);
// Plain compound indexes only: FerretDB v1 has no partial or TTL indexes (ARCHITECTURE §3).
activitySchema.index({ userId: 1, kind: 1, day: 1 });
activitySchema.index({ userId: 1, kind: 1, month: 1 });
activitySchema.index({ userId: 1, byUser: 1, day: 1 });

export const activityModel = (connection: Connection): Model<ActivityDoc> =>
  (connection.models.Activity as Model<ActivityDoc> | undefined) ?? connection.model<ActivityDoc>('Activity', activitySchema);
