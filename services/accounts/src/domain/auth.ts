import { randomBytes, randomUUID } from 'node:crypto';
import { messages, type AuthSession, type AuthUser } from '@chainscribe/contracts';
import { AppError, type Logger } from '@chainscribe/service-kit';
import type { AttemptLimiter } from '../data-access/attempt-limiter.ts';
import type { Mailer } from '../data-access/mailer.ts';
import type { PasswordResetsRepository } from '../data-access/password-resets.repository.ts';
import type { Revocations } from '../data-access/revocations.ts';
import type { SessionsRepository } from '../data-access/sessions.repository.ts';
import type { UserDoc } from '../data-access/user.model.ts';
import type { UsersRepository } from '../data-access/users.repository.ts';
import { decoyHash, hashPassword, passwordProblems, verifyPassword } from './passwords.ts';
import { newRefreshToken, parseRefreshToken, sha256, type TokenIssuer } from './tokens.ts';
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
  refreshTtlDays: number;
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

export function createAuthService(deps: AuthDeps) {
  const days = (n: number) => n * 24 * 60 * 60 * 1000;

  async function sessionFor(user: UserDoc, sessionId: string, refreshToken: string, now: Date): Promise<AuthSession> {
    const access = await deps.tokens.issue({ clerkId: user.clerk_id, email: user.email }, sessionId, now);
    return {
      access_token: access.token,
      refresh_token: refreshToken,
      token_type: 'bearer',
      expires_in: deps.tokens.ttlSeconds,
      expires_at: access.expiresAt,
      user: authUser(user),
    };
  }

  async function startSession(user: UserDoc, client: ClientInfo): Promise<AuthSession> {
    const now = deps.now();
    const sessionId = randomUUID();
    const refresh = newRefreshToken(sessionId);
    await deps.sessions.create({
      _id: sessionId,
      user_id: user._id,
      refresh_hash: refresh.hash,
      created_at: now,
      last_refreshed_at: now,
      expires_at: new Date(now.getTime() + days(deps.refreshTtlDays)),
      ...(client.userAgent ? { user_agent: client.userAgent.slice(0, 300) } : {}),
    });
    return sessionFor(user, sessionId, refresh.token, now);
  }

  function assertStrong(password: string, identifier: string | undefined): void {
    const problems = passwordProblems(password, identifier);
    if (problems.length === 0) return;
    throw new AppError(400, `Password is too weak: ${problems.join('; ')}.`, {
      code: 'weak_password',
      errors: problems.map((message) => ({ path: 'password', message })),
    });
  }

  return {
    async signUp(input: Credentials, client: ClientInfo): Promise<AuthSession> {
      await deps.limiter.guard(client.ip);
      const identifier = input.email ?? input.phone;
      assertStrong(input.password, identifier);
      const now = deps.now();
      const id = randomUUID();
      const user = await deps.users.insert(
        {
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
        },
        messages.userAlreadyRegistered,
      );
      await deps.usersService.announce(user);
      return startSession(user, client);
    },

    async signIn(input: Credentials, client: ClientInfo): Promise<AuthSession> {
      const identifier = input.email ? `email:${input.email}` : `phone:${input.phone ?? ''}`;
      await deps.limiter.guard(client.ip, identifier);
      const user = input.email ? await deps.users.findByEmail(input.email) : await deps.users.findByPhone(input.phone ?? '');
      const valid = await verifyPassword(input.password, user?.password_hash ?? decoyHash);
      if (!user || !user.password_hash || !valid || user.status !== 'active') {
        await deps.limiter.failed(identifier);
        throw AppError.unauthorized(messages.invalidCredentials, 'invalid_credentials');
      }
      await deps.limiter.succeeded(identifier);
      await deps.usersService.announce(user);
      return startSession(user, client);
    },

    /**
     * Rotates the refresh token. Presenting one that was already rotated away means it leaked
     * (or was replayed): the whole session family is revoked, access tokens included. The one
     * exception is the token just replaced, within a few seconds (see sessions.rotate).
     */
    async refresh(refreshToken: string): Promise<AuthSession> {
      const parsed = parseRefreshToken(refreshToken);
      if (!parsed) throw sessionEnded();
      const session = await deps.sessions.find(parsed.sessionId);
      const now = deps.now();
      if (!session || session.revoked_at || session.expires_at <= now) throw sessionEnded();
      const next = newRefreshToken(session._id);
      const result = await deps.sessions.rotate(session._id, parsed.hash, next.hash, now, new Date(now.getTime() + days(deps.refreshTtlDays)), deps.refreshGraceMs);
      if (result === 'reused') {
        deps.logger.warn({ sessionId: session._id, userId: session.user_id }, 'refresh token reused: session revoked');
        await deps.sessions.revoke(session._id, 'refresh_token_reuse', now);
        await deps.revocations.revoke([session._id]);
      }
      if (result !== 'rotated') throw sessionEnded();
      const user = await deps.users.findById(session.user_id);
      if (!user || user.status !== 'active') throw sessionEnded();
      return sessionFor(user, session._id, next.token, now);
    },

    async signOut(refreshToken: string | undefined, sessionId: string | undefined): Promise<void> {
      const id = (refreshToken && parseRefreshToken(refreshToken)?.sessionId) || sessionId;
      if (!id) return;
      await deps.sessions.revoke(id, 'sign_out', deps.now());
      await deps.revocations.revoke([id]);
    },

    async session(identity: { userId: string; sessionId: string }) {
      const session = await deps.sessions.find(identity.sessionId);
      const user = await deps.users.findByClerkId(identity.userId);
      if (!session || session.revoked_at || !user || session.user_id !== user._id) {
        throw AppError.unauthorized(messages.sessionMissing, 'session_missing');
      }
      return { session_id: session._id, created_at: session.created_at.toISOString(), user: authUser(user) };
    },

    /** Same answer whether or not the email has an account. */
    async requestPasswordReset(email: string, client: ClientInfo): Promise<void> {
      await deps.limiter.guard(client.ip);
      const user = await deps.users.findByEmail(email);
      if (!user || user.auth_source !== 'local') return;
      const token = randomBytes(32).toString('base64url');
      const now = deps.now();
      await deps.resets.create({
        _id: sha256(token),
        user_id: user._id,
        created_at: now,
        expires_at: new Date(now.getTime() + deps.resetTtlMinutes * 60_000),
      });
      const link = `${deps.publicUrl.replace(/\/$/, '')}/reset-password?token=${token}`;
      await deps.mailer.send({
        to: email,
        subject: 'Reset your Chainscribe password',
        text: `Someone asked to reset the password of your Chainscribe account.\n\nOpen this link within ${deps.resetTtlMinutes} minutes to choose a new one:\n${link}\n\nIf it was not you, ignore this email: your password stays as it is.`,
      });
    },

    async confirmPasswordReset(token: string, password: string): Promise<void> {
      // Checked before the token is spent, so a weak choice does not burn the link.
      assertStrong(password, undefined);
      const reset = await deps.resets.consume(sha256(token), deps.now());
      if (!reset) throw AppError.badRequest(messages.invalidResetToken, 'invalid_reset_token');
      const user = await deps.users.findById(reset.user_id);
      if (!user) throw AppError.badRequest(messages.invalidResetToken, 'invalid_reset_token');
      const now = deps.now();
      await deps.users.setPasswordHash(user.clerk_id, await hashPassword(password), now);
      await deps.revocations.revoke(await deps.sessions.revokeAllForUser(user._id, 'password_reset', now));
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
