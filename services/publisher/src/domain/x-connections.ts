import { randomBytes } from 'node:crypto';
import { publisherErrorCodes, publisherMessages, X_CALLBACK_PATH, type XConnection } from '@chainscribe/contracts';
import { AppError, type Identity, type Logger } from '@chainscribe/service-kit';
import type { ConnectionDoc } from '../data-access/connection.model.ts';
import type { ConnectionsRepository } from '../data-access/connections.repository.ts';
import type { OAuthStates, PendingConnect } from '../data-access/oauth-states.ts';
import type { XClient, XTokens } from '../data-access/x-client.ts';
import { XError } from '../data-access/x-errors.ts';
import type { TokenCipher } from './token-cipher.ts';

export class ReconnectRequiredError extends AppError {
  constructor(message: string = publisherMessages.reconnectRequired) {
    super(409, message, { code: publisherErrorCodes.reconnectRequired });
    this.name = 'ReconnectRequiredError';
  }
}

const unavailable = (err: unknown) =>
  AppError.unavailable('X is not answering right now. Please try again in a moment.', err instanceof Error ? err.message : err);

export interface XConnectionsDeps {
  repo: ConnectionsRepository;
  states: OAuthStates;
  x: XClient;
  cipher: TokenCipher;
  publicUrl: string;
  refreshMarginMs: number;
  now: () => Date;
  logger: Logger;
}

export function viewOf(doc: ConnectionDoc | null): XConnection {
  if (!doc) return { state: 'disconnected', account: null, connectedAt: null };
  return {
    state: doc.state,
    account: { id: doc.xUserId, username: doc.username, name: doc.name },
    connectedAt: doc.connectedAt.toISOString(),
  };
}

function sealed(deps: XConnectionsDeps, userId: string, tokens: XTokens) {
  return {
    accessToken: deps.cipher.seal(tokens.accessToken, userId, 'access'),
    refreshToken: tokens.refreshToken ? deps.cipher.seal(tokens.refreshToken, userId, 'refresh') : null,
    expiresAt: tokens.expiresAt,
    scopes: tokens.scopes,
  };
}

/** Refreshes under the lock unless another holder just did; a refused refresh marks the connection. */
async function refreshed(deps: XConnectionsDeps, userId: string): Promise<string> {
  return deps.repo.withLock(userId, async (write) => {
    const doc = await deps.repo.get(userId);
    if (!doc || doc.state !== 'connected') throw new ReconnectRequiredError(doc ? undefined : publisherMessages.notConnected);
    const now = deps.now();
    if (doc.expiresAt.getTime() - now.getTime() > deps.refreshMarginMs) return deps.cipher.open(doc.accessToken, userId, 'access');
    if (!doc.refreshToken) {
      await write({ ...doc, state: 'reconnect_required', updatedAt: now });
      throw new ReconnectRequiredError();
    }
    try {
      const tokens = await deps.x.refresh(deps.cipher.open(doc.refreshToken, userId, 'refresh'), now);
      await write({ ...doc, ...sealed(deps, userId, tokens), updatedAt: now });
      return tokens.accessToken;
    } catch (err) {
      if (err instanceof XError && err.kind === 'unauthorized') {
        await write({ ...doc, state: 'reconnect_required', updatedAt: now });
        throw new ReconnectRequiredError();
      }
      throw err;
    }
  });
}

/** The code for tokens, and whose account they open; X refusing either is the user's "not granted". */
async function exchange(deps: XConnectionsDeps, code: string, pending: PendingConnect, now: Date) {
  try {
    const tokens = await deps.x.exchange({ code, codeVerifier: pending.codeVerifier, redirectUri: pending.redirectUri }, now);
    return { tokens, account: await deps.x.me(tokens.accessToken) };
  } catch (err) {
    if (err instanceof XError && err.kind !== 'unavailable') throw AppError.badRequest(publisherMessages.connectDenied, 'x_connect_denied');
    throw unavailable(err);
  }
}

