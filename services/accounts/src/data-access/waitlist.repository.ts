import { Schema, type Connection, type Model } from 'mongoose';
import type { TeamSize } from '@chainscribe/contracts';

/** One row per address (the address is the id): joining again replaces it, so a retry adds nothing. */
export interface TeamsWaitlistDoc {
  _id: string;
  team_size: TeamSize;
  note: string;
  joined_at: Date;
}

const waitlistSchema = new Schema<TeamsWaitlistDoc>(
  {
    _id: { type: String, required: true },
    team_size: { type: String, required: true },
    note: { type: String, default: '' },
    joined_at: { type: Date, required: true },
  },
  { versionKey: false, collection: 'teams_waitlist' },
);

const waitlistModel = (connection: Connection): Model<TeamsWaitlistDoc> =>
  (connection.models.TeamsWaitlist as Model<TeamsWaitlistDoc> | undefined) ?? connection.model('TeamsWaitlist', waitlistSchema);

export function createWaitlistRepository(connection: Connection) {
  const rows = waitlistModel(connection);
  return {
    init: () => rows.init().then(() => undefined),
    /** A whole-row upsert keyed by the address: no read-modify-write (FerretDB has no conditional update). */
    async join(entry: TeamsWaitlistDoc): Promise<void> {
      await rows.replaceOne({ _id: entry._id }, entry, { upsert: true }).exec();
    },
    find: (email: string) => rows.findById(email).lean<TeamsWaitlistDoc>().exec(),
  };
}

export type WaitlistRepository = ReturnType<typeof createWaitlistRepository>;
