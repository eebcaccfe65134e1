import { randomUUID } from 'node:crypto';
import {
  activePostStatuses,
  defaultQueueSettings,
  publisherErrorCodes,
  publisherMessages,
  TWEET_CHARACTER_LIMIT,
  weightedLength,
  type PostWhen,
  type QueueSettings,
  type ScheduledPost,
  type ScheduleUsage,
} from '@chainscribe/contracts';
import { AppError, type Identity, type Locks } from '@chainscribe/service-kit';
import type { LibraryClient, LibraryItemText } from '../data-access/library.client.ts';
import type { PostDoc } from '../data-access/post.model.ts';
import type { PostsRepository } from '../data-access/posts.repository.ts';
import type { QueueSettingsRepository } from '../data-access/queue-settings.repository.ts';
import type { Plans } from './plans.ts';
import { cancelledEvent, scheduledEvent, viewOf, type Publish } from './post-view.ts';
import { nextFreeSlot } from './queue-slots.ts';
import type { XConnections } from './x-connections.ts';

export interface ScheduleDeps {
  posts: PostsRepository;
  settings: QueueSettingsRepository;
  library: LibraryClient;
  connections: XConnections;
  plans: Plans;
  locks: Locks;
  publish: Publish;
  producer: string;
  now: () => Date;
}

/** A time a few seconds in the past is "now" (clocks and typing); further back is a mistake. */
const PAST_TOLERANCE_MS = 5_000;

function checkTweets(tweets: readonly string[]): void {
  tweets.forEach((text, index) => {
    if (text.trim().length === 0) throw AppError.badRequest(publisherMessages.tweetEmpty(index), 'validation_failed');
    if (weightedLength(text) > TWEET_CHARACTER_LIMIT) throw AppError.badRequest(publisherMessages.tweetTooLong(index), 'validation_failed');
  });
}

/** Scheduling library items, the queue and its slots, and the user's actions on each post. */
/** The reads every schedule action shares: the library item, the queue settings and slots, ownership, usage. */
function scheduleReads(deps: ScheduleDeps) {
  async function itemOf(identity: Identity, itemId: string): Promise<LibraryItemText> {
    const lookup = await deps.library.item(identity, itemId);
    if ('unavailable' in lookup) throw AppError.unavailable('The library is not answering right now. Please try again in a moment.');
    if (!lookup.found) throw AppError.notFound(publisherMessages.itemNotFound);
    checkTweets(lookup.item.tweets);
    return lookup.item;
  }

  async function settingsOf(userId: string): Promise<QueueSettings> {
    const doc = await deps.settings.get(userId);
    return doc ? { timeZone: doc.timeZone, slots: doc.slots } : defaultQueueSettings;
  }

  async function freeSlot(userId: string, exceptPostId?: string): Promise<Date | null> {
    const [settings, active] = await Promise.all([settingsOf(userId), deps.posts.activeOf(userId)]);
    const taken = active.filter((p) => p._id !== exceptPostId).map((p) => p.scheduledAt);
    return nextFreeSlot({ ...settings, now: deps.now(), taken });
  }

  async function timeFor(userId: string, when: PostWhen, exceptPostId?: string): Promise<Date> {
    const now = deps.now();
    if (when.timing === 'now') return now;
    if (when.timing === 'at') {
      const at = new Date(when.at);
      if (at.getTime() < now.getTime() - PAST_TOLERANCE_MS) throw AppError.badRequest(publisherMessages.timeInPast, 'validation_failed');
      return at;
    }
    const slot = await freeSlot(userId, exceptPostId);
    if (!slot) throw AppError.badRequest(publisherMessages.noQueueSlots, 'validation_failed');
    return slot;
  }

  async function owned(userId: string, id: string): Promise<PostDoc> {
    const doc = await deps.posts.get(id);
    if (!doc || doc.userId !== userId) throw AppError.notFound(publisherMessages.postNotFound);
    return doc;
  }

  async function usage(userId: string): Promise<ScheduleUsage> {
    const [{ plan, limit }, active] = await Promise.all([deps.plans.of(userId), deps.posts.activeOf(userId)]);
    return { plan, limit, active: active.length };
  }

  return { itemOf, settingsOf, freeSlot, timeFor, owned, usage };
}

