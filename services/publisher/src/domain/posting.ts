import { createEvent, type PostFailureReason } from '@chainscribe/contracts';
import { AppError, StaleWriteError, type Lease, type Logger } from '@chainscribe/service-kit';
import type { PostDoc } from '../data-access/post.model.ts';
import type { PostsRepository } from '../data-access/posts.repository.ts';
import type { XClient } from '../data-access/x-client.ts';
import { XError } from '../data-access/x-errors.ts';
import { tweetUrl, type Publish } from './post-view.ts';
import { ReconnectRequiredError, type XConnections } from './x-connections.ts';

export interface PostingDeps {
  posts: PostsRepository;
  connections: XConnections;
  x: XClient;
  publish: Publish;
  producer: string;
  /** Seconds after publishing of the first metrics reading. */
  firstMetricsAfterSeconds: number;
  maxAttempts: number;
  retryBaseMs: number;
  /** A tweet is sent only with at least this much of the lease left (X's deadline plus a margin). */
  minLeaseMs: number;
  now: () => Date;
  logger: Logger;
}

export type PostingOutcome = 'posted' | 'waiting' | 'failed' | 'skipped';

/** A 429 without a usable reset header waits this long. */
const DEFAULT_RATE_WAIT_MS = 60_000;

/** Stops the post for good (the user may resume it): post.failed first, then the stored state. */
async function fail(deps: PostingDeps, lease: Lease, doc: PostDoc, reason: PostFailureReason, message: string): Promise<PostingOutcome> {
  const now = deps.now();
  const event = createEvent(
    'post.failed',
    {
      postId: doc._id,
      userId: doc.userId,
      itemId: doc.itemId,
      reason,
      message: message.slice(0, 500),
      tweetIds: doc.posted.map((p) => p.tweetId),
      attempt: doc.attempt,
      failedAt: now.toISOString(),
    },
    { key: `${doc._id}:${doc.attempt}`, producer: deps.producer, occurredAt: now },
  );
  await deps.publish(event);
  const status = reason === 'reconnect_required' ? 'reconnect_required' : 'failed';
  await deps.posts.update(lease, doc._id, { status, failure: { reason, message: message.slice(0, 500) }, updatedAt: now });
  return 'failed';
}

/** A 429 waits for X's reset; a 5xx or no answer backs off, until the retries run out. */
async function later(deps: PostingDeps, lease: Lease, doc: PostDoc, err: XError): Promise<PostingOutcome> {
  const now = deps.now();
  if (err.kind === 'rate_limited') {
    const resetAt = Math.max(err.resetAt ?? now.getTime() + DEFAULT_RATE_WAIT_MS, now.getTime() + 1000);
    deps.logger.info({ postId: doc._id, resetAt: new Date(resetAt).toISOString() }, 'X rate limit: waiting for its reset');
    await deps.posts.update(lease, doc._id, { nextAttemptAt: new Date(resetAt), updatedAt: now });
    return 'waiting';
  }
  const retries = doc.retries + 1;
  if (retries >= deps.maxAttempts) return fail(deps, lease, doc, 'unavailable', `X kept failing (${err.message}). Resume to try again.`);
  const backoff = deps.retryBaseMs * 2 ** (retries - 1);
  deps.logger.warn({ postId: doc._id, retries, backoffMs: backoff, err: err.message }, 'X unavailable: retrying later');
  await deps.posts.update(lease, doc._id, { retries, nextAttemptAt: new Date(now.getTime() + backoff), updatedAt: now });
  return 'waiting';
}

/** Every tweet is on X: post.published, then the stored "posted" and the first metrics reading's time. */
async function finish(deps: PostingDeps, lease: Lease, doc: PostDoc, username: string, xUserId: string): Promise<PostingOutcome> {
  const now = deps.now();
  const first = doc.posted[0];
  if (!first) throw new Error(`post ${doc._id} has no posted tweet to finish with`);
  const url = tweetUrl(username, first.tweetId);
  // Event first: if the stored "posted" is lost, the next worker publishes the same event id again.
  await deps.publish(
    createEvent(
      'post.published',
      {
        postId: doc._id,
        userId: doc.userId,
        itemId: doc.itemId,
        kind: doc.kind,
        tweetIds: doc.posted.map((p) => p.tweetId),
        url,
        xUserId,
        tone: doc.tone,
        hook: doc.hook,
        publishedAt: now.toISOString(),
      },
      { key: doc._id, producer: deps.producer, occurredAt: now },
    ),
  );
  await deps.posts.update(lease, doc._id, {
    status: 'posted',
    postUrl: url,
    xUserId,
    publishedAt: now,
    metricsStep: 0,
    metricsNextAt: new Date(now.getTime() + deps.firstMetricsAfterSeconds * 1000),
    updatedAt: now,
  });
  return 'posted';
}

