import { z } from 'zod';
import { baseEnv, loadConfig, portEnv } from '@chainscribe/service-kit';

const url = z.url();

export const configSchema = z.object({
  ...baseEnv,
  ...portEnv(8080),
  /** 0.0.0.0 in containers; loopback by default so a laptop does not expose the dev stack. */
  HOST: z.string().default('127.0.0.1'),
  ACCOUNTS_URL: url.default('http://127.0.0.1:4101'),
  GENERATION_URL: url.default('http://127.0.0.1:4102'),
  RESEARCH_URL: url.default('http://127.0.0.1:4103'),
  MARKET_URL: url.default('http://127.0.0.1:4104'),
  ANALYTICS_URL: url.default('http://127.0.0.1:4105'),
  GENERATION_WORKER_URL: url.default('http://127.0.0.1:4106'),
  /** Built SPA to serve with history fallback (single-host mode); unset behind a CDN. */
  SPA_DIR: z.string().optional(),
  BODY_LIMIT_BYTES: z.coerce.number().int().positive().default(256 * 1024),
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().positive().default(60_000),
});

export type Config = z.infer<typeof configSchema>;

export const loadGatewayConfig = (env: Record<string, string | undefined> = process.env): Config =>
  loadConfig('gateway', configSchema, env);
