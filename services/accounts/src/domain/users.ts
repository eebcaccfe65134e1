import { setTimeout as sleep } from 'node:timers/promises';
import { createEvent, messages, type DomainEvent, type EventOf, type User } from '@chainscribe/contracts';
import { AppError, signUps, type Logger } from '@chainscribe/service-kit';
import type { UserDoc } from '../data-access/user.model.ts';
import type { UsersRepository } from '../data-access/users.repository.ts';
import { isPremium, planOf, planStatusOf } from './premium.ts';

export type PlanChange = EventOf<'user.plan_changed'>['data'];

export interface EventPublisher {
  publish(event: DomainEvent): Promise<void>;
}

const ROW_WAIT_MS = 2_000;
const ROW_POLL_MS = 25;

/** Whether a row already shows a plan change (the plan, premium and the same expiry instant). */
export function agrees(row: User, change: PlanChange): boolean {
  const expiry = (iso: string | null) => (iso === null ? null : Date.parse(iso));
  return (
    row.plan === change.plan &&
    row.is_premium === change.isPremium &&
    expiry(row.subscription_expires_at) === expiry(change.subscriptionExpiresAt)
  );
}

export function toUserRow(user: UserDoc, now: Date): User {
  return {
    id: user._id,
    clerk_id: user.clerk_id,
    email: user.email ?? null,
    plan: planOf(user, now),
    plan_status: planStatusOf(user, now),
    is_premium: isPremium(user, now),
    subscription_expires_at: user.subscription_expires_at?.toISOString() ?? null,
    created_at: user.created_at.toISOString(),
  };
}

export interface UsersDeps {
  /** Clerk users appear on first sight; local users only through sign-up. */
  createOnFirstSight: boolean;
  users: UsersRepository;
  events: EventPublisher;
  now: () => Date;
  logger: Logger;
}

export function createUsersService(deps: UsersDeps) {
  /**
   * Publishes user.registered (deterministic id) and only then records that it did. A crash in
   * between re-announces on the next sight; consumers drop the duplicate by id.
   */
  async function announce(user: UserDoc): Promise<void> {
    if (user.registered_published_at) return;
    const now = deps.now();
    if (!(await deps.users.claimAnnouncement(user.clerk_id, now, new Date(now.getTime() - 30_000)))) return;
    const event = createEvent(
      'user.registered',
      {
        userId: user.clerk_id,
        email: user.email ?? null,
        plan: 'free',
        source: user.auth_source,
        registeredAt: user.created_at.toISOString(),
      },
      { key: user.clerk_id, producer: 'accounts', occurredAt: user.created_at },
    );
    await deps.events.publish(event);
    // Once per user: the announcement is claimed above, so a re-sight does not count again.
    signUps.inc({ method: user.auth_source });
    await deps.users.markRegisteredPublished(user.clerk_id, deps.now());
  }

  /** First authenticated sight (Clerk): the row is created with the free plan. */
  async function ensure(identity: { userId: string; email: string }): Promise<{ user: UserDoc; created: boolean }> {
    const existing = await deps.users.findByClerkId(identity.userId);
    if (existing) {
      await announce(existing);
      return { user: existing, created: false };
    }
    if (!deps.createOnFirstSight) throw AppError.unauthorized(messages.sessionMissing, 'user_missing');
    if (!identity.email) throw AppError.badRequest(messages.noEmailFound, 'no_email');
    const now = deps.now();
    let user: UserDoc;
    let created = true;
    try {
      user = await deps.users.insert(
        {
          // The identity id is the key, so every later read of this row is a primary-key read.
          _id: identity.userId,
          clerk_id: identity.userId,
          email: identity.email.toLowerCase(),
          auth_source: 'clerk',
          plan: 'free',
          is_premium: false,
          status: 'active',
          subscription_expires_at: null,
          created_at: now,
        },
        messages.failedToSyncUser,
      );
    } catch (err) {
      // Two first requests raced: the other one created the row.
      const winner = await deps.users.findByClerkId(identity.userId);
      if (!winner) throw err;
      user = winner;
      created = false;
    }
    await announce(user);
    return { user, created };
  }

  return {
    announce,
    ensure,
    async me(identity: { userId: string; email: string }): Promise<User> {
      const { user } = await ensure(identity);
      return toUserRow(user, deps.now());
    },
    /**
     * The row once it agrees with a published plan change. Changes are announced before they are
     * written, so a row read at once may still be the old one; and a browser told of a change
     * refetches what depends on it, so it must not hear of it before the row says so either.
     * After `waitMs` without the write (a crash between the two, repaired by the redelivery),
     * the row as the change says it will be.
     */
    async rowAgreeingWith(change: PlanChange, waitMs = ROW_WAIT_MS): Promise<User> {
      const deadline = Date.now() + waitMs;
      for (;;) {
        // A plain read: the row exists (the change is about it), so nothing is created or announced.
        const user = await deps.users.findByClerkId(change.userId);
        if (!user) throw AppError.notFound('No such user');
        const row = toUserRow(user, deps.now());
        if (agrees(row, change)) return row;
        if (Date.now() >= deadline) {
          const expires = change.subscriptionExpiresAt ? new Date(change.subscriptionExpiresAt) : null;
          return toUserRow({ ...user, plan: change.plan, is_premium: change.isPremium, subscription_expires_at: expires }, deps.now());
        }
        await sleep(ROW_POLL_MS);
      }
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
