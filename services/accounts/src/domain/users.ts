import { randomUUID } from 'node:crypto';
import { createEvent, messages, type DomainEvent, type EventOf, type User } from '@chainscribe/contracts';
import { AppError, signUps, type Logger } from '@chainscribe/service-kit';
import type { UserDoc } from '../data-access/user.model.ts';
import type { UsersRepository } from '../data-access/users.repository.ts';
import { isPremium, planOf, planStatusOf } from './premium.ts';

export type PlanChange = EventOf<'user.plan_changed'>['data'];

export interface EventPublisher {
  publish(event: DomainEvent): Promise<void>;
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
          _id: randomUUID(),
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
     * The row as a published plan change says it is. Plan changes are published before the row
     * is written (event first), so a listener reading the row alone could still see the old plan.
     */
    async rowAfter(change: PlanChange): Promise<User> {
      const { user } = await ensure({ userId: change.userId, email: '' });
      const expires = change.subscriptionExpiresAt ? new Date(change.subscriptionExpiresAt) : null;
      return toUserRow({ ...user, plan: change.plan, is_premium: change.isPremium, subscription_expires_at: expires }, deps.now());
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
