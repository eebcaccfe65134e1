import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { topics } from '@chainscribe/contracts';
import { waitFor } from '@chainscribe/service-kit/testing';
import { identityOf, startPublisherSystem, type PublisherSystem } from './support/publisher-system.ts';
import { chainOn, handle, threadOf, waitForPost } from './support/helpers.ts';
import { startXGate } from './support/x-gate.ts';

const workerEntry = resolve(import.meta.dirname, '../src/start-worker.ts');

/** Every tweet replies to the one before it, and no text appears twice. */
function expectOneChain(tweets: { id: string; text: string; inReplyToTweetId: string | null }[], texts: string[]) {
  expect(tweets.map((t) => t.text)).toEqual(texts);
  expect(tweets[0]?.inReplyToTweetId).toBeNull();
  for (let i = 1; i < tweets.length; i++) expect(tweets[i]?.inReplyToTweetId).toBe(tweets[i - 1]?.id);
}

describe('posting workers: crashes and races', () => {
  let sys: PublisherSystem;
  let probe: Awaited<ReturnType<PublisherSystem['probe']>>;
  beforeAll(async () => {
    sys = await startPublisherSystem('pub-workers', { workers: 0, env: { POST_LEASE_MS: '3000', UPSTREAM_TIMEOUT_MS: '1000' } });
    probe = await sys.probe([topics.postPublished]);
  }, 60_000);
  afterAll(async () => {
    await probe?.stop();
    await sys?.stop();
  });

  it('when a worker process is killed mid-thread, then another worker finishes after the last posted tweet with no duplicate', async () => {
    const user = identityOf(`crash-${randomUUID()}`);
    const username = handle();
    await sys.connect(user, username);
    const gate = await startXGate(sys.x.url);
    gate.holdPostsAfter(2);
    const child = spawn(process.execPath, [workerEntry], {
      env: { ...process.env, ...sys.env, X_API_BASE_URL: `${gate.url}/2/`, WORKER_ID: 'doomed', WORKER_PORT: '0', LOG_LEVEL: 'info' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.stdout.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const exited = new Promise<NodeJS.Signals | null>((done) => child.once('exit', (_code, signal) => done(signal)));
    try {
      const tweets = threadOf(5);
      const res = await sys.call('POST', '/api/publisher/posts', user, {
        itemId: sys.library.add(user.userId, tweets),
        when: { timing: 'now' },
      });
      const id = (res.body as { id: string }).id;
      // Two tweets are on X and recorded; the third is in flight when the process dies.
      await waitFor(() => (gate.heldCount() > 0 ? true : undefined), { timeoutMs: 20_000, what: `the third tweet in flight ${stderr}` });
      const midway = await waitForPost(sys, user, id, (p) => p.posted.length === 2);
      expect(midway.status).toBe('posting');
      child.kill('SIGKILL');
      expect(await exited).toBe('SIGKILL');
      expect(chainOn(sys, username)).toHaveLength(2);

      await sys.startWorker('survivor');
      const post = await waitForPost(sys, user, id, (p) => p.status === 'posted', 30_000);
      const onX = chainOn(sys, username);
      expectOneChain(onX, tweets);
      expect(post.posted.map((p) => p.tweetId)).toEqual(onX.map((t) => t.id));
      expect(post.posted.slice(0, 2)).toEqual(midway.posted);
    } finally {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await gate.close();
    }
  });

  it('when three workers race for the same due posts, then each thread is posted once and published once', async () => {
    await sys.startWorker('racer-2');
    await sys.startWorker('racer-3');
    const user = identityOf(`race-${randomUUID()}`);
    const username = handle();
    await sys.connect(user, username);
    const threads = [threadOf(4), threadOf(4), threadOf(4)];
    const ids: string[] = [];
    for (const tweets of threads) {
      const res = await sys.call('POST', '/api/publisher/posts', user, {
        itemId: sys.library.add(user.userId, tweets),
        when: { timing: 'now' },
      });
      ids.push((res.body as { id: string }).id);
    }
    // Premium is not needed: the free plan holds three at a time.
    for (const id of ids) await waitForPost(sys, user, id, (p) => p.status === 'posted', 30_000);
    const onX = chainOn(sys, username);
    expect(onX).toHaveLength(12);
    for (const tweets of threads)
      expectOneChain(
        onX.filter((t) => tweets.includes(t.text)),
        tweets,
      );
    await new Promise((r) => setTimeout(r, 1500));
    for (const id of ids) expect(probe.of('post.published').filter((e) => (e.data as { postId: string }).postId === id)).toHaveLength(1);
  });
});
