import { z } from 'zod';
import { baseEnv, loadConfig, portEnv, mongoEnv, redisEnv } from '@chainscribe/service-kit';

export const configSchema = z.object({
  ...baseEnv,
  ...portEnv(4104), ...mongoEnv, ...redisEnv,
  MONGO_DB: z.string().default('chainscribe_market'),
});

export type Config = z.infer<typeof configSchema>;

export const loadServiceConfig = (env: Record<string, string | undefined> = process.env): Config =>
  loadConfig('market', configSchema, env);
