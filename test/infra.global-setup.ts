import { randomBytes } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import { MongoClient } from 'mongodb';
import { Kafka, logLevel } from 'kafkajs';
import { redactUrl } from '@chainscribe/service-kit';
import { down, up, type InfraEndpoints } from '../deploy/local/infra.ts';
import { revokeKafkaAcls } from '../deploy/local/kafka-access.ts';

/**
 * Deletes this run's topics, their ACLs and databases (names from service-kit's `uniqueNames`), so engines kept
 * between runs do not slow down under thousands of leftover test topics.
 */
async function forgetRun(infra: InfraEndpoints, runId: string): Promise<void> {
  const credentials = infra.kafkaUsers.admin;
  const admin = new Kafka({
    brokers: infra.kafkaBrokers.split(','),
    logLevel: logLevel.NOTHING,
    ...(credentials ? { sasl: { mechanism: 'scram-sha-512' as const, ...credentials } } : {}),
  }).admin();
  await admin.connect();
  try {
    const topics = (await admin.listTopics()).filter((t) => t.startsWith(`t.${runId}_`));
    if (topics.length > 0) await admin.deleteTopics({ topics, timeout: 30_000 });
    if (credentials) await revokeKafkaAcls(admin, `t.${runId}_`);
  } finally {
    await admin.disconnect();
  }
  const mongo = await MongoClient.connect(infra.mongoUrl);
  try {
    const { databases } = await mongo.db().admin().listDatabases();
    for (const db of databases.filter((d) => d.name.startsWith(`t_${runId}_`))) await mongo.db(db.name).dropDatabase();
  } finally {
    await mongo.close();
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    infra: InfraEndpoints;
    runId: string;
  }
}

/**
 * Real Kafka, a MongoDB-wire server and Redis for the integration project. Engines that were
 * already running are reused and left running; engines started here are stopped at the end.
 */
export default async function setup(project: TestProject) {
  const started = Date.now();
  const infra = await up({ log: (line) => console.log(`infra: ${line}`) });
  console.log(
    `infra: ready in ${((Date.now() - started) / 1000).toFixed(1)}s — MongoDB-wire (${infra.mongoKind}) ${infra.mongoUrl}, Kafka (${infra.kafkaKind}) ${infra.kafkaBrokers}, Redis (${infra.redisKind}) ${redactUrl(infra.redisUrl)}${infra.kafkaUsers.admin ? ', with a Kafka and a Redis user per service' : ''}`,
  );
  project.provide('infra', infra);
  const runId = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  project.provide('runId', runId);
  return async () => {
    await forgetRun(infra, runId).catch((err: unknown) => console.log(`infra: could not clean up run ${runId}: ${(err as Error).message}`));
    // Only what this run started: a running `npm start` keeps its engines.
    if (!process.env.KEEP_INFRA && infra.started.length > 0)
      await down({ only: infra.started, log: (line) => console.log(`infra: ${line}`) });
  };
}
