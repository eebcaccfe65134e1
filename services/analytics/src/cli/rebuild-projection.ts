import { connectMongo, createKafka, kafkaSecurityOf, type KafkaBus, type Logger } from '@chainscribe/service-kit';
import type { Config } from '../config.ts';
import { createActivityRepository } from '../data-access/activity.repository.ts';
import { activityTopics } from '../domain/activity.ts';

export type RebuildConfig = Pick<
  Config,
  | 'MONGO_URL'
  | 'MONGO_DB'
  | 'KAFKA_BROKERS'
  | 'KAFKA_TOPIC_PREFIX'
  | 'KAFKA_USERNAME'
  | 'KAFKA_PASSWORD'
  | 'KAFKA_TLS_CA_FILE'
  | 'ANALYTICS_CONSUMER_GROUP'
>;

export interface RebuildResult {
  /** The consumer group (with its prefix) whose committed offsets were deleted. */
  group: string;
  /** False when the group had never committed anything (nothing to forget). */
  offsetsDeleted: boolean;
  /** Activity documents dropped; the next start re-creates them from the topics. */
  droppedActivities: number;
}

/** Refused before anything changed: the message says what the operator should do. */
export class RebuildRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RebuildRefusedError';
  }
}

type Admin = ReturnType<KafkaBus['kafka']['admin']>;

async function assertNoRunningConsumers(admin: Admin, group: string, when: string): Promise<'Empty' | 'Dead'> {
  const { groups } = await admin.describeGroups([group]);
  const state = groups[0]?.state ?? 'Dead';
  const members = groups[0]?.members.length ?? 0;
  if (members === 0 && (state === 'Empty' || state === 'Dead')) return state;
  throw new RebuildRefusedError(
    `${when}: consumer group ${group} has ${members} running member(s) (state ${state}). ` +
      'Stop every analytics replica first (a replica that crashed leaves the group after its session timeout, 30 s).',
  );
}

/** A partition whose log no longer starts at offset 0 has lost events to retention: a rebuild would undercount. */
async function assertFullHistory(admin: Admin, topicNames: readonly string[]): Promise<void> {
  const existing = new Set(await admin.listTopics());
  const missing = topicNames.filter((topic) => !existing.has(topic));
  if (missing.length > 0) {
    throw new RebuildRefusedError(`Topic(s) ${missing.join(', ')} do not exist: check KAFKA_BROKERS and KAFKA_TOPIC_PREFIX.`);
  }
  const truncated: string[] = [];
  for (const topic of topicNames) {
    for (const partition of await admin.fetchTopicOffsets(topic)) {
      if (partition.low !== '0') truncated.push(`${topic}[${partition.partition}] starts at offset ${partition.low}`);
    }
  }
  if (truncated.length > 0) {
    throw new RebuildRefusedError(
      `Events were already deleted by retention (${truncated.join('; ')}), so a rebuild would count less than the current projection. ` +
        'Keep these topics with retention.ms=-1, or pass --accept-partial-history to rebuild from what is left.',
    );
  }
}

/**
 * Makes the next start of the analytics service rebuild its projection from the beginning of every
 * activity topic: checks no replica is running, deletes the consumer group (its committed offsets;
 * the consumer starts at the earliest offset when it has none), then drops the projection.
 *
 * Offsets go first: if the process dies between the two steps, the service re-reads everything
 * into the old documents, which idempotent inserts tolerate; the other order would leave an empty
 * projection behind offsets that say everything was applied. Running it again is always safe.
 */
export async function rebuildProjection(
  config: RebuildConfig,
  options: { logger: Logger; acceptPartialHistory?: boolean },
): Promise<RebuildResult> {
  const bus = createKafka({
    brokers: config.KAFKA_BROKERS,
    clientId: 'analytics-rebuild',
    topicPrefix: config.KAFKA_TOPIC_PREFIX,
    logger: options.logger,
    ...kafkaSecurityOf(config),
  });
  const admin = bus.kafka.admin();
  await admin.connect();
  try {
    const group = bus.topicName(config.ANALYTICS_CONSUMER_GROUP);
    const state = await assertNoRunningConsumers(admin, group, 'Refusing to rebuild');
    if (!options.acceptPartialHistory)
      await assertFullHistory(
        admin,
        activityTopics.map((topic) => bus.topicName(topic)),
      );

    const mongo = await connectMongo(config.MONGO_URL, config.MONGO_DB, options.logger, { attempts: 3 });
    try {
      // The broker itself refuses to delete a group that has members (NON_EMPTY_GROUP).
      if (state === 'Empty') await admin.deleteGroups([group]);
      const activities = createActivityRepository(mongo);
      const droppedActivities = await activities.countAll();
      await activities.drop();
      // A replica that joined while we dropped would have refilled part of the projection and committed past it.
      await assertNoRunningConsumers(admin, group, 'A replica started during the rebuild; stop it and run the rebuild again');
      return { group, offsetsDeleted: state === 'Empty', droppedActivities };
    } finally {
      await mongo.close();
    }
  } finally {
    await admin.disconnect();
    await bus.disconnect();
  }
}
