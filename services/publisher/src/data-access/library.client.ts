import { z } from 'zod';
import { hookStyleSchema, libraryKindSchema, libraryToneSchema } from '@chainscribe/contracts';
import { callService, type Identity } from '@chainscribe/service-kit';

/** The fields of generation's library item the publisher needs (others are ignored, so generation may add fields). */
const libraryItemFields = z.object({
  id: z.string(),
  kind: libraryKindSchema,
  tweets: z.array(z.string()),
  tone: libraryToneSchema.nullable(),
  hook: hookStyleSchema.nullable(),
  deletedAt: z.string().nullable(),
});
export type LibraryItemText = z.infer<typeof libraryItemFields>;

const getItem = { method: 'GET', path: '/api/library/:id', response: libraryItemFields } as const;

export type LibraryLookup = { found: true; item: LibraryItemText } | { found: false } | { unavailable: string };

/** Reads a library item from generation as the user (the same signed call the gateway makes). */
export function createLibraryClient(options: { baseUrl: string; internalKey: string; timeoutMs: number }) {
  return {
    async item(identity: Identity, itemId: string): Promise<LibraryLookup> {
      const answer = await callService({
        baseUrl: options.baseUrl,
        internalKey: options.internalKey,
        call: { ...getItem, path: `/api/library/${encodeURIComponent(itemId)}` },
        identity,
        timeoutMs: options.timeoutMs,
        attempts: 2,
      });
      if (answer.ok) return answer.data.deletedAt ? { found: false } : { found: true, item: answer.data };
      if (answer.status === 404 || answer.status === 403) return { found: false };
      return { unavailable: answer.reason };
    },
  };
}

export type LibraryClient = ReturnType<typeof createLibraryClient>;
