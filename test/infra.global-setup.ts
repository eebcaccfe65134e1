import { randomBytes } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import { down, up, type InfraEndpoints } from '../deploy/local/infra.ts';

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
    `infra: ready in ${((Date.now() - started) / 1000).toFixed(1)}s — MongoDB-wire (${infra.mongoKind}) ${infra.mongoUrl}, Kafka (${infra.kafkaKind}) ${infra.kafkaBrokers}, Redis (${infra.redisKind}) ${infra.redisUrl}`,
  );
  project.provide('infra', infra);
  project.provide('runId', `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`);
  return async () => {
    // Only what this run started: a running `npm start` keeps its engines.
    if (!process.env.KEEP_INFRA && infra.started.length > 0) await down({ only: infra.started, log: (line) => console.log(`infra: ${line}`) });
  };
}
