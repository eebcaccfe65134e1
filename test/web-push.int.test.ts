import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  addPushSubscription,
  createEvent,
  defaultUserSettings,
  generateThreadRequestSchema,
  getPushKey,
  removePushSubscription,
  updateSettings,
  type DomainEvent,
} from '@chainscribe/contracts';
import { createKafka, createLogger, type KafkaBus } from '@chainscribe/service-kit';
import { waitFor } from '@chainscribe/service-kit/testing';
import { startPushServiceStandIn } from './support/push-service-stand-in.ts';
import { callerOf, signUp, type Caller } from './support/signed-up.ts';
import { startAuthStack } from './support/stack.ts';

describe('Web Push for long generations', () => {
  let stack: Awaited<ReturnType<typeof startAuthStack>>;
  let push: Awaited<ReturnType<typeof startPushServiceStandIn>>;
  let call: Caller;
  let bus: KafkaBus;
  beforeAll(async () => {
    push = await startPushServiceStandIn();
    stack = await startAuthStack('web-push', { accountsEnv: { PUSH_MIN_JOB_SECONDS: '5' }, accounts: { pushAgent: push.agent } });
    call = callerOf(stack.url);
    bus = createKafka({
      brokers: inject('infra').kafkaBrokers.split(','),
      sasl: inject('infra').kafkaUsers.admin,
      clientId: 'web-push-test',
      topicPrefix: stack.names.topicPrefix,
      logger: createLogger('web-push-test', 'silent'),
    });
  }, 120_000);
  afterAll(async () => {
    await bus?.disconnect();
    await stack?.stop();
    await push?.close();
  }, 60_000);

  /** A user with push switched as given and this browser subscribed at `path` of the push service. */
  async function subscribed(label: string, pushOn: boolean, path: string) {
    const user = await signUp(call, label);
    const token = user.session.access_token;
    const saved = await call(updateSettings.path, { token, method: 'PUT', json: { ...defaultUserSettings, pushNotifications: pushOn } });
    expect(saved.status, await saved.clone().text()).toBe(200);
    const res = await call(addPushSubscription.path, { token, json: push.subscription(path) });
    expect(res.status, await res.clone().text()).toBe(201);
    return { userId: user.session.user.id, token };
  }

  /** A thread job that took `seconds` from request to result, as the generation worker reports it. */
  async function finishJob(userId: string, seconds: number, order: 'request first' | 'result first' = 'request first'): Promise<void> {
    const jobId = randomUUID();
    const ended = new Date();
    const requestedAt = new Date(ended.getTime() - seconds * 1000).toISOString();
    const requested: DomainEvent = createEvent(
      'generation.requested',
      {
        jobId,
        userId,
        plan: 'free',
        requestedAt,
        kind: 'thread',
        request: generateThreadRequestSchema.parse({
          options: { threadType: 'custom', customTopic: 'restaking', tonePreset: 'educational', hookStyle: 'question' },
        }),
        reservation: { counter: 'threads', date: requestedAt.slice(0, 10) },
      },
      { key: jobId, producer: 'generation', occurredAt: requestedAt },
    );
    const generated = createEvent(
      'thread.generated',
      {
        jobId,
        userId,
        threadId: jobId,
        tweets: ['Restaking, explained in five tweets.'],
        options: { threadType: 'custom', tonePreset: 'educational', hookStyle: 'question', threadLength: 5 },
        dataSourcesUsed: [],
        writer: 'template',
        generatedAt: ended.toISOString(),
      },
      { key: jobId, producer: 'generation', occurredAt: ended },
    );
    if (order === 'result first') await bus.publish(generated.type, generated);
    await bus.publish(requested.type, requested);
    if (order === 'request first') await bus.publish(generated.type, generated);
  }

  const arrivedAt = (path: string) => push.received.filter((r) => r.path === path);

  it('when a long generation finishes for a user with push on, then their browser gets one encrypted push signed with our VAPID key', async () => {
    const user = await subscribed('push-on', true, '/sub/on');
    const { publicKey } = (await (await call(getPushKey.path, { token: user.token })).json()) as { publicKey: string };
    await finishJob(user.userId, 30);
    await waitFor(() => (arrivedAt('/sub/on').length > 0 ? true : undefined), { timeoutMs: 30_000, intervalMs: 200, what: 'the push' });
    const [delivered] = arrivedAt('/sub/on');
    expect(delivered?.headers['content-encoding']).toBe('aes128gcm');
    expect(delivered?.headers.authorization).toMatch(new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${publicKey}$`));
    expect(delivered?.body.length).toBeGreaterThan(0);
    // The plain text never travels: the body is ciphertext.
    expect(delivered?.body.toString('utf8')).not.toContain('Your thread is ready');
  }, 60_000);

  it('when push is off, or the job was quick, then nothing is sent; a marker job after them proves they were handled', async () => {
    const off = await subscribed('push-off', false, '/sub/off');
    const quick = await subscribed('push-quick', true, '/sub/quick');
    const marker = await subscribed('push-marker', true, '/sub/marker');
    await finishJob(off.userId, 30);
    await finishJob(quick.userId, 1);
    // Same topics, one partition each: once the marker's push arrives, the two before it were handled.
    await finishJob(marker.userId, 30);
    await waitFor(() => (arrivedAt('/sub/marker').length > 0 ? true : undefined), {
      timeoutMs: 30_000,
      intervalMs: 200,
      what: 'the marker push',
    });
    expect(arrivedAt('/sub/off')).toEqual([]);
    expect(arrivedAt('/sub/quick')).toEqual([]);
  }, 60_000);

  it('when a browser unsubscribes, then it is removed and a later long job sends it nothing', async () => {
    const user = await subscribed('push-removed', true, '/sub/removed');
    const removed = await call(removePushSubscription.path, {
      token: user.token,
      method: 'DELETE',
      json: { endpoint: `${push.origin}/sub/removed` },
    });
    expect(await removed.json()).toEqual({ removed: true });
    const marker = await subscribed('push-marker2', true, '/sub/marker2');
    await finishJob(user.userId, 30);
    await finishJob(marker.userId, 30);
    await waitFor(() => (arrivedAt('/sub/marker2').length > 0 ? true : undefined), {
      timeoutMs: 30_000,
      intervalMs: 200,
      what: 'the marker push',
    });
    expect(arrivedAt('/sub/removed')).toEqual([]);
  }, 60_000);

  it('when the result is read before its request (the topics have no order between them), then the push still goes once', async () => {
    const user = await subscribed('push-late-start', true, '/sub/late');
    await finishJob(user.userId, 30, 'result first');
    await waitFor(() => (arrivedAt('/sub/late').length > 0 ? true : undefined), { timeoutMs: 30_000, intervalMs: 200, what: 'the push' });
    const marker = await subscribed('push-marker3', true, '/sub/marker3');
    await finishJob(marker.userId, 30);
    await waitFor(() => (arrivedAt('/sub/marker3').length > 0 ? true : undefined), {
      timeoutMs: 30_000,
      intervalMs: 200,
      what: 'the marker push',
    });
    expect(arrivedAt('/sub/late')).toHaveLength(1);
  }, 60_000);

  /** post.published for one of the user's items, as the publisher's worker reports it. */
  const published = (userId: string, postId = randomUUID()) =>
    createEvent(
      'post.published',
      {
        postId,
        userId,
        itemId: randomUUID(),
        kind: 'thread',
        tweetIds: ['1001', '1002'],
        url: 'https://x.com/ada_writes/status/1001',
        xUserId: '42',
        tone: null,
        hook: null,
        publishedAt: new Date().toISOString(),
      },
      { key: postId, producer: 'publisher', occurredAt: new Date() },
    );

  it('when a scheduled post goes live, then the user with push on is told once, even when the event comes twice; with push off, nothing', async () => {
    const user = await subscribed('post-live', true, '/sub/post-live');
    const off = await subscribed('post-off', false, '/sub/post-off');
    const event = published(user.userId);
    await bus.publish(event.type, event);
    await bus.publish(event.type, event);
    const silent = published(off.userId);
    await bus.publish(silent.type, silent);
    await waitFor(() => (arrivedAt('/sub/post-live').length > 0 ? true : undefined), {
      timeoutMs: 30_000,
      intervalMs: 200,
      what: 'the push',
    });
    // A marker after them on the same topic: once it arrives, the redelivery and the silent one were handled.
    const marker = await subscribed('post-marker', true, '/sub/post-marker');
    const last = published(marker.userId);
    await bus.publish(last.type, last);
    await waitFor(() => (arrivedAt('/sub/post-marker').length > 0 ? true : undefined), {
      timeoutMs: 30_000,
      intervalMs: 200,
      what: 'the marker push',
    });
    expect(arrivedAt('/sub/post-live')).toHaveLength(1);
    expect(arrivedAt('/sub/post-off')).toEqual([]);
  }, 60_000);
});
