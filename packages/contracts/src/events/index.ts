import { z } from 'zod';
import { eventEnvelopeSchema } from '../envelope.ts';
import type { EventEnvelope } from '../envelope.ts';
import { topics } from '../topics.ts';
import type { Topic } from '../topics.ts';
import { generationFailedV1 } from './generation.failed.v1.ts';
import { generationRequestedV1 } from './generation.requested.v1.ts';
import { paymentConfirmedV1 } from './payment.confirmed.v1.ts';
import { paymentCreatedV1 } from './payment.created.v1.ts';
import { paymentFailedV1 } from './payment.failed.v1.ts';
import { postCancelledV1 } from './post.cancelled.v1.ts';
import { postFailedV1 } from './post.failed.v1.ts';
import { postPublishedV1 } from './post.published.v1.ts';
import { postScheduledV1 } from './post.scheduled.v1.ts';
import { threadGeneratedV1 } from './thread.generated.v1.ts';
import { tweetGeneratedV1 } from './tweet.generated.v1.ts';
import { userDeletedV1 } from './user.deleted.v1.ts';
import { userPlanChangedV1 } from './user.plan_changed.v1.ts';
import { userRegisteredV1 } from './user.registered.v1.ts';
import { userSessionStartedV1 } from './user.session_started.v1.ts';

export * from './generation.failed.v1.ts';
export * from './generation.requested.v1.ts';
export * from './payment.confirmed.v1.ts';
export * from './payment.created.v1.ts';
export * from './payment.failed.v1.ts';
export * from './post.cancelled.v1.ts';
export * from './post.failed.v1.ts';
export * from './post.published.v1.ts';
export * from './post.scheduled.v1.ts';
export * from './thread.generated.v1.ts';
export * from './tweet.generated.v1.ts';
export * from './user.deleted.v1.ts';
export * from './user.plan_changed.v1.ts';
export * from './user.registered.v1.ts';
export * from './user.session_started.v1.ts';

interface EventDefinition<T extends Topic, V extends number, S extends z.ZodType> {
  readonly topic: T;
  readonly type: T;
  readonly version: V;
  readonly schema: S;
}

const v1 = <T extends Topic, S extends z.ZodType>(topic: T, schema: S): EventDefinition<T, 1, S> => ({
  topic,
  type: topic,
  version: 1,
  schema,
});

/**
 * Each event type is published on the topic of the same name. A published (type, version) never
 * changes shape: a new shape is a new `vN` file and a new entry here.
 */
export const eventRegistry = {
  [topics.userRegistered]: v1(topics.userRegistered, userRegisteredV1),
  [topics.userPlanChanged]: v1(topics.userPlanChanged, userPlanChangedV1),
  [topics.userSessionStarted]: v1(topics.userSessionStarted, userSessionStartedV1),
  [topics.paymentCreated]: v1(topics.paymentCreated, paymentCreatedV1),
  [topics.paymentConfirmed]: v1(topics.paymentConfirmed, paymentConfirmedV1),
  [topics.paymentFailed]: v1(topics.paymentFailed, paymentFailedV1),
  [topics.generationRequested]: v1(topics.generationRequested, generationRequestedV1),
  [topics.threadGenerated]: v1(topics.threadGenerated, threadGeneratedV1),
  [topics.tweetGenerated]: v1(topics.tweetGenerated, tweetGeneratedV1),
  [topics.generationFailed]: v1(topics.generationFailed, generationFailedV1),
  [topics.userDeleted]: v1(topics.userDeleted, userDeletedV1),
  [topics.postScheduled]: v1(topics.postScheduled, postScheduledV1),
  [topics.postPublished]: v1(topics.postPublished, postPublishedV1),
  [topics.postFailed]: v1(topics.postFailed, postFailedV1),
  [topics.postCancelled]: v1(topics.postCancelled, postCancelledV1),
} as const satisfies { [T in Topic]: EventDefinition<T, number, z.ZodType> };

