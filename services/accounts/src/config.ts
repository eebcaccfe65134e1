import { z } from 'zod';
import { baseEnv, loadConfig, portEnv, mongoEnv, redisEnv, kafkaEnv } from '@chainscribe/service-kit';

export const configSchema = z.object({
  ...baseEnv,
  ...portEnv(4101), ...mongoEnv, ...redisEnv, ...kafkaEnv,
  MONGO_DB: z.string().default('chainscribe_accounts'),
});

export type Config = z.infer<typeof configSchema>;

export const loadServiceConfig = (env: Record<string, string | undefined> = process.env): Config =>
  loadConfig('accounts', configSchema, env);
