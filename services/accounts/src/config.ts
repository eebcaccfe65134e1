import { createHmac } from 'node:crypto';
import { z } from 'zod';
import { deriveVapidKeys } from './domain/vapid.ts';
import { baseEnv, kafkaEnv, loadConfig, mongoEnv, portEnv, redisEnv, targetKeysEnv } from '@chainscribe/service-kit';

export const configSchema = z
  .object({
    ...baseEnv,
    ...portEnv(4101),
    ...mongoEnv,
    ...redisEnv,
    ...kafkaEnv,
    MONGO_DB: z.string().default('chainscribe_accounts'),
    /** Teams waitlist entries accepted per client address per hour (a public form: no sign-in). */
    WAITLIST_PER_HOUR: z.coerce.number().int().min(1).max(1000).default(5),
    /** Where users open the app; links in emails point here. */
    PUBLIC_URL: z.url().default('http://localhost:8080'),
    AUTH_MODE: z.enum(['local', 'clerk']).optional(),
    AUTH_ISSUER: z.string().default('chainscribe-accounts'),
    AUTH_AUDIENCE: z.string().default('chainscribe'),
    ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).max(3600).default(900),
    /** Idle lifetime of a session: unused this long, its refresh token stops working. */
    REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(7),
    /** Absolute lifetime of a session from sign-in, however often it is refreshed. */
    SESSION_MAX_AGE_DAYS: z.coerce.number().int().min(1).max(365).default(30),
    /** Open event streams per user; the next one is refused with 429. */
    EVENT_STREAMS_PER_USER: z.coerce.number().int().min(1).max(50).default(5),
    /** Seconds the just-replaced refresh token may be presented once more (a reload lost the answer). */
    REFRESH_REUSE_GRACE_SECONDS: z.coerce.number().int().min(0).max(60).default(10),
    /** JSON array of private RSA JWKs (with `kid`), newest first; unset = keys kept in the accounts database. */
    AUTH_PRIVATE_JWKS: z.string().optional(),
    /**
     * Encrypts the private signing keys kept in the accounts database (AES-256-GCM; any secret of
     * 32+ characters, stretched with HKDF). Required in production when keys live in the database;
     * elsewhere derived from INTERNAL_AUTH_KEY.
     */
    AUTH_KEYS_ENCRYPTION_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
    /** How often replicas re-read the key set, so a key added by `rotate-key` starts signing everywhere. */
    AUTH_KEYS_RELOAD_SECONDS: z.coerce.number().int().min(1).default(60),
    PASSWORD_RESET_TTL_MINUTES: z.coerce
      .number()
      .int()
      .min(5)
      .max(24 * 60)
      .default(30),
    /** nodemailer connection URL, e.g. smtps://user:pass@smtp.example.com; unset = links go to the log. */
    SMTP_URL: z.string().optional(),
    MAIL_FROM: z.string().default('Chainscribe <no-reply@chainscribe.local>'),
    /**
     * Which provider new checkouts use. Required in production (see loadServiceConfig); elsewhere
     * the sandbox is the default so a laptop runs the whole purchase offline.
     */
    PAYMENT_PROVIDER: z.enum(['sandbox', 'nowpayments']).optional(),
    /**
     * Standard Webhooks secret (whsec_…) of the sandbox; outside production derived from
     * INTERNAL_AUTH_KEY when unset. Production requires its own: the callers of accounts hold that
     * key, and could derive a secret that confirms payments.
     */
    SANDBOX_WEBHOOK_SECRET: z.string().optional(),
    NOWPAYMENTS_BASE_URL: z.url().default('https://api.nowpayments.io'),
    NOWPAYMENTS_API_KEY: z.string().optional(),
    NOWPAYMENTS_IPN_SECRET: z.string().optional(),
    /** Where providers deliver webhooks: the gateway's public address (defaults to PUBLIC_URL). */
    WEBHOOK_BASE_URL: z.url().optional(),
    /** The market service, for live coin quotes on the sandbox checkout page. */
    MARKET_URL: z.url().default('http://127.0.0.1:4104'),
    /** The services that hold user data: their parts of a user's export, research's erasure. */
    GENERATION_URL: z.url().default('http://127.0.0.1:4102'),
    RESEARCH_URL: z.url().default('http://127.0.0.1:4103'),
    ANALYTICS_URL: z.url().default('http://127.0.0.1:4105'),
    PUBLISHER_URL: z.url().default('http://127.0.0.1:4107'),
    /** Per call to one of them while gathering an export or erasing research's part. */
    USER_DATA_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
    ...targetKeysEnv('market', 'generation', 'research', 'analytics', 'publisher'),
    SUBSCRIPTION_SWEEP_SECONDS: z.coerce.number().positive().default(60),
    CLERK_SECRET_KEY: z.string().optional(),
    CLERK_PUBLISHABLE_KEY: z.string().optional(),
    /** svix signing secret of the Clerk webhook endpoint (whsec_…). */
    CLERK_WEBHOOK_SECRET: z.string().optional(),
    /** Sign-in attempts per IP and per identifier before a cool-down. */
    AUTH_MAX_ATTEMPTS_PER_IP: z.coerce.number().int().positive().default(30),
    AUTH_MAX_FAILURES_PER_IDENTIFIER: z.coerce.number().int().positive().default(5),
    AUTH_LOCKOUT_SECONDS: z.coerce.number().int().positive().default(900),
    /** Web Push (VAPID) key pair, base64url (`npx web-push generate-vapid-keys`). Required in production; elsewhere derived from INTERNAL_AUTH_KEY. */
    VAPID_PUBLIC_KEY: z.string().min(1).optional(),
    VAPID_PRIVATE_KEY: z.string().min(1).optional(),
    /** Who push services may contact about our pushes (mailto: or https:). */
    VAPID_SUBJECT: z
      .string()
      .regex(/^(mailto:|https:)/, 'must start with mailto: or https:')
      .default('mailto:support@chainscribe.local'),
    /** A generation that took at least this long from request to result is announced by Web Push. */
    PUSH_MIN_JOB_SECONDS: z.coerce.number().min(0).max(3600).default(5),
    /** Per request to a push service. */
    PUSH_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
  })
  .superRefine((c, ctx) => {
    if (c.NODE_ENV === 'production' && !c.AUTH_PRIVATE_JWKS && !c.AUTH_KEYS_ENCRYPTION_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['AUTH_KEYS_ENCRYPTION_KEY'],
        message: 'AUTH_KEYS_ENCRYPTION_KEY is required in production (it encrypts the signing keys kept in the database)',
      });
    }
    if (c.NODE_ENV === 'production' && c.PAYMENT_PROVIDER === 'sandbox' && !c.SANDBOX_WEBHOOK_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['SANDBOX_WEBHOOK_SECRET'],
        message: 'SANDBOX_WEBHOOK_SECRET is required in production with PAYMENT_PROVIDER=sandbox (whsec_ and 32 random bytes in base64)',
      });
    }
    if (c.NODE_ENV === 'production' && (!c.VAPID_PUBLIC_KEY || !c.VAPID_PRIVATE_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: ['VAPID_PUBLIC_KEY'],
        message: 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are required in production (Web Push keys: npx web-push generate-vapid-keys)',
      });
    }
    if (Boolean(c.VAPID_PUBLIC_KEY) !== Boolean(c.VAPID_PRIVATE_KEY)) {
      ctx.addIssue({ code: 'custom', path: ['VAPID_PRIVATE_KEY'], message: 'set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither' });
    }
    if (c.PAYMENT_PROVIDER === 'nowpayments' && (!c.NOWPAYMENTS_API_KEY || !c.NOWPAYMENTS_IPN_SECRET)) {
      ctx.addIssue({
        code: 'custom',
        path: ['NOWPAYMENTS_API_KEY'],
        message: 'NOWPAYMENTS_API_KEY and NOWPAYMENTS_IPN_SECRET are required with PAYMENT_PROVIDER=nowpayments',
      });
    }
  })
  .transform((c) => {
    const provider = c.PAYMENT_PROVIDER ?? 'sandbox';
    const vapid =
      c.VAPID_PUBLIC_KEY && c.VAPID_PRIVATE_KEY
        ? { publicKey: c.VAPID_PUBLIC_KEY, privateKey: c.VAPID_PRIVATE_KEY }
        : deriveVapidKeys(c.INTERNAL_AUTH_KEY);
    // Production gets a sandbox only when the operator named it, with a secret of its own (above).
    const sandboxEnabled = c.NODE_ENV !== 'production' || provider === 'sandbox';
    return {
      ...c,
      PAYMENT_PROVIDER: provider,
      AUTH_MODE: c.AUTH_MODE ?? (c.CLERK_SECRET_KEY || c.CLERK_PUBLISHABLE_KEY ? 'clerk' : 'local'),
      WEBHOOK_BASE_URL: c.WEBHOOK_BASE_URL ?? c.PUBLIC_URL,
      SANDBOX_ENABLED: sandboxEnabled,
      // Outside production only when unset (production requires both, see above).
      VAPID_PUBLIC_KEY: vapid.publicKey,
      VAPID_PRIVATE_KEY: vapid.privateKey,
      // Outside production only (production requires the variable, see above).
      AUTH_KEYS_ENCRYPTION_KEY:
        c.AUTH_KEYS_ENCRYPTION_KEY ??
        `derived:${createHmac('sha256', c.INTERNAL_AUTH_KEY).update('auth-keys-encryption').digest('base64url')}`,
      SANDBOX_WEBHOOK_SECRET: sandboxEnabled
        ? (c.SANDBOX_WEBHOOK_SECRET ?? `whsec_${createHmac('sha256', c.INTERNAL_AUTH_KEY).update('sandbox-webhook').digest('base64')}`)
        : undefined,
    };
  });

export type Config = z.infer<typeof configSchema>;

/**
 * The payment provider is checked before everything else and fails in one line: a production
 * deployment that forgot it must not quietly take sandbox "payments" from real users.
 */
export function loadServiceConfig(env: Record<string, string | undefined> = process.env): Config {
  if (env.NODE_ENV === 'production' && !env.PAYMENT_PROVIDER) {
    throw new Error('PAYMENT_PROVIDER must be set in production: nowpayments, or sandbox for a private demo');
  }
  return loadConfig('accounts', configSchema, env);
}
