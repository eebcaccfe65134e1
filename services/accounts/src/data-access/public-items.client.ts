import { buildPath, internalPublicItems, type PublicLibraryItem } from '@chainscribe/contracts';
import { callService } from '@chainscribe/service-kit';

/** The library items a user marked public, from generation (which owns the library); null when it cannot answer. */
export function createPublicItemsClient(options: { url: string; internalKey: string; timeoutMs: number }) {
  return {
    async of(userId: string): Promise<PublicLibraryItem[] | null> {
      const answer = await callService({
        baseUrl: options.url,
        internalKey: options.internalKey,
        call: { ...internalPublicItems, path: buildPath(internalPublicItems.path, { id: userId }) },
        // Signed as the user, so generation checks the path names the identity it was given.
        identity: { userId, email: '', sessionId: '' },
        timeoutMs: options.timeoutMs,
        attempts: 2,
      });
      return answer.ok ? answer.data.items : null;
    },
  };
}

export type PublicItemsClient = ReturnType<typeof createPublicItemsClient>;
