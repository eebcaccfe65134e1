import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Connection } from 'mongoose';
import twitter from 'twitter-text';
import {
  errorCodes,
  getJob,
  getThreadPlan,
  getTweetLimit,
  jobAcceptedSchema,
  libraryItemSchema,
  messages,
  problemSchema,
  rewriteMessages,
  rewriteSuggestionSchema,
  topics,
  type RewriteLibraryItemRequestInput,
} from '@chainscribe/contracts';
import { hookMatches } from '../src/domain/writing/rules.ts';
import { identityOf, startGenerationSystem, type GenerationSystem } from './support/generation-system.ts';
import { generationDatabase, libraryClient } from './support/library-client.ts';

const weighted = (text: string) => twitter.parseTweet(text).weightedLength;

const longTweet =
  'Honestly, $ETH staking is really one of the most misunderstood parts of the whole market right now. ' +
  'Validators earned about 3.5% last year (see the beacon chain data). That yield is not free money: it pays for security. ' +
  'Most people basically ignore the lock-up and the slashing risk. #ethereum #staking 🚀';

describe('library rewrites: "rewrite this tweet", "make it shorter", "stronger hook" through the generation pipeline', () => {
  let sys: GenerationSystem;
  let lib: ReturnType<typeof libraryClient>;
  let db: Connection;
  let probe: Awaited<ReturnType<GenerationSystem['probe']>>;
  beforeAll(async () => {
    sys = await startGenerationSystem('library-rewrite');
    lib = libraryClient(sys);
    db = await generationDatabase(sys);
    probe = await sys.probe([topics.generationRequested, topics.generationFailed]);
  });
  afterAll(async () => {
    await probe?.stop();
    await db?.close();
    await sys?.stop();
  });
  const rewrite = (userId: string, id: string, body: RewriteLibraryItemRequestInput, headers: Record<string, string> = {}) =>
    lib.call('POST', `/api/library/${encodeURIComponent(id)}/rewrite`, identityOf(userId), { body, headers });
  const tweetsUsed = async (userId: string) =>
    getTweetLimit.response.parse((await sys.call('GET', getTweetLimit.path, { identity: identityOf(userId) })).body).used;
  const threadsUsed = async (userId: string) =>
    getThreadPlan.response.parse((await sys.call('GET', getThreadPlan.path, { identity: identityOf(userId) })).body).usage.threadsToday;

  it('when the owner makes one tweet shorter, then the worker suggests a shorter text keeping cashtag and figure, one tweet is counted, and the item changes only with a PATCH', async () => {
    const user = 'rewrite-shorter';
    const item = await lib.create(identityOf(user), { tweets: [longTweet, 'Second tweet stays as it is.'] });
    const res = await rewrite(user, item.id, { action: 'shorter', position: 0 });
    expect(res.status, res.text).toBe(200);
    const suggestion = rewriteSuggestionSchema.parse(res.json);
    expect(suggestion).toMatchObject({ itemId: item.id, action: 'shorter', position: 0, changed: [0], writer: 'template' });
    expect(suggestion.original).toEqual(item.tweets);
    const [shorter = '', second] = suggestion.suggestion;
    expect(weighted(shorter)).toBeLessThanOrEqual(Math.floor(weighted(longTweet) * 0.7));
    expect(shorter).toContain('$ETH');
    expect(shorter).toContain('3.5%');
    expect(second).toBe('Second tweet stays as it is.');
    expect(await tweetsUsed(user)).toBe(1);
    expect(await threadsUsed(user)).toBe(0);

    const requested = await probe.waitFor((e) => e.type === 'generation.requested' && e.data.jobId === suggestion.jobId, 'rewrite request');
    expect(requested.data).toMatchObject({ kind: 'rewrite', request: { itemId: item.id, action: 'shorter', position: 0 } });
    expect(await db.collection('jobs').findOne({ _id: suggestion.jobId as never })).toMatchObject({ kind: 'rewrite', status: 'succeeded' });
    expect(await db.collection('library_items').findOne({ _id: item.id as never })).toMatchObject({ tweets: item.tweets, version: 1 });

    const saved = await lib.patch(identityOf(user), item.id, 1, { tweets: suggestion.suggestion });
    expect(saved.status, saved.text).toBe(200);
    expect(libraryItemSchema.parse(saved.json)).toMatchObject({ tweets: suggestion.suggestion, version: 2 });
  });

  it('when the whole thread is rewritten in a tone, then every tweet is rephrased in that voice and one thread is counted', async () => {
    const user = 'rewrite-tone';
    const tweets = ['This launch is HUGE!!! LFG 🚀', 'The fees are insane right now, explode incoming!'];
    const item = await lib.create(identityOf(user), { tweets });
    const res = await rewrite(user, item.id, { action: 'rewrite', tone: 'calm', tweets });
    expect(res.status, res.text).toBe(200);
    const suggestion = rewriteSuggestionSchema.parse(res.json);
    expect(suggestion).toMatchObject({ position: null, tone: 'calm', changed: [0, 1] });
    for (const text of suggestion.suggestion) {
      expect(text).not.toMatch(/!|🚀|HUGE/);
      expect(weighted(text)).toBeLessThanOrEqual(280);
    }
    expect(suggestion.suggestion[1]).toContain('unusual');
    expect(await threadsUsed(user)).toBe(1);
    expect(await tweetsUsed(user)).toBe(0);
  });

  it('when a stronger hook is asked, then only the first tweet changes and it opens in the hook style', async () => {
    const user = 'rewrite-hook';
    const item = await lib.create(identityOf(user), { tweets: ['Restaking on $ETH is growing fast.', 'Point one.', 'Point two.'] });
    const res = await rewrite(user, item.id, { action: 'hook' });
    expect(res.status, res.text).toBe(200);
    const suggestion = rewriteSuggestionSchema.parse(res.json);
    expect(suggestion).toMatchObject({ position: 0, hookStyle: 'question', changed: [0] });
    expect(hookMatches('question', suggestion.suggestion[0] ?? '')).toBe(true);
    expect(suggestion.suggestion[0]).toContain('$ETH');
    expect(suggestion.suggestion.slice(1)).toEqual(['Point one.', 'Point two.']);
  });

  it('when the text cannot be made shorter, then the job fails with the rewrite message, generation.failed says refunded, and the unit comes back', async () => {
    const user = 'rewrite-too-short';
    const item = await lib.create(identityOf(user), { tweets: ['gm $ETH'] });
    const res = await rewrite(user, item.id, { action: 'shorter', position: 0 });
    expect(res.status, res.text).toBe(502);
    expect(problemSchema.parse(res.json)).toMatchObject({ error: rewriteMessages.writerFailed, code: 'writer_failed' });
    const failed = await probe.waitFor((e) => e.type === 'generation.failed' && e.data.userId === user, 'generation.failed');
    expect(failed.data).toMatchObject({ kind: 'rewrite', refunded: true });
    expect(await tweetsUsed(user)).toBe(0);
  });

  it('when a free user has used the daily threads, then a whole-thread rewrite is refused with the daily-limit message', async () => {
    const user = 'rewrite-limit';
    const item = await lib.create(identityOf(user), { tweets: ['One tweet about $SOL validators and their hardware.'] });
    for (let i = 0; i < 3; i++) {
      const queued = await rewrite(user, item.id, { action: 'rewrite', tone: 'educational' }, { prefer: 'respond-async' });
      expect(queued.status, queued.text).toBe(202);
      const accepted = jobAcceptedSchema.parse(queued.json);
      const job = getJob.response.parse((await sys.waitForJob(identityOf(user), accepted.jobId)).body);
      expect(job).toMatchObject({ kind: 'rewrite', status: 'succeeded' });
    }
    const refused = await rewrite(user, item.id, { action: 'rewrite', tone: 'educational' });
    expect(refused.status).toBe(403);
    expect(problemSchema.parse(refused.json)).toMatchObject({ error: messages.threadLimitReached, code: errorCodes.threadLimitReached });
    expect(await threadsUsed(user)).toBe(3);
  });

  it("when another user asks to rewrite the owner's item, then it is 404 and nothing is reserved", async () => {
    const item = await lib.create(identityOf('rewrite-owner'), { tweets: ['Only mine to rewrite.'] });
    const res = await rewrite('rewrite-stranger', item.id, { action: 'rewrite', tone: 'calm' });
    expect(res.status).toBe(404);
    expect(problemSchema.parse(res.json).error).toBe('This item was not found in your library');
    expect(await threadsUsed('rewrite-stranger')).toBe(0);
  });

  it('when a free user asks for a premium tone, a missing tone or a tweet past the end, then it is refused clearly and nothing is reserved', async () => {
    const user = 'rewrite-bad-input';
    const item = await lib.create(identityOf(user), { tweets: ['A short draft.'] });
    const premium = await rewrite(user, item.id, { action: 'rewrite', tone: 'degen', position: 0 });
    expect(premium.status).toBe(403);
    expect(problemSchema.parse(premium.json)).toMatchObject({ code: errorCodes.premiumRequired });
    expect(problemSchema.parse(premium.json).error).toContain('premium');
    const noTone = await rewrite(user, item.id, { action: 'rewrite' });
    expect(noTone.status).toBe(400);
    expect(problemSchema.parse(noTone.json).errors?.[0]?.message).toBe(rewriteMessages.toneRequired);
    const pastEnd = await rewrite(user, item.id, { action: 'shorter', position: 3 });
    expect(pastEnd.status).toBe(422);
    expect(problemSchema.parse(pastEnd.json).error).toBe(rewriteMessages.positionOutOfRange);
    expect(await tweetsUsed(user)).toBe(0);
    expect(await threadsUsed(user)).toBe(0);
  });
});
