import { z } from 'zod';
import { baseEnv, kafkaEnv, loadConfig, portEnv, redisEnv, targetKeysEnv } from '@chainscribe/service-kit';

const url = z.url();
const list = z
  .string()
  .default('')
  .transform((s) =>
    s
      .split(',')
      .map((v) => v.trim())
      .filter(Boolean),
  );

export const configSchema = z.object({
  ...baseEnv,
  ...portEnv(8080),
  ...redisEnv,
  ...kafkaEnv,
  PUBLIC_URL: url.default('http://localhost:8080'),
  AUTH_MODE: z.enum(['local', 'clerk']).optional(),
  AUTH_ISSUER: z.string().default('chainscribe-accounts'),
  AUTH_AUDIENCE: z.string().default('chainscribe'),
  /** PEM public key of the Clerk instance: verification without a network call. */
  CLERK_JWT_KEY: z.string().optional(),
  CLERK_SECRET_KEY: z.string().optional(),
  CLERK_PUBLISHABLE_KEY: z.string().optional(),
  /** Origins allowed in a Clerk token's `azp`; defaults to PUBLIC_URL. */
  CLERK_AUTHORIZED_PARTIES: list,
  /** Cross-origin callers allowed (none by default: the SPA is same-origin). */
  CORS_ORIGINS: list,
  RATE_LIMIT_PER_IP_PER_MINUTE: z.coerce.number().int().positive().default(600),
  RATE_LIMIT_PER_USER_PER_MINUTE: z.coerce.number().int().positive().default(300),
  /** Public /readyz answers per client address (probes ask every few seconds). */
  READYZ_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(60),
  /** Express `trust proxy`: 'loopback' locally; the number of proxy hops behind an ingress. */
  TRUST_PROXY: z.string().default('loopback'),
  ACCOUNTS_URL: url.default('http://127.0.0.1:4101'),
  GENERATION_URL: url.default('http://127.0.0.1:4102'),
  RESEARCH_URL: url.default('http://127.0.0.1:4103'),
  MARKET_URL: url.default('http://127.0.0.1:4104'),
  ANALYTICS_URL: url.default('http://127.0.0.1:4105'),
  GENERATION_WORKER_URL: url.default('http://127.0.0.1:4106'),
  PUBLISHER_URL: url.default('http://127.0.0.1:4107'),
  PUBLISHER_WORKER_URL: url.default('http://127.0.0.1:4108'),
  /** Identities are signed with the key of the service a call goes to; INTERNAL_AUTH_KEY is the gateway's own (signed /readyz). */
  ...targetKeysEnv('accounts', 'generation', 'research', 'market', 'analytics', 'publisher'),
  /** Built SPA to serve with history fallback (single-host mode); unset behind a CDN. */
  SPA_DIR: z.string().optional(),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(256 * 1024),
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().positive().default(60_000),
});

export type Config = z.infer<typeof configSchema>;

export const authModeOf = (config: Config): 'local' | 'clerk' =>
  config.AUTH_MODE ?? (config.CLERK_JWT_KEY || config.CLERK_SECRET_KEY || config.CLERK_PUBLISHABLE_KEY ? 'clerk' : 'local');

export const loadGatewayConfig = (env: Record<string, string | undefined> = process.env): Config =>
  loadConfig('gateway', configSchema, env);
