import { hostname } from 'node:os';
import { createHmac, randomBytes } from 'node:crypto';
import { z } from 'zod';
import { baseEnv, kafkaEnv, loadConfig, mongoEnv, portEnv, redisEnv, targetKeysEnv } from '@chainscribe/service-kit';

const millis = (fallback: number, max = 600_000) => z.coerce.number().int().min(10).max(max).default(fallback);
const optionalText = z.preprocess((v) => (v === '' ? undefined : v), z.string().optional());

/** The stand-in's app (deploy/local/x-api localXClient); never a production default. */
const LOCAL_X = { clientId: 'chainscribe-local', clientSecret: 'chainscribe-local-secret' };

export const configSchema = z
  .object({
    ...baseEnv,
    ...portEnv(4107),
    ...mongoEnv,
    ...redisEnv,
    ...kafkaEnv,
    MONGO_DB: z.string().default('chainscribe_publisher'),
    /** The worker entry point serves only /healthz and /readyz, on its own port. */
    WORKER_PORT: z.coerce.number().int().min(0).max(65535).default(4108),
    WORKER_ID: z
      .string()
      .min(1)
      .max(100)
      .default(() => `${hostname()}-${process.pid}-${randomBytes(2).toString('hex')}`),
    /** Where X sends the browser back: the SPA's callback page on the public address. */
    PUBLIC_URL: z.url().default('http://localhost:8080'),
    /** X API v2 prefix (`https://api.x.com/2/`) and the authorize page; production must name both. */
    X_API_BASE_URL: optionalText,
    X_AUTHORIZE_URL: optionalText,
    X_CLIENT_ID: optionalText,
    X_CLIENT_SECRET: optionalText,
    /** 32+ characters (stretched with HKDF): encrypts X tokens at rest. Derived outside production. */
    X_TOKEN_ENCRYPTION_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
    /** The library lives in generation: items are read from it with the user's signed identity. */
    GENERATION_URL: z.url().default('http://127.0.0.1:4102'),
    ...targetKeysEnv('generation'),
    UPSTREAM_TIMEOUT_MS: millis(5000, 60_000),
    /** A worker holds one post this long; every tweet checks the lease before it is sent. */
    POST_LEASE_MS: millis(30_000),
    /** How often workers look for due posts and due metric readings. */
    POLL_MS: millis(1000, 60_000),
    /** Retries of a 5xx from X before the post fails (backoff doubles from RETRY_BASE_MS). */
    POST_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(5),
    RETRY_BASE_MS: millis(2000),
    /** Seconds after posting when metrics are read (decaying, 7 days). */
    METRICS_OFFSETS_SECONDS: z
      .string()
      .default('60,300,900,3600,10800,21600,43200,86400,172800,259200,345600,432000,518400,604800')
      .transform((s) => s.split(',').map((n) => Number(n.trim())))
      .pipe(
        z
          .array(
            z
              .number()
              .int()
              .min(0)
              .max(30 * 86400),
          )
          .min(1),
      ),
    /** An access token is refreshed when it has less than this left. */
    TOKEN_REFRESH_MARGIN_MS: millis(120_000, 3_600_000),
  })
  .superRefine((c, ctx) => {
    // A tweet is sent only with X's deadline (and a margin) left on the lease.
    if (c.POST_LEASE_MS < c.UPSTREAM_TIMEOUT_MS + 2000)
      ctx.addIssue({ code: 'custom', path: ['POST_LEASE_MS'], message: 'must be at least UPSTREAM_TIMEOUT_MS + 2000' });
    if (c.NODE_ENV !== 'production') return;
    const required = ['X_API_BASE_URL', 'X_AUTHORIZE_URL', 'X_CLIENT_ID', 'X_CLIENT_SECRET', 'X_TOKEN_ENCRYPTION_KEY'] as const;
    for (const name of required)
      if (!c[name]) ctx.addIssue({ code: 'custom', path: [name], message: `${name} is required in production (the real X app)` });
  })
  .transform((c) => {
    // Outside production only (production requires every X variable, above): the local stand-in.
    const local = 'http://127.0.0.1:4140';
    return {
      ...c,
      X_API_BASE_URL: c.X_API_BASE_URL ?? `${local}/2/`,
      X_AUTHORIZE_URL: c.X_AUTHORIZE_URL ?? `${local}/i/oauth2/authorize`,
      X_CLIENT_ID: c.X_CLIENT_ID ?? LOCAL_X.clientId,
      X_CLIENT_SECRET: c.X_CLIENT_SECRET ?? LOCAL_X.clientSecret,
      X_TOKEN_ENCRYPTION_KEY:
        c.X_TOKEN_ENCRYPTION_KEY ?? `derived:${createHmac('sha256', c.INTERNAL_AUTH_KEY).update('x-tokens-at-rest').digest('base64url')}`,
    };
  });

export type Config = z.infer<typeof configSchema>;

export const loadServiceConfig = (env: Record<string, string | undefined> = process.env): Config =>
  loadConfig('publisher', configSchema, env);
