import type { Connection } from 'mongoose';
import { personalisationResetModel } from './personalisation.repository.ts';
import { erasedUserModel } from './erased-user.model.ts';
import { jobModel } from './job.model.ts';
import { templateModel } from './template.model.ts';
import { threadModel } from './thread.model.ts';
import { tweetModel } from './tweet.model.ts';
import { userPlanModel } from './user-plan.model.ts';

/** The library's collections (library-item.model.ts, library-version.model.ts), keyed by `userId` like the rest. */
type LibraryCollection = 'library_items' | 'library_versions';

type Row = Record<string, unknown>;

/**
 * Everything generation keeps about one user, for their export and for erasing it when the account
 * is deleted. Each erase is a plain delete by user id: running it again finds nothing and is harmless.
 */
export function createUserDataRepository(connection: Connection) {
  const jobs = jobModel(connection);
  const threads = threadModel(connection);
  const tweets = tweetModel(connection);
  const plans = userPlanModel(connection);
  const templates = templateModel(connection);
  const erased = erasedUserModel(connection);
  const personalisationResets = personalisationResetModel(connection);
  const library = (name: LibraryCollection) => connection.collection<Row>(name);
  const rows = <T>(docs: T[]): Row[] => docs.map((doc) => JSON.parse(JSON.stringify(doc)) as Row);

  return {
    async exportOf(userId: string): Promise<Record<string, Row[]>> {
      const [jobRows, threadRows, tweetRows, planRows, templateRows, items, versions] = await Promise.all([
        jobs.find({ userId }).sort({ createdAt: 1 }).lean().exec(),
        threads.find({ userId }).sort({ created_at: 1 }).lean().exec(),
        tweets.find({ userId }).sort({ created_at: 1 }).lean().exec(),
        plans.find({ _id: userId }).lean().exec(),
        templates.find({ userId }).sort({ created_at: 1 }).lean().exec(),
        library('library_items').find({ userId }).toArray(),
        library('library_versions').find({ userId }).toArray(),
      ]);
      const resets = await personalisationResets.find({ _id: userId }).lean().exec();
      return {
        jobs: rows(jobRows),
        threads: rows(threadRows),
        tweets: rows(tweetRows),
        plan: rows(planRows),
        templates: rows(templateRows),
        library_items: rows(items),
        library_versions: rows(versions),
        personalisation_resets: rows(resets),
      };
    },

    /** First step of an erasure: from now on nothing new of the user is written (see erased-user.model.ts). */
    async markErased(userId: string, at: Date): Promise<void> {
      await erased.updateOne({ _id: userId }, { $setOnInsert: { erasedAt: at } }, { upsert: true }).exec();
    },
    isErased: async (userId: string): Promise<boolean> => (await erased.exists({ _id: userId }).exec()) !== null,

    /** Deletes every document of the user outside the library (its repository erases it); answers how many went, per collection. */
    async erase(userId: string): Promise<Record<string, number>> {
      const counts: Record<string, number> = {};
      counts.jobs = (await jobs.deleteMany({ userId }).exec()).deletedCount;
      counts.threads = (await threads.deleteMany({ userId }).exec()).deletedCount;
      counts.tweets = (await tweets.deleteMany({ userId }).exec()).deletedCount;
      counts.templates = (await templates.deleteMany({ userId }).exec()).deletedCount;
      counts.personalisation_resets = (await personalisationResets.deleteMany({ _id: userId }).exec()).deletedCount;
      // Last: while the plan row exists a retried erase still knows there is something to do.
      counts.user_plans = (await plans.deleteMany({ _id: userId }).exec()).deletedCount;
      return counts;
    },
  };
}

export type UserDataRepository = ReturnType<typeof createUserDataRepository>;