export type EventType = keyof typeof eventRegistry;
type Registry = typeof eventRegistry;
export type EventData<T extends EventType> = z.infer<Registry[T]['schema']>;
type EnvelopeMeta = Omit<EventEnvelope, 'type' | 'version' | 'data'>;

/** Every event we publish, discriminated by `type`: switch on it exhaustively. */
export type DomainEvent = {
  [T in EventType]: EnvelopeMeta & { type: T; version: Registry[T]['version']; data: EventData<T> };
}[EventType];
export type EventOf<T extends EventType> = Extract<DomainEvent, { type: T }>;

export class UnknownEventTypeError extends Error {
  readonly eventType: string;
  readonly eventVersion: number;
  constructor(eventType: string, eventVersion: number) {
    super(`Unknown event type "${eventType}" version ${eventVersion}`);
    this.name = 'UnknownEventTypeError';
    this.eventType = eventType;
    this.eventVersion = eventVersion;
  }
}

export const isEventType = (value: string): value is EventType => Object.hasOwn(eventRegistry, value);

// Full envelope schemas, so payload issues report paths such as `data.userId`.
const envelopeSchemas = new Map<string, z.ZodType>(
  Object.values(eventRegistry).map((definition) => [
    `${definition.type}@${definition.version}`,
    eventEnvelopeSchema.extend({
      type: z.literal(definition.type),
      version: z.literal(definition.version),
      data: definition.schema,
    }),
  ]),
);

/**
 * Validates an envelope and its payload against the registered (type, version).
 * Throws a ZodError for a malformed envelope or payload, UnknownEventTypeError otherwise.
 */
export function parseEvent(input: unknown): DomainEvent {
  const envelope = eventEnvelopeSchema.parse(input);
  const schema = envelopeSchemas.get(`${envelope.type}@${envelope.version}`);
  if (!schema) throw new UnknownEventTypeError(envelope.type, envelope.version);
  return schema.parse(input) as DomainEvent;
}

const MAX_EVENT_ID_LENGTH = 200;

/**
 * Deterministic event id from the business key (charge id, job id, …): a retried publish yields
 * the same id, which consumers use to skip what they already applied.
 */
export function eventId(type: EventType, businessKey: string): string {
  if (businessKey.length === 0) throw new Error(`Empty business key for ${type}`);
  const id = `${type}:${businessKey}`;
  if (id.length > MAX_EVENT_ID_LENGTH) throw new Error(`Event id for ${type} exceeds ${MAX_EVENT_ID_LENGTH} characters`);
  return id;
}

/** Kafka partition key (ARCHITECTURE §4): the user id, except generation jobs by job id. */
export function partitionKeyOf(event: DomainEvent): string {
  switch (event.type) {
    case 'generation.requested':
      return event.data.jobId;
    case 'user.registered':
    case 'user.plan_changed':
    case 'user.session_started':
    case 'payment.created':
    case 'payment.confirmed':
    case 'payment.failed':
    case 'thread.generated':
    case 'tweet.generated':
    case 'generation.failed':
    case 'user.deleted':
    case 'post.scheduled':
    case 'post.published':
    case 'post.failed':
    case 'post.cancelled':
      return event.data.userId;
    default:
      return assertNever(event);
  }
}

function assertNever(value: never): never {
  throw new Error(`Unhandled event: ${JSON.stringify(value)}`);
}

export interface EventMeta {
  /** Business key for the deterministic id (see `eventId`). */
  key: string;
  producer: string;
  occurredAt: Date | string;
  /** Defaults to the partition key. */
  subject?: string;
}

/** Builds and validates a current-version event, ready to publish. */
export function createEvent<T extends EventType>(type: T, data: EventData<T>, meta: EventMeta): EventOf<T> {
  const occurredAt = typeof meta.occurredAt === 'string' ? meta.occurredAt : meta.occurredAt.toISOString();
  const draft = { id: eventId(type, meta.key), type, version: eventRegistry[type].version, occurredAt, producer: meta.producer, data };
  const subject = meta.subject ?? partitionKeyOf({ ...draft, subject: '' } as DomainEvent);
  return parseEvent({ ...draft, subject }) as EventOf<T>;
}
