import { describe, expect, it } from 'vitest';
import { ZodError } from 'zod';
import {
  allTopics,
  createEvent,
  eventId,
  eventRegistry,
  generateThread,
  parseEvent,
  partitionKeyOf,
  UnknownEventTypeError,
  type DomainEvent,
} from '../src/index.ts';

const now = '2025-01-15T10:00:00.000Z';
const envelope = (type: string, data: unknown, version = 1) => ({
  id: `${type}:k1`,
  type,
  version,
  occurredAt: now,
  producer: 'test',
  subject: 'u1',
  data,
});

const samples: Record<string, unknown> = {
  'user.deleted': { userId: 'user_1', deletedAt: '2026-01-15T10:00:00.000Z' },
  'user.registered': { userId: 'u1', email: 'a@b.co', plan: 'free', source: 'local', registeredAt: now },
  'user.plan_changed': {
    userId: 'u1',
    plan: 'premium',
    isPremium: true,
    subscriptionExpiresAt: '2025-02-14T10:00:00.000Z',
    reason: 'payment_confirmed',
    changedAt: now,
  },
  'user.session_started': { userId: 'u1', sessionId: 'sess_1', startedAt: now },
  'payment.created': {
    paymentId: 'p1',
    chargeId: 'ch_1',
    userId: 'u1',
    plan: 'premium',
    amount: 9.99,
    currency: 'USD',
    provider: 'sandbox',
  },
  'payment.confirmed': {
    paymentId: 'p1',
    chargeId: 'ch_1',
    userId: 'u1',
    plan: 'premium',
    amount: 9.99,
    currency: 'USD',
    provider: 'nowpayments',
    providerEventId: '5077125051:finished',
    confirmedAt: now,
    periodDays: 30,
  },
  'payment.failed': { paymentId: 'p1', chargeId: 'ch_1', userId: 'u1', status: 'expired', reason: 'Checkout expired', failedAt: now },
  'generation.requested': {
    jobId: 'j1',
    userId: 'u1',
    kind: 'thread',
    plan: 'free',
    request: generateThread.request.parse({ options: { customTopic: 'Restaking' } }),
    reservation: { counter: 'threads', date: '2025-01-15' },
    requestedAt: now,
  },
  'thread.generated': {
    jobId: 'j1',
    userId: 'u1',
    threadId: 't1',
    tweets: ['1/ a'],
    options: { threadType: 'custom', tonePreset: 'calm', hookStyle: 'question', threadLength: 5 },
    dataSourcesUsed: [],
    writer: 'template',
    generatedAt: now,
  },
  'tweet.generated': {
    jobId: 'j2',
    userId: 'u1',
    variationCount: 1,
    variations: [{ id: 'v1', content: 'gm', score: 7, engagement_prediction: 'Medium', hashtags: [] }],
    topic: 'gm',
    tone: 'casual',
    writer: 'template',
    generatedAt: now,
  },
  'generation.failed': { jobId: 'j1', userId: 'u1', kind: 'thread', reason: 'Failed to generate thread', refunded: true, failedAt: now },
  'post.scheduled': {
    postId: 'p1',
    userId: 'u1',
    itemId: 'i1',
    kind: 'thread',
    tweetCount: 5,
    scheduledAt: now,
    timing: 'queue',
    tone: 'calm',
    hook: 'question',
    revision: 1,
  },
  'post.published': {
    postId: 'p1',
    userId: 'u1',
    itemId: 'i1',
    kind: 'thread',
    tweetIds: ['100', '101'],
    url: 'https://x.com/alice/status/100',
    xUserId: 'x1',
    tone: null,
    hook: null,
    publishedAt: now,
  },
  'post.failed': {
    postId: 'p1',
    userId: 'u1',
    itemId: 'i1',
    reason: 'reconnect_required',
    message: 'Reconnect X',
    tweetIds: ['100'],
    attempt: 1,
    failedAt: now,
  },
};

describe('event registry', () => {
  it('when listing the registry, then every topic has a v1 entry named after it', () => {
    expect(Object.keys(eventRegistry).sort()).toEqual([...allTopics].sort());
    for (const definition of Object.values(eventRegistry)) {
      expect(definition.type).toBe(definition.topic);
      expect(definition.version).toBe(1);
    }
  });

  it.each(Object.entries(samples))('when a valid %s event arrives, then it parses to its typed event', (type, data) => {
    const event = parseEvent(envelope(type, data));
    expect(event.type).toBe(type);
    expect(event.data).toMatchObject(data as object);
  });

  it('when the type is unknown, then an error names it', () => {
    expect(() => parseEvent(envelope('user.renamed', {}))).toThrow(UnknownEventTypeError);
    expect(() => parseEvent(envelope('user.renamed', {}))).toThrow('"user.renamed"');
  });

  it('when the version is not registered, then it is unknown too', () => {
    expect(() => parseEvent(envelope('user.registered', samples['user.registered'], 2))).toThrow(UnknownEventTypeError);
  });

  it('when the payload is wrong, then a ZodError points into data', () => {
    let caught: unknown;
    try {
      parseEvent(envelope('payment.confirmed', { ...(samples['payment.confirmed'] as object), periodDays: 31, userId: '' }));
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ZodError);
    expect((caught as ZodError).issues.map((i) => i.path.join('.')).sort()).toEqual(['data.periodDays', 'data.userId']);
  });

  it('when the envelope itself is malformed, then a ZodError is thrown', () => {
    expect(() => parseEvent({ type: 'user.registered' })).toThrow(ZodError);
  });

  it('when a tweet event miscounts its variations, then it is rejected', () => {
    const bad = { ...(samples['tweet.generated'] as object), variationCount: 2 };
    expect(() => parseEvent(envelope('tweet.generated', bad))).toThrow(ZodError);
  });

  it('when a generation request reserves the wrong counter for its kind, then it is rejected', () => {
    const bad = { ...(samples['generation.requested'] as object), reservation: { counter: 'tweets', date: '2025-01-15' } };
    expect(() => parseEvent(envelope('generation.requested', bad))).toThrow(ZodError);
  });
});

describe('event ids and keys', () => {
  it('when the same business key is used twice, then the id is the same', () => {
    expect(eventId('payment.confirmed', 'ch_1')).toBe('payment.confirmed:ch_1');
    expect(eventId('payment.confirmed', 'ch_1')).toBe(eventId('payment.confirmed', 'ch_1'));
    expect(eventId('payment.confirmed', 'ch_1')).not.toBe(eventId('payment.failed', 'ch_1'));
  });

  it('when the business key is empty, then no id is made', () => {
    expect(() => eventId('user.registered', '')).toThrow();
  });

  it('when an event is created, then it is valid, deterministic and keyed per ARCHITECTURE §4', () => {
    const data = samples['generation.requested'] as Parameters<typeof createEvent<'generation.requested'>>[1];
    const event = createEvent('generation.requested', data, { key: 'j1', producer: 'generation-api', occurredAt: new Date(now) });
    expect(event).toMatchObject({ id: 'generation.requested:j1', version: 1, subject: 'j1', occurredAt: now });
    expect(partitionKeyOf(event)).toBe('j1');
    const registered = parseEvent(envelope('user.registered', samples['user.registered'])) satisfies DomainEvent;
    expect(partitionKeyOf(registered)).toBe('u1');
  });
});
