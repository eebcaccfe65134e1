import { signIdentity, type Identity, type KafkaBus, type RunningService } from '@chainscribe/service-kit';
import { testInternalKeys, waitFor } from '@chainscribe/service-kit/testing';
import { startAnalytics } from '../../src/app.ts';
import { configSchema, type Config } from '../../src/config.ts';
import { activityTopics } from '../../src/domain/activity.ts';

export function analyticsConfig(env: {
  mongoUrl: string;
  kafkaBrokers: string;
  database: string;
  topicPrefix: string;
  kafkaUser?: { username: string; password: string } | undefined;
}): Config {
  return configSchema.parse({
    INTERNAL_AUTH_KEY: testInternalKeys.analytics,
    PORT: '0',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    NODE_ENV: 'test',
    MONGO_URL: env.mongoUrl,
    MONGO_DB: env.database,
    KAFKA_BROKERS: env.kafkaBrokers,
    KAFKA_TOPIC_PREFIX: env.topicPrefix,
    // Analytics' own Kafka user where the broker has users: it may only read what it projects.
    KAFKA_USERNAME: env.kafkaUser?.username,
    KAFKA_PASSWORD: env.kafkaUser?.password,
  });
}

export interface HttpAnswer {
  status: number;
  body: unknown;
  contentType: string | null;
}

export interface AnalyticsUnderTest {
  service: RunningService;
  /** GET signed as the gateway signs it: for `identity`, anonymously (null), or not at all ('unsigned'). */
  get(pathAndQuery: string, identity: Identity | null | 'unsigned'): Promise<HttpAnswer>;
  stop(): Promise<void>;
}

/** The real analytics service (composition root, port 0) on the shared engines, with an injected clock. */
export async function startAnalyticsUnderTest(config: Config, now: () => Date): Promise<AnalyticsUnderTest> {
  const service = await startAnalytics(config, { now });
  return {
    service,
    async get(pathAndQuery, identity) {
      const headers =
        identity === 'unsigned' ? {} : signIdentity(testInternalKeys.analytics, { method: 'GET', target: pathAndQuery }, identity);
      const response = await fetch(`${service.url}${pathAndQuery}`, { headers });
      return { status: response.status, body: await response.json(), contentType: response.headers.get('content-type') };
    },
    stop: () => service.stop('test'),
  };
}

/**
 * Resolves once the group has committed an offset at the end of every partition of the activity
 * topics: every event published before this call has been applied (offsets are committed only
 * after the handler returned), duplicates included — which a count of documents cannot show.
 */
export async function waitUntilConsumed(bus: KafkaBus, groupId: string, timeoutMs = 30_000): Promise<void> {
  const admin = bus.kafka.admin();
  await admin.connect();
  try {
    const topicNames = activityTopics.map((topic) => bus.topicName(topic));
    await waitFor(
      async () => {
        const committed = await admin.fetchOffsets({ groupId: bus.topicName(groupId), topics: topicNames });
        for (const topic of topicNames) {
          const ends = await admin.fetchTopicOffsets(topic);
          const done = committed.find((c) => c.topic === topic)?.partitions ?? [];
          for (const end of ends) {
            if (end.high === end.low) continue;
            const offset = Number(done.find((p) => p.partition === end.partition)?.offset ?? -1);
            if (offset < Number(end.high)) return false;
          }
        }
        return true;
      },
      { timeoutMs, intervalMs: 200, what: 'analytics to consume every published event' },
    );
  } finally {
    await admin.disconnect();
  }
}
