import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  generateThread,
  generateTweet,
  getJob,
  jobAcceptedSchema,
  listThreads,
  listUserThreads,
  messages,
  problemSchema,
  topics,
  type DomainEvent,
} from '@chainscribe/contracts';
import { signIdentity } from '@chainscribe/service-kit';
import { testInternalKeys } from '@chainscribe/service-kit/testing';
import { identityOf, premiumUntil, startGenerationSystem, type GenerationSystem } from './support/generation-system.ts';

const premium = identityOf('premium-writer');
const jobIdOf = (event: DomainEvent): string => (event.data as { jobId: string }).jobId;
const postUrl = 'https://x.com/l2watcher/status/1879000000000000000';
const postText =
  'Most L2s are still running with training wheels: upgrade keys, centralised sequencers, no permissionless proofs. Users should know this before bridging.';

describe('jobs, results and history', () => {
  let sys: GenerationSystem;
  let probe: Awaited<ReturnType<GenerationSystem['probe']>>;
  beforeAll(async () => {
    sys = await startGenerationSystem('gen-jobs', {
      accounts: { [premium.userId]: { plan: 'premium', plan_status: 'active', is_premium: true, subscription_expires_at: premiumUntil() } },
      oembedPosts: { [postUrl]: { text: postText, author: 'L2 Watcher', handle: 'l2watcher' } },
    });
    probe = await sys.probe([topics.threadGenerated, topics.tweetGenerated, topics.generationFailed]);
  });
  afterAll(async () => {
    await probe?.stop();
    await sys?.stop();
  });

  it('when a token thread with price is generated, then figures come from the market with source and time, and the response says so', async () => {
    const res = await sys.call('POST', generateThread.path, {
      identity: premium,
      body: {
        options: {
          threadType: 'token',
          tokenSymbol: '$sol',
          tonePreset: 'educational',
          hookStyle: 'stat',
          threadLength: 8,
          includePrice: true,
        },
        tokenData: { price: 1 },
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const body = generateThread.response.parse(res.body);
    expect(body.thread).toHaveLength(8);
    const text = body.thread.join('\n');
    expect(text).toContain('$187.42');
    expect(text).toContain('CoinGecko, Jan 15, 10:00 UTC');
    // The browser's own figure is never used.
    expect(text).not.toMatch(/\$1(\.00)?\b/);
    expect(body.enhancedFeatures).toEqual({
      dataSourcesUsed: ['Token details (market service)', 'Live market data (CoinGecko, Jan 15, 10:00 UTC)', 'Topic research'],
      aiModel: 'template',
      xIntegrationEnabled: false,
      historicalDataUsed: false,
      competitorAnalysisIncluded: false,
    });
    expect(body.threadId).toBe(`thread-${body.jobId}`);
    const event = await probe.waitFor((e) => e.type === 'thread.generated' && e.data.jobId === body.jobId, 'thread.generated');
    expect(event).toMatchObject({
      id: `thread.generated:${body.jobId}`,
      subject: premium.userId,
      data: {
        threadId: body.threadId,
        tweets: body.thread,
        writer: 'template',
        options: { threadType: 'token', tokenSymbol: 'SOL', threadLength: 8 },
      },
    });
    expect(sys.market.requests.some((r) => r.url === '/api/token/data?symbol=SOL')).toBe(true);
  });

  it('when the market has no live price, then the thread says so and prints no figure', async () => {
    const res = await sys.call('POST', generateThread.path, {
      identity: premium,
      body: { options: { threadType: 'token', tokenSymbol: 'PEPE', tonePreset: 'degen', hookStyle: 'bold', includePrice: true } },
    });
    const body = generateThread.response.parse(res.body);
    expect(body.thread.join(' ')).not.toMatch(/\$\d|\d%/);
    expect(body.thread.join(' ')).toMatch(/no live price|isn't available|not available|aren't available/i);
    expect(body.enhancedFeatures.dataSourcesUsed).not.toContain(expect.stringContaining('Live market data'));
  });

  it('when the market answers from its bundled snapshot, then the thread states the snapshot figures with their date instead of saying no data', async () => {
    const res = await sys.call('POST', generateThread.path, {
      identity: premium,
      body: {
        options: {
          threadType: 'token',
          tokenSymbol: 'BTC',
          tonePreset: 'educational',
          hookStyle: 'bold',
          threadLength: 8,
          includePrice: true,
        },
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const body = generateThread.response.parse(res.body);
    const text = body.thread.join('\n');
    const dated = body.thread.filter((t) => t.includes('$96,518'));
    expect(dated).toHaveLength(1);
    expect(dated[0]).toContain('(as of May 2, 2025, from a bundled snapshot)');
    expect(text).not.toMatch(/isn't available|not available/i);
    expect(body.enhancedFeatures.dataSourcesUsed).toEqual([
      'Token details (market service)',
      'Market data as of May 2, 2025, from a bundled snapshot',
      'Topic research',
    ]);
    const event = await probe.waitFor((e) => e.type === 'thread.generated' && e.data.jobId === body.jobId, 'thread.generated');
    expect(event).toMatchObject({ data: { tweets: body.thread, writer: 'template' } });
    expect(sys.market.requests.some((r) => r.url === '/api/token/data?symbol=BTC')).toBe(true);
  });

  it('when a thread is made from an X post, then oEmbed supplies the text and X integration is reported', async () => {
    const res = await sys.call('POST', generateThread.path, {
      identity: premium,
      body: { options: { threadType: 'trend', tweetUrl: postUrl, tonePreset: 'calm', hookStyle: 'question' } },
    });
    const body = generateThread.response.parse(res.body);
    expect(body.thread.join('\n')).toContain('Most L2s are still running with training wheels');
    expect(body.thread.join('\n')).toContain('@l2watcher');
    expect(body.enhancedFeatures.xIntegrationEnabled).toBe(true);
    expect(body.enhancedFeatures.dataSourcesUsed).toContain('X post (oEmbed)');
    expect(sys.oembed.requests.at(-1)?.url).toContain(encodeURIComponent(postUrl));
  });

  it('when oEmbed cannot read the post but the user pasted its text, then the pasted text is used', async () => {
    const url = 'https://x.com/someone/status/42';
    const res = await sys.call('POST', generateThread.path, {
      identity: premium,
      body: {
        options: {
          threadType: 'trend',
          tweetUrl: url,
          customTopic: 'Stablecoins are the real killer app of crypto.',
          tonePreset: 'shill',
          hookStyle: 'story',
        },
      },
    });
    const body = generateThread.response.parse(res.body);
    expect(body.thread.join('\n')).toContain('Stablecoins are the real killer app of crypto.');
    expect(body.enhancedFeatures).toMatchObject({
      xIntegrationEnabled: false,
      dataSourcesUsed: expect.arrayContaining(['Post text you pasted']),
    });
  });

  it('when the post cannot be read and nothing was pasted, then the job fails cleanly with a 422 and generation.failed says refunded', async () => {
    const res = await sys.call('POST', generateThread.path, {
      identity: premium,
      body: { options: { threadType: 'trend', tweetUrl: 'https://x.com/nobody/status/1', tonePreset: 'calm' } },
    });
    expect(res.status).toBe(422);
    const problem = problemSchema.parse(res.body);
    expect(problem.error).toBe('We couldn\'t read that X post. Paste its text into the "Post text" field below the link and try again.');
    expect(problem.code).toBe('post_unreadable');
    const failed = await probe.waitFor((e) => e.type === 'generation.failed' && e.data.code === 'post_unreadable', 'generation.failed');
    expect(failed.data).toMatchObject({ userId: premium.userId, kind: 'thread', refunded: true, reason: problem.error });
    const job = await sys.call('GET', `/api/jobs/${(failed.data as { jobId: string }).jobId}`, { identity: premium });
    expect(getJob.response.parse(job.body)).toMatchObject({ status: 'failed', error: problem.error, code: 'post_unreadable' });
  });

  it('when a job fails, then its unit is refunded exactly once, even when the request is delivered again', async () => {
    const identity = identityOf('refund-once');
    const requests = await sys.probe([topics.generationRequested]);
    const used = async () =>
      ((await sys.call('GET', '/api/threads/plan', { identity })).body as { usage: { threadsToday: number } }).usage.threadsToday;
    sys.setPlan(identity.userId, 'premium');
    expect((await sys.call('POST', generateThread.path, { identity, body: { options: { customTopic: 'DeFi lending' } } })).status).toBe(
      200,
    );
    expect(await used()).toBe(1);

    const failing = await sys.call('POST', generateThread.path, {
      identity,
      body: { options: { threadType: 'token', tokenSymbol: 'NOPE' } },
    });
    expect(failing.status).toBe(422);
    expect(problemSchema.parse(failing.body).error).toBe("We couldn't find the token $NOPE. Check the symbol and try again.");
    expect(await used()).toBe(1);

    const original = await requests.waitFor(
      (e) =>
        e.type === 'generation.requested' &&
        e.subject !== '' &&
        (e.data as { request: { options: { tokenSymbol?: string } } }).request.options.tokenSymbol === 'NOPE',
      'the failed request',
    );
    const jobId = jobIdOf(original);
    // The first delivery's failure is seen before the request goes out again: counting before the
    // probe had it made a late first event look like a second one.
    await probe.waitFor((e) => e.type === 'generation.failed' && jobIdOf(e) === jobId, 'the first generation.failed');
    const { topic: _topic, ...envelope } = original;
    await sys.publish(envelope);
    await new Promise((r) => setTimeout(r, 2500));
    expect(await used()).toBe(1);
    expect(probe.of('generation.failed').filter((e) => jobIdOf(e) === jobId)).toHaveLength(1);
    expect(await sys.api.deps.mongo?.collection('jobs').findOne({ _id: jobId as never })).toMatchObject({
      status: 'failed',
      refunded: true,
      attempts: 1,
    });
    await requests.stop();
  });

  it('when the async mode is asked for, then the answer is 202 with the job, which can be polled and streamed', async () => {
    const accepted = await sys.call('POST', `${generateThread.path}?async=true`, {
      identity: premium,
      body: { options: { customTopic: 'liquid staking', threadLength: 8, tonePreset: 'hype', hookStyle: 'story' } },
    });
    expect(accepted.status).toBe(202);
    const { jobId, statusUrl } = jobAcceptedSchema.parse(accepted.body);
    expect(statusUrl).toBe(`/api/jobs/${jobId}`);
    expect(accepted.headers.get('location')).toBe(statusUrl);

    const path = `/api/jobs/${jobId}/events`;
    const stream = await fetch(`${sys.api.url}${path}`, {
      headers: signIdentity(testInternalKeys.generation, { method: 'GET', target: path }, premium),
    });
    expect(stream.headers.get('content-type')).toContain('text/event-stream');
    const text = await stream.text();
    const events = text.split('\n\n').filter((chunk) => chunk.startsWith('event:'));
    const done = events.at(-1) ?? '';
    expect(done.startsWith('event: done')).toBe(true);
    const job = getJob.response.parse(JSON.parse(done.slice(done.indexOf('data: ') + 6)));
    expect(job).toMatchObject({ id: jobId, kind: 'thread', status: 'succeeded', progress: 100 });
    expect(job.kind === 'thread' && job.result?.thread).toHaveLength(8);

    const polled = getJob.response.parse((await sys.call('GET', statusUrl, { identity: premium })).body);
    expect(polled.status).toBe('succeeded');
    expect(polled).toEqual({ ...job, updatedAt: polled.updatedAt });
  });

  it("when someone asks for another user's job, then it does not exist for them", async () => {
    const accepted = await sys.call('POST', generateThread.path, {
      identity: premium,
      body: { options: { customTopic: 'oracles' } },
      headers: { prefer: 'respond-async' },
    });
    const { jobId } = jobAcceptedSchema.parse(accepted.body);
    const res = await sys.call('GET', `/api/jobs/${jobId}`, { identity: identityOf('stranger') });
    expect(res.status).toBe(404);
    expect(problemSchema.parse(res.body).error).toBe(messages.notFound);
  });

  it('when tweets are generated with research, then three scored variations come back with reasoning, and tweet.generated is published', async () => {
    const res = await sys.call('POST', generateTweet.path, {
      identity: premium,
      body: {
        topic: 'restaking on Ethereum',
        tone: 'bold',
        mentions: ['@ether_fi'],
        generateMultiple: true,
        options: { tweetType: 'hot-take', includeQuestion: true, viralPotential: 'high' },
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const body = generateTweet.response.parse(res.body);
    expect(body.variations).toHaveLength(3);
    expect(body.remaining).toBe(-1);
    expect(body.tweet).toEqual(body.variations[0]);
    const scores = body.variations.map((v) => v.score);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    for (const v of body.variations) {
      expect(v.id).toMatch(new RegExp(`^${body.jobId}-[1-3]$`));
      expect(v.content).toContain('@ether_fi');
      expect(v.content).toContain('?');
      expect(v.reasoning).toMatch(/^Hook: .*Total \d+(\.\d)?\/10\.$/);
      expect(v.hashtags.length).toBeGreaterThanOrEqual(1);
    }
    expect(body.variations.map((v) => v.content).join(' ')).toMatch(
      /Restaking reuses staked ETH|slashed|operator accountability|Restaking lets staked ETH|#Restaking/i,
    );
    expect(sys.research.requests.at(-1)?.headers['x-cs-user-id']).toBe(premium.userId);
    const event = await probe.waitFor((e) => e.type === 'tweet.generated' && e.data.jobId === body.jobId, 'tweet.generated');
    expect(event.data).toMatchObject({ variationCount: 3, tone: 'bold', writer: 'template', tweetIds: body.variations.map((v) => v.id) });
  });

  it('when the research panel was sent along, then it is used instead of asking research again', async () => {
    const before = sys.research.requests.length;
    const res = await sys.call('POST', generateTweet.path, {
      identity: premium,
      body: {
        topic: 'perp DEXs',
        tone: 'analytical',
        topicResearch: {
          summary: 'Perpetual DEXs let traders use leverage on-chain without an exchange holding their funds.',
          key_points: ['Funding rates keep perp prices tethered to spot.'],
          trending_hashtags: ['#PerpDEX'],
        },
        options: { tweetType: 'insight' },
      },
    });
    const body = generateTweet.response.parse(res.body);
    expect(body.variations).toHaveLength(1);
    expect(body.tweet.content).toMatch(/Funding rates keep perp prices tethered to spot|Perpetual DEXs let traders/);
    expect(body.tweet.content).toContain('#PerpDEX');
    expect(sys.research.requests.length).toBe(before);
  });

  it("when the history is paged, then threads come newest first with a cursor, and only the caller's own list is readable", async () => {
    const identity = identityOf('history-user');
    for (const topic of ['first topic about bridges', 'second topic about oracles', 'third topic about wallets']) {
      expect((await sys.call('POST', generateThread.path, { identity, body: { options: { customTopic: topic } } })).status).toBe(200);
    }
    const page1 = listThreads.response.parse((await sys.call('GET', `${listThreads.path}?limit=2`, { identity })).body);
    expect(page1.items.map((t) => t.topic)).toEqual(['third topic about wallets', 'second topic about oracles']);
    expect(page1.nextCursor).not.toBeNull();
    const page2 = listThreads.response.parse(
      (await sys.call('GET', `${listThreads.path}?limit=2&cursor=${page1.nextCursor}`, { identity })).body,
    );
    expect(page2.items.map((t) => t.topic)).toEqual(['first topic about bridges']);
    expect(page2.nextCursor).toBeNull();
    expect(page2.items[0]).toMatchObject({
      userId: identity.userId,
      threadType: 'custom',
      tonePreset: 'educational',
      hookStyle: 'question',
      threadLength: 5,
      tokenSymbol: null,
    });

    const own = await sys.call('GET', `/api/thread/user/${identity.userId}`, { identity });
    expect(listUserThreads.response.parse(own.body).items).toHaveLength(3);
    const other = await sys.call('GET', `/api/thread/user/${premium.userId}`, { identity });
    expect(other.status).toBe(403);
    const badCursor = await sys.call('GET', `${listThreads.path}?cursor=nonsense`, { identity });
    expect(badCursor.status).toBe(400);
  });

  it('when a call comes without the gateway signature, then it is refused', async () => {
    const res = await fetch(`${sys.api.url}/api/threads/plan`);
    expect(res.status).toBe(401);
    const anonymous = await sys.call('GET', '/api/threads/plan', { identity: null });
    expect(anonymous.status).toBe(401);
  });
});
