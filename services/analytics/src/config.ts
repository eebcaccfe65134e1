import { z } from 'zod';
import { baseEnv, loadConfig, portEnv, mongoEnv, kafkaEnv } from '@chainscribe/service-kit';

export const configSchema = z.object({
  ...baseEnv,
  ...portEnv(4105),
  ...mongoEnv,
  ...kafkaEnv,
  MONGO_DB: z.string().default('chainscribe_analytics'),
  /** Consumer group of the activity projection (prefixed like the topics); `rebuild` resets it. */
  ANALYTICS_CONSUMER_GROUP: z.string().min(1).default('analytics.activity'),
});

export type Config = z.infer<typeof configSchema>;

export const loadServiceConfig = (env: Record<string, string | undefined> = process.env): Config =>
  loadConfig('analytics', configSchema, env);
