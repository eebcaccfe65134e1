// Rebuilds the activity projection from the beginning of the activity topics (see README.md,
// "Rebuilding the projection"). Stop every analytics replica first, run this, start them again.
//   npm run rebuild -w @chainscribe/analytics [-- --accept-partial-history]
import { createLogger, loadConfig } from '@chainscribe/service-kit';
import { configSchema } from '../config.ts';
import { rebuildProjection } from './rebuild-projection.ts';

// Only what the rebuild touches: an operator needs no HTTP port or internal key for it.
const rebuildConfigSchema = configSchema.pick({
  MONGO_URL: true,
  MONGO_DB: true,
  KAFKA_BROKERS: true,
  KAFKA_TOPIC_PREFIX: true,
  KAFKA_USERNAME: true,
  KAFKA_PASSWORD: true,
  KAFKA_TLS_CA_FILE: true,
  ANALYTICS_CONSUMER_GROUP: true,
});

try {
  const config = loadConfig('analytics-rebuild', rebuildConfigSchema, process.env);
  const result = await rebuildProjection(config, {
    logger: createLogger('analytics-rebuild', 'warn'),
    acceptPartialHistory: process.argv.includes('--accept-partial-history'),
  });
  process.stdout.write(
    `consumer group ${result.group}: ${result.offsetsDeleted ? 'committed offsets deleted' : 'had no committed offsets'}\n` +
      `activities: ${result.droppedActivities} document(s) dropped\n` +
      'Start the analytics service now: it re-reads every activity topic from the beginning.\n',
  );
} catch (err) {
  process.stderr.write(`analytics rebuild failed: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exitCode = 1;
}