export function createSchedule(deps: ScheduleDeps) {
  const { itemOf, settingsOf, freeSlot, timeFor, owned, usage } = scheduleReads(deps);
  return {
    usage,
    /**
     * Under the user's schedule lock the count of active posts and the insert are one step, so two
     * requests at once cannot both take the free plan's last place.
     */
    async schedule(identity: Identity, body: { itemId: string; when: PostWhen }): Promise<ScheduledPost> {
      await deps.connections.requireConnected(identity.userId);
      const item = await itemOf(identity, body.itemId);
      return deps.locks.withLock(`schedule:${identity.userId}`, async () => {
        const [{ limit }, active] = await Promise.all([deps.plans.of(identity.userId), deps.posts.activeOf(identity.userId)]);
        if (limit >= 0 && active.length >= limit)
          throw AppError.forbidden(publisherMessages.scheduleLimitReached(limit), publisherErrorCodes.scheduleLimitReached);
        if (active.some((p) => p.itemId === item.id)) throw AppError.conflict(publisherMessages.alreadyScheduled);
        const now = deps.now();
        const scheduledAt = await timeFor(identity.userId, body.when);
        const doc = newPost(identity.userId, item, body.when.timing, scheduledAt, now);
        await deps.posts.insert(doc);
        // Nobody hears of a post that is not stored; a post nobody heard of is taken back.
        await deps.publish(scheduledEvent(doc, deps.producer, now)).catch(async (err: unknown) => {
          await deps.posts.remove(doc._id);
          throw err;
        });
        return viewOf(doc);
      });
    },

    async list(userId: string, query: { status?: ScheduledPost['status'] | undefined; limit: number }) {
      const rows = await deps.posts.listOf(userId, query.status, 500);
      const waiting = rows.filter((r) => activePostStatuses.includes(r.status));
      const done = rows.filter((r) => !activePostStatuses.includes(r.status)).reverse();
      return { posts: [...waiting, ...done].slice(0, query.limit).map(viewOf), usage: await usage(userId) };
    },

    get: async (userId: string, id: string) => viewOf(await owned(userId, id)),

    /** Moves a waiting post or takes its item's current text; event first, then the stored change. */
    async update(identity: Identity, id: string, body: { when?: PostWhen | undefined; refreshText?: true | undefined }) {
      await owned(identity.userId, id);
      const item = body.refreshText ? await itemOf(identity, (await owned(identity.userId, id)).itemId) : null;
      return deps.posts.withLock(id, async (lease) => {
        const doc = await owned(identity.userId, id);
        if (doc.status !== 'scheduled' && doc.status !== 'paused') throw AppError.conflict(publisherMessages.notEditable(doc.status));
        const now = deps.now();
        const scheduledAt = body.when ? await timeFor(identity.userId, body.when, id) : doc.scheduledAt;
        const next: PostDoc = {
          ...doc,
          ...(item ? { tweets: item.tweets, kind: item.kind, tone: item.tone, hook: item.hook } : {}),
          ...(body.when ? { timing: body.when.timing } : {}),
          scheduledAt,
          nextAttemptAt: scheduledAt,
          revision: doc.revision + 1,
          updatedAt: now,
        };
        await deps.publish(scheduledEvent(next, deps.producer, now));
        const { _id, ...fields } = next;
        await deps.posts.update(lease, _id, fields);
        return viewOf(next);
      });
    },

    /**
     * Pause, resume or cancel. A resumed post is on the schedule again (a new revision of
     * post.scheduled), a cancelled one is off it (post.cancelled): event first, then the stored change.
     */
    async act(userId: string, id: string, action: 'pause' | 'resume' | 'cancel'): Promise<ScheduledPost> {
      const before = await owned(userId, id);
      if (action === 'resume' && (before.status === 'failed' || before.status === 'reconnect_required'))
        await deps.connections.requireConnected(userId);
      return deps.posts.withLock(id, async (lease) => {
        const doc = await owned(userId, id);
        const now = deps.now();
        const change = transition(doc, action, now);
        if (!change) throw AppError.conflict(publisherMessages.notEditable(doc.status));
        const next: PostDoc = { ...doc, ...change, updatedAt: now };
        if (action === 'resume') await deps.publish(scheduledEvent(next, deps.producer, now));
        if (action === 'cancel') await deps.publish(cancelledEvent(next, deps.producer, now));
        await deps.posts.update(lease, id, { ...change, updatedAt: now });
        return viewOf(next);
      });
    },

    ...queueActions(deps, freeSlot, settingsOf),
  };
}

