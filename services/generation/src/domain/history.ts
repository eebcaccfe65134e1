import { messages, type ThreadPage, type ThreadRecord } from '@chainscribe/contracts';
import { AppError } from '@chainscribe/service-kit';
import type { ThreadDoc } from '../data-access/thread.model.ts';
import type { ThreadCursor, ThreadsRepository } from '../data-access/threads.repository.ts';

/** Opaque to clients: the last item's time and id, so pages stay stable while new threads arrive. */
export function encodeCursor(cursor: ThreadCursor): string {
  return Buffer.from(JSON.stringify({ t: cursor.createdAt.toISOString(), id: cursor.id })).toString('base64url');
}

export function decodeCursor(raw: string): ThreadCursor {
  try {
    const parsed = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as { t?: unknown; id?: unknown };
    const createdAt = new Date(String(parsed.t));
    if (typeof parsed.id !== 'string' || Number.isNaN(createdAt.getTime())) throw new Error('bad cursor');
    return { createdAt, id: parsed.id };
  } catch {
    throw AppError.badRequest(`${messages.invalidRequest}: cursor`, 'invalid_cursor');
  }
}

export function toThreadRecord(doc: ThreadDoc): ThreadRecord {
  return {
    id: doc._id,
    userId: doc.userId,
    tweets: doc.tweets,
    threadType: doc.threadType,
    tonePreset: doc.tonePreset,
    hookStyle: doc.hookStyle,
    threadLength: doc.threadLength,
    tokenSymbol: doc.tokenSymbol,
    topic: doc.topic,
    created_at: new Date(doc.created_at).toISOString(),
  };
}

/** The caller's thread history, newest first (calls 17 and 18). */
export function createThreadHistory(threads: ThreadsRepository) {
  return {
    async page(userId: string, query: { limit: number; cursor?: string | undefined }): Promise<ThreadPage> {
      const after = query.cursor ? decodeCursor(query.cursor) : null;
      // One extra row tells whether another page exists without a count query.
      const docs = await threads.page(userId, query.limit + 1, after);
      const items = docs.slice(0, query.limit);
      const last = items.at(-1);
      const nextCursor = docs.length > query.limit && last ? encodeCursor({ createdAt: new Date(last.created_at), id: last._id }) : null;
      return { items: items.map(toThreadRecord), nextCursor };
    },
  };
}

export type ThreadHistory = ReturnType<typeof createThreadHistory>;
