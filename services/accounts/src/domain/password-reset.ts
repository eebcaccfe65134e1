import { randomBytes } from 'node:crypto';
import { messages } from '@chainscribe/contracts';
import { AppError } from '@chainscribe/service-kit';
import type { AuthDeps } from './auth.ts';
import { hashPassword, passwordProblems } from './passwords.ts';
import { sha256 } from './tokens.ts';

type ResetDeps = Pick<AuthDeps, 'users' | 'sessions' | 'resets' | 'mailer' | 'now' | 'resetTtlMinutes' | 'publicUrl'>;

export function assertStrong(password: string, identifier: string | undefined): void {
  const problems = passwordProblems(password, identifier);
  if (problems.length === 0) return;
  throw new AppError(400, `Password is too weak: ${problems.join('; ')}.`, {
    code: 'weak_password',
    errors: problems.map((message) => ({ path: 'password', message })),
  });
}

/** The reset work itself, after the caller already has its answer (see requestPasswordReset). */
export async function sendResetLink(deps: ResetDeps, email: string): Promise<void> {
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
}

/**
 * Single use (the link is spent under its lock), and a reset kills every link issued before
 * it (the user row records when the password last changed) and every session of the user.
 */
export async function confirmPasswordReset(
  deps: ResetDeps,
  endSessions: (sessionIds: readonly string[]) => Promise<void>,
  token: string,
  password: string,
): Promise<void> {
  // Checked before the token is spent, so a weak choice does not burn the link.
  assertStrong(password, undefined);
  const invalid = () => AppError.badRequest(messages.invalidResetToken, 'invalid_reset_token');
  const reset = await deps.resets.consume(sha256(token), deps.now());
  if (!reset) throw invalid();
  const user = await deps.users.findById(reset.user_id);
  if (!user) throw invalid();
  const now = deps.now();
  if (!(await deps.users.resetPassword(user.clerk_id, await hashPassword(password), reset.created_at, now))) throw invalid();
  await endSessions(await deps.sessions.revokeAllForUser(user._id, 'password_reset', now));
}
