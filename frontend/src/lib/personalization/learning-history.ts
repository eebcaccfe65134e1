import { hookStyleSchema, threadLengthSchema, threadToneSchema, threadTypeSchema } from '@chainscribe/contracts';
import { z } from 'zod';
import { readString, removeKeys, writeJson } from '../storage.ts';

/** The browser's own record of the threads generated here (spec §9: the last 50 entries). */
export const LEARNING_HISTORY_KEY = 'chainscribe.learning_history';
export const LEARNING_HISTORY_LIMIT = 50;
const TOPIC_MAX = 200;

export const learningEntrySchema = z.object({
  at: z.iso.datetime({ offset: true }),
  threadType: threadTypeSchema,
  tone: threadToneSchema,
  length: threadLengthSchema,
  hookStyle: hookStyleSchema,
  topic: z.string().max(TOPIC_MAX).nullable(),
  tokenSymbol: z.string().max(20).nullable(),
  includePrice: z.boolean(),
  includeCTA: z.boolean(),
});
export type LearningEntry = z.infer<typeof learningEntrySchema>;

/** Oldest first. Unreadable entries are skipped one by one, so one bad row never wipes the rest. */
export function readLearningHistory(): LearningEntry[] {
  const raw = readString(LEARNING_HISTORY_KEY);
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return [];
    return parsed
      .flatMap((item) => {
        const entry = learningEntrySchema.safeParse(item);
        return entry.success ? [entry.data] : [];
      })
      .slice(-LEARNING_HISTORY_LIMIT);
  } catch {
    return [];
  }
}

export function recordLearning(entry: LearningEntry): LearningEntry[] {
  const bounded = { ...entry, topic: entry.topic ? entry.topic.slice(0, TOPIC_MAX) : null };
  const next = [...readLearningHistory(), bounded].slice(-LEARNING_HISTORY_LIMIT);
  writeJson(LEARNING_HISTORY_KEY, next);
  return next;
}

export function clearLearningHistory(): void {
  removeKeys(LEARNING_HISTORY_KEY);
}
