import { randomUUID } from 'node:crypto';
import { messages, type AuthSession, type AuthUser } from '@chainscribe/contracts';
import type { SessionDoc } from '../data-access/session.model.ts';
import { AppError, type Logger } from '@chainscribe/service-kit';
import type { AttemptLimiter } from '../data-access/attempt-limiter.ts';
import type { Mailer } from '../data-access/mailer.ts';
import type { PasswordResetsRepository } from '../data-access/password-resets.repository.ts';
import type { Revocations } from '../data-access/revocations.ts';
import type { SessionsRepository } from '../data-access/sessions.repository.ts';
import type { UserDoc } from '../data-access/user.model.ts';
import type { NewUser, UsersRepository } from '../data-access/users.repository.ts';
import { decoyHash, hashPassword, needsRehash, verifyPassword } from './passwords.ts';
import { assertStrong, confirmPasswordReset, sendResetLink } from './password-reset.ts';
import { newRefreshToken, parseRefreshToken, type TokenIssuer } from './tokens.ts';
import type { UsersService } from './users.ts';

export interface AuthDeps {
  users: UsersRepository;
  usersService: UsersService;
  sessions: SessionsRepository;
  resets: PasswordResetsRepository;
  tokens: TokenIssuer;
  limiter: AttemptLimiter;
  revocations: Revocations;
  mailer: Mailer;
  now: () => Date;
  logger: Logger;
  /** Idle lifetime: a session not refreshed for this long ends. */
  refreshTtlDays: number;
  /** Absolute lifetime: a session ends this long after sign-in however often it is refreshed. */
  sessionMaxAgeDays: number;
  /** Told about sessions that just ended, so their open event streams close at once. */
  onSessionsEnded: (sessionIds: readonly string[]) => void;
  /** How long the replaced refresh token stays usable once, for a reload that lost the answer. */
  refreshGraceMs: number;
  resetTtlMinutes: number;
  publicUrl: string;
}

export interface Credentials {
  email?: string | undefined;
  phone?: string | undefined;
  password: string;
}

export interface ClientInfo {
  ip: string;
  userAgent?: string | undefined;
}

const sessionEnded = () => AppError.unauthorized('Your session has ended. Please sign in again.', 'session_ended');

function authUser(user: UserDoc): AuthUser {
  return { id: user.clerk_id, email: user.email ?? null, phone: user.phone ?? null, created_at: user.created_at.toISOString() };
}

/** What sign-in, sign-up and refresh hand the route: the body, and the refresh token for the cookie. */
export interface IssuedSession {
  session: AuthSession;
  refreshToken: string;
  /** When the cookie should stop being sent: the session's idle or absolute end, whichever is first. */
  refreshExpiresAt: Date;
}

/** The local account a sign-up creates (its id is also its public id). */
async function newLocalUser(input: Credentials, now: Date): Promise<NewUser> {
  const id = randomUUID();
  return {
    _id: id,
    clerk_id: id,
    ...(input.email ? { email: input.email } : {}),
    ...(input.phone ? { phone: input.phone } : {}),
    password_hash: await hashPassword(input.password),
    auth_source: 'local',
    plan: 'free',
    is_premium: false,
    status: 'active',
    subscription_expires_at: null,
    created_at: now,
  };
}

/** The session a refresh token belongs to: any token of the family, even a spent one, proves the holder had it. */
async function sessionHeldBy(deps: AuthDeps, refreshToken: string): Promise<string | null> {
  const parsed = parseRefreshToken(refreshToken);
  if (!parsed) return null;
  const session = await deps.sessions.find(parsed.sessionId);
  const holds =
    session && (session.refresh_hash === parsed.hash || session.rotated_from === parsed.hash || session.spent_hashes.includes(parsed.hash));
  return holds ? session._id : null;
}

/** Replaces a hash made with older parameters; the sign-in never fails because of it. */
async function upgradeHash(deps: AuthDeps, user: UserDoc, password: string, verifiedHash: string): Promise<void> {
  if (!needsRehash(verifiedHash)) return;
  try {
    await deps.users.upgradePasswordHash(user.clerk_id, verifiedHash, await hashPassword(password), deps.now());
  } catch (err) {
    deps.logger.warn({ userId: user.clerk_id, err: (err as Error).message }, 'password hash upgrade failed; retried at the next sign-in');
  }
}

/** Session lifetimes: idle (renewed by each refresh) within absolute (from sign-in). */
const days = (n: number) => n * 24 * 60 * 60 * 1000;
const absoluteEnd = (deps: AuthDeps, session: Pick<SessionDoc, 'absolute_expires_at' | 'created_at'>) =>
  session.absolute_expires_at ?? new Date(session.created_at.getTime() + days(deps.sessionMaxAgeDays));
const idleEnd = (deps: AuthDeps, now: Date, absolute: Date) =>
  new Date(Math.min(now.getTime() + days(deps.refreshTtlDays), absolute.getTime()));

async function issue(
  deps: AuthDeps,
  user: UserDoc,
  sessionId: string,
  refreshToken: string,
  refreshExpiresAt: Date,
  now: Date,
): Promise<IssuedSession> {
  const access = await deps.tokens.issue({ clerkId: user.clerk_id, email: user.email }, sessionId, now);
  return {
    session: {
      access_token: access.token,
      token_type: 'bearer',
      expires_in: deps.tokens.ttlSeconds,
      expires_at: access.expiresAt,
      user: authUser(user),
    },
    refreshToken,
    refreshExpiresAt,
  };
}