/**
 * Posts one due item as a reply chain, holding its lease. Each tweet id is stored before the next
 * tweet is sent, and every write is fenced by the lease, so a worker that dies (or stalls past its
 * lease) leaves a post another worker continues after the last stored tweet, never posting one twice.
 */
export function createPosting(deps: PostingDeps) {
  /** Sends the next tweet; on a refused token, refreshes once and tries the same tweet again. */
  async function send(userId: string, token: { value: string }, text: string, replyTo: string | null): Promise<string> {
    try {
      return await deps.x.tweet(token.value, text, replyTo);
    } catch (err) {
      if (!(err instanceof XError) || err.kind !== 'unauthorized') throw err;
      token.value = await deps.connections.afterUnauthorized(userId);
      return deps.x.tweet(token.value, text, replyTo);
    }
  }

  async function postChain(lease: Lease, start: PostDoc): Promise<PostingOutcome> {
    let doc = start;
    let access: Awaited<ReturnType<XConnections['accessFor']>>;
    try {
      access = await deps.connections.accessFor(doc.userId);
    } catch (err) {
      if (err instanceof ReconnectRequiredError) return fail(deps, lease, doc, 'reconnect_required', err.message);
      throw err;
    }
    const token = { value: access.accessToken };
    for (let index = doc.posted.length; index < doc.tweets.length; index++) {
      if ((await lease.check()) < deps.minLeaseMs) return 'waiting'; // the next poll (of any worker) continues
      const replyTo = doc.posted.at(-1)?.tweetId ?? null;
      let tweetId: string;
      try {
        tweetId = await send(doc.userId, token, doc.tweets[index] ?? '', replyTo);
      } catch (err) {
        if (err instanceof ReconnectRequiredError) return fail(deps, lease, doc, 'reconnect_required', err.message);
        if (!(err instanceof XError)) throw err;
        if (err.kind === 'rejected') return fail(deps, lease, doc, 'rejected', `X refused tweet ${index + 1}: ${err.message}`);
        if (err.kind === 'unauthorized') return fail(deps, lease, doc, 'reconnect_required', err.message);
        return later(deps, lease, doc, err);
      }
      const posted = [...doc.posted, { index, tweetId, url: tweetUrl(access.account.username, tweetId), postedAt: deps.now() }];
      // Stored before the next tweet is sent: this is what makes a take-over resume, not repeat.
      await deps.posts.update(lease, doc._id, { posted, retries: 0, updatedAt: deps.now() });
      doc = { ...doc, posted, retries: 0 };
    }
    return finish(deps, lease, doc, access.account.username, access.account.xUserId);
  }

  return {
    /** Works on one post if its lease is free and it is still due; 'skipped' otherwise. */
    async work(postId: string): Promise<PostingOutcome> {
      try {
        return await deps.posts.withLock(postId, async (lease) => {
          const doc = await deps.posts.get(postId);
          const now = deps.now();
          if (!doc || (doc.status !== 'scheduled' && doc.status !== 'posting') || doc.nextAttemptAt > now) return 'skipped';
          if (doc.status === 'scheduled') await deps.posts.update(lease, postId, { status: 'posting', updatedAt: now });
          return postChain(lease, { ...doc, status: 'posting' });
        });
      } catch (err) {
        // Another worker holds it (busy), or our lease ran out: either way someone continues later.
        if ((err instanceof AppError && err.status === 503) || err instanceof StaleWriteError) return 'skipped';
        throw err;
      }
    },
  };
}

export type Posting = ReturnType<typeof createPosting>;