/** Connecting an X account (OAuth 2.0 PKCE), keeping its tokens fresh, and letting it go. */
export function createXConnections(deps: XConnectionsDeps) {
  const redirectUri = new URL(X_CALLBACK_PATH, deps.publicUrl).toString();

  return {
    redirectUri,
    async start(identity: Identity): Promise<{ authorizeUrl: string; expiresAt: string }> {
      const state = randomBytes(24).toString('base64url');
      const link = deps.x.authLink(redirectUri, state);
      await deps.states.save(state, {
        userId: identity.userId,
        sessionId: identity.sessionId,
        codeVerifier: link.codeVerifier,
        redirectUri,
      });
      return { authorizeUrl: link.url, expiresAt: new Date(deps.now().getTime() + deps.states.ttlMs).toISOString() };
    },

    /** The state must be unused, unexpired and started by this user in this session. */
    async complete(
      identity: Identity,
      body: { state: string; code?: string | undefined; error?: string | undefined },
    ): Promise<XConnection> {
      const pending = await deps.states.take(body.state);
      if (!pending || pending.userId !== identity.userId || pending.sessionId !== identity.sessionId)
        throw AppError.badRequest(publisherMessages.connectExpired, 'x_connect_expired');
      if (!body.code) throw AppError.badRequest(publisherMessages.connectDenied, 'x_connect_denied');
      const now = deps.now();
      const { tokens, account } = await exchange(deps, body.code, pending, now);
      const doc: Omit<ConnectionDoc, '_id'> = {
        xUserId: account.id,
        username: account.username,
        name: account.name,
        state: 'connected',
        ...sealed(deps, identity.userId, tokens),
        connectedAt: now,
        updatedAt: now,
      };
      await deps.repo.withLock(identity.userId, (write) => write(doc));
      return viewOf({ _id: identity.userId, ...doc });
    },

    status: async (userId: string): Promise<XConnection> => viewOf(await deps.repo.get(userId)),

    /** Revokes both tokens at X, then forgets them. Tokens X already refuses are forgotten all the same. */
    async disconnect(userId: string): Promise<XConnection> {
      const doc = await deps.repo.get(userId);
      if (!doc) return viewOf(null);
      const revocations: [string, 'access_token' | 'refresh_token'][] = [
        [deps.cipher.open(doc.accessToken, userId, 'access'), 'access_token'],
      ];
      if (doc.refreshToken) revocations.push([deps.cipher.open(doc.refreshToken, userId, 'refresh'), 'refresh_token']);
      for (const [token, hint] of revocations) {
        try {
          await deps.x.revoke(token, hint);
        } catch (err) {
          if (!(err instanceof XError) || err.kind === 'unavailable' || err.kind === 'rate_limited') throw unavailable(err);
          deps.logger.info({ userId, hint, kind: err.kind }, 'X refused a revoke: the token was no longer valid');
        }
      }
      await deps.repo.remove(userId);
      return viewOf(null);
    },

    /** A usable access token and the account, refreshed first when it is about to expire. */
    async accessFor(userId: string): Promise<{ accessToken: string; account: ConnectionDoc }> {
      const doc = await deps.repo.get(userId);
      if (!doc) throw new ReconnectRequiredError(publisherMessages.notConnected);
      if (doc.state !== 'connected') throw new ReconnectRequiredError();
      const fresh = doc.expiresAt.getTime() - deps.now().getTime() > deps.refreshMarginMs;
      return { accessToken: fresh ? deps.cipher.open(doc.accessToken, userId, 'access') : await refreshed(deps, userId), account: doc };
    },

    /** X refused the token outright (revoked at X): try a refresh once, else the user must reconnect. */
    async afterUnauthorized(userId: string): Promise<string> {
      await deps.repo.withLock(userId, async (write) => {
        const doc = await deps.repo.get(userId);
        if (doc?.state === 'connected') await write({ ...doc, expiresAt: new Date(0), updatedAt: deps.now() });
      });
      return refreshed(deps, userId);
    },

    /** Must be connected to schedule: 409 with the reconnect code otherwise. */
    async requireConnected(userId: string): Promise<void> {
      const doc = await deps.repo.get(userId);
      if (!doc) throw new ReconnectRequiredError(publisherMessages.notConnected);
      if (doc.state !== 'connected') throw new ReconnectRequiredError();
    },
  };
}

export type XConnections = ReturnType<typeof createXConnections>;