async function startSession(deps: AuthDeps, user: UserDoc, client: ClientInfo): Promise<IssuedSession> {
  const now = deps.now();
  const sessionId = randomUUID();
  const refresh = newRefreshToken(sessionId);
  const absolute = new Date(now.getTime() + days(deps.sessionMaxAgeDays));
  const expires = idleEnd(deps, now, absolute);
  await deps.sessions.create({
    _id: sessionId,
    user_id: user._id,
    refresh_hash: refresh.hash,
    created_at: now,
    last_refreshed_at: now,
    expires_at: expires,
    absolute_expires_at: absolute,
    ...(client.userAgent ? { user_agent: client.userAgent.slice(0, 300) } : {}),
  });
  return issue(deps, user, sessionId, refresh.token, expires, now);
}

export function createAuthService(deps: AuthDeps) {
  async function endSessions(sessionIds: readonly string[]): Promise<void> {
    await deps.revocations.revoke(sessionIds);
    deps.onSessionsEnded(sessionIds);
  }

  return {
    async signUp(input: Credentials, client: ClientInfo): Promise<IssuedSession> {
      await deps.limiter.guard(client.ip);
      const identifier = input.email ?? input.phone;
      assertStrong(input.password, identifier);
      const user = await deps.users.insert(await newLocalUser(input, deps.now()), messages.userAlreadyRegistered);
      await deps.usersService.announce(user);
      return startSession(deps, user, client);
    },

    async signIn(input: Credentials, client: ClientInfo): Promise<IssuedSession> {
      const identifier = input.email ? `email:${input.email}` : `phone:${input.phone ?? ''}`;
      // Takes this attempt's point before the password is checked (atomic; see attempt-limiter).
      await deps.limiter.guard(client.ip, identifier);
      const user = input.email ? await deps.users.findByEmail(input.email) : await deps.users.findByPhone(input.phone ?? '');
      const valid = await verifyPassword(input.password, user?.password_hash ?? decoyHash);
      if (!user || !user.password_hash || !valid || user.status !== 'active') {
        throw AppError.unauthorized(messages.invalidCredentials, 'invalid_credentials');
      }
      await deps.limiter.succeeded(identifier);
      await upgradeHash(deps, user, input.password, user.password_hash);
      await deps.usersService.announce(user);
      return startSession(deps, user, client);
    },

    /**
     * Rotates the refresh token. Presenting one that was already rotated away means it leaked
     * (or was replayed): the whole session family is revoked, access tokens included. The one
     * exception is the token just replaced, within a few seconds (see sessions.rotate). However
     * often it is refreshed, a session ends at its absolute lifetime.
     */
    async refresh(refreshToken: string | undefined): Promise<IssuedSession> {
      const parsed = refreshToken ? parseRefreshToken(refreshToken) : null;
      if (!parsed) throw sessionEnded();
      const session = await deps.sessions.find(parsed.sessionId);
      const now = deps.now();
      if (!session || session.revoked_at || session.expires_at <= now) throw sessionEnded();
      const absolute = absoluteEnd(deps, session);
      if (absolute <= now) throw sessionEnded();
      const next = newRefreshToken(session._id);
      const expires = idleEnd(deps, now, absolute);
      const result = await deps.sessions.rotate(session._id, parsed.hash, next.hash, now, expires, deps.refreshGraceMs);
      if (result === 'reused') {
        deps.logger.warn({ sessionId: session._id, userId: session.user_id }, 'refresh token reused: session revoked');
        await deps.sessions.revoke(session._id, 'refresh_token_reuse', now);
        await endSessions([session._id]);
      }
      if (result !== 'rotated') throw sessionEnded();
      const user = await deps.users.findById(session.user_id);
      if (!user || user.status !== 'active') throw sessionEnded();
      return issue(deps, user, session._id, next.token, expires, now);
    },

    /**
     * Ends the session the caller holds credentials for: the one its refresh token belongs to (any
     * token of the family, even a spent one, proves the holder had it), and the one its own
     * access token names (the gateway verified it). A bare session id proves nothing and ends nothing.
     */
    async signOut(credentials: { refreshToken?: string | undefined; accessSessionId?: string | undefined }): Promise<void> {
      const ended: string[] = [];
      const held = credentials.refreshToken ? await sessionHeldBy(deps, credentials.refreshToken) : null;
      if (held) ended.push(held);
      if (credentials.accessSessionId && !ended.includes(credentials.accessSessionId)) ended.push(credentials.accessSessionId);
      const now = deps.now();
      for (const id of ended) await deps.sessions.revoke(id, 'sign_out', now);
      await endSessions(ended);
    },

    async session(identity: { userId: string; sessionId: string }) {
      const session = await deps.sessions.find(identity.sessionId);
      const user = await deps.users.findByClerkId(identity.userId);
      if (!session || session.revoked_at || !user || session.user_id !== user._id) {
        throw AppError.unauthorized(messages.sessionMissing, 'session_missing');
      }
      return { session_id: session._id, created_at: session.created_at.toISOString(), user: authUser(user) };
    },

    /**
     * Same answer, in the same time, whether or not the email has an account: the caller is
     * answered after the rate limit alone, and the lookup, the link and the email happen after.
     */
    async requestPasswordReset(email: string, client: ClientInfo): Promise<void> {
      await deps.limiter.guard(client.ip);
      void sendResetLink(deps, email).catch((err: unknown) =>
        deps.logger.error({ err: (err as Error).message }, 'password reset email not sent'),
      );
    },

    confirmPasswordReset: (token: string, password: string) => confirmPasswordReset(deps, endSessions, token, password),
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
