import { z } from 'zod';
import { writeJson } from '../../../lib/storage.ts';

/** Local-storage key `userSubscription` (spec §3): what the success page records after an upgrade. */
export const STORED_SUBSCRIPTION_KEY = 'userSubscription';

export const storedSubscriptionSchema = z.object({
  plan_id: z.string(),
  plan_type: z.string(),
  status: z.literal('active'),
  billing_period: z.string(),
  starts_at: z.string(),
  ends_at: z.string().nullable(),
});
export type StoredSubscription = z.infer<typeof storedSubscriptionSchema>;

export function storeSubscription(subscription: StoredSubscription): void {
  writeJson(STORED_SUBSCRIPTION_KEY, subscription);
}
