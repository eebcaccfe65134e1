import { buildPath, internalUserErase, internalUserExport, type ExportService, type UserDataPart } from '@chainscribe/contracts';
import { callService, type Identity } from '@chainscribe/service-kit';

export type PeerService = Exclude<ExportService, 'accounts'>;

export interface PeerConfig {
  url: string;
  internalKey: string;
}

/**
 * Accounts' signed calls to the other services about one user: their part of the export, and the
 * erasure of research's part (research has no Kafka connection to hear user.deleted itself).
 */
export function createUserDataClient(options: { peers: Record<PeerService, PeerConfig>; timeoutMs: number }) {
  // Signed as the user, so each service checks the path names the identity it was given.
  const asUser = (userId: string): Identity => ({ userId, email: '', sessionId: '' });
  return {
    async exportFrom(service: PeerService, userId: string): Promise<UserDataPart | null> {
      const peer = options.peers[service];
      const answer = await callService({
        baseUrl: peer.url,
        internalKey: peer.internalKey,
        call: { ...internalUserExport, path: buildPath(internalUserExport.path, { id: userId }) },
        identity: asUser(userId),
        timeoutMs: options.timeoutMs,
        attempts: 2,
      });
      return answer.ok ? answer.data.data : null;
    },
    async eraseInResearch(userId: string): Promise<void> {
      const peer = options.peers.research;
      const answer = await callService({
        baseUrl: peer.url,
        internalKey: peer.internalKey,
        call: { ...internalUserErase, path: buildPath(internalUserErase.path, { id: userId }) },
        identity: asUser(userId),
        timeoutMs: options.timeoutMs,
        attempts: 2,
      });
      // Thrown, so the user.deleted consumer retries (and parks the event after its retries).
      if (!answer.ok) throw new Error(`research could not erase the user: ${answer.reason}`);
    },
  };
}

export type UserDataClient = ReturnType<typeof createUserDataClient>;