/** The user's weekly slots and time zone, with the next free slot. */
function queueActions(
  deps: ScheduleDeps,
  freeSlot: (userId: string) => Promise<Date | null>,
  settingsOf: (userId: string) => Promise<QueueSettings>,
) {
  return {
    async queueSettings(userId: string) {
      const settings = await settingsOf(userId);
      const slot = await freeSlot(userId);
      return { ...settings, nextFreeSlot: slot ? slot.toISOString() : null };
    },

    async putQueueSettings(userId: string, settings: QueueSettings) {
      const slots = [...new Map(settings.slots.map((s) => [`${s.day} ${s.time}`, s])).values()];
      await deps.settings.put({ _id: userId, timeZone: settings.timeZone, slots, updatedAt: deps.now() });
      const slot = await freeSlot(userId);
      return { timeZone: settings.timeZone, slots, nextFreeSlot: slot ? slot.toISOString() : null };
    },
  };
}

/** A freshly scheduled post: nothing posted, first attempt, first revision. */
function newPost(userId: string, item: LibraryItemText, timing: PostWhen['timing'], scheduledAt: Date, now: Date): PostDoc {
  return {
    _id: randomUUID(),
    userId,
    itemId: item.id,
    kind: item.kind,
    tweets: item.tweets,
    tone: item.tone,
    hook: item.hook,
    status: 'scheduled',
    timing,
    scheduledAt,
    nextAttemptAt: scheduledAt,
    attempt: 1,
    retries: 0,
    revision: 1,
    posted: [],
    postUrl: null,
    xUserId: null,
    failure: null,
    createdAt: now,
    updatedAt: now,
    publishedAt: null,
    metricsStep: null,
    metricsNextAt: null,
  };
}

/** What an action changes, or null when the post's status does not allow it. */
function transition(doc: PostDoc, action: 'pause' | 'resume' | 'cancel', now: Date): Partial<PostDoc> | null {
  switch (action) {
    case 'pause':
      return doc.status === 'scheduled' ? { status: 'paused' } : null;
    case 'cancel':
      return ['scheduled', 'paused', 'failed', 'reconnect_required'].includes(doc.status) ? { status: 'cancelled' } : null;
    case 'resume': {
      // Back on the schedule: a new revision, so post.scheduled says so again.
      const revision = doc.revision + 1;
      if (doc.status === 'paused') return { status: 'scheduled', revision, nextAttemptAt: doc.scheduledAt < now ? now : doc.scheduledAt };
      // A failed post goes on after its last posted tweet, as a new attempt.
      if (doc.status === 'failed' || doc.status === 'reconnect_required')
        return { status: 'scheduled', revision, nextAttemptAt: now, attempt: doc.attempt + 1, retries: 0, failure: null };
      return null;
    }
  }
}

export type Schedule = ReturnType<typeof createSchedule>;
