import { z } from 'zod';
import { baseEnv, loadConfig, portEnv, mongoEnv, redisEnv, kafkaEnv } from '@chainscribe/service-kit';

export const configSchema = z.object({
  ...baseEnv,
  ...portEnv(4102), ...mongoEnv, ...redisEnv, ...kafkaEnv,
  MONGO_DB: z.string().default('chainscribe_generation'),
  /** The worker entry point serves only /healthz and /readyz, on its own port. */
  WORKER_PORT: z.coerce.number().int().min(0).max(65535).default(4106),
});

export type Config = z.infer<typeof configSchema>;

export const loadServiceConfig = (env: Record<string, string | undefined> = process.env): Config =>
  loadConfig('generation', configSchema, env);
