import { z } from 'zod';
import { baseEnv, loadConfig, portEnv, redisEnv, targetKeysEnv } from '@chainscribe/service-kit';

/** Empty strings count as unset, so `OPENAI_API_KEY=` in a .env file switches the LLM off. */
const optionalText = z.preprocess((v) => (v === '' ? undefined : v), z.string().optional());
const optionalUrl = z.preprocess((v) => (v === '' ? undefined : v), z.url().optional());
const millis = (fallback: number) => z.coerce.number().int().min(50).max(120_000).default(fallback);
const seconds = (fallback: number) => z.coerce.number().int().min(1).max(86_400).default(fallback);

const feedList = z
  .string()
  .default('')
  .transform((s) =>
    s
      .split(',')
      .map((u) => u.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.url({ protocol: /^https?$/, error: 'NEWS_FEEDS must be comma-separated http(s) URLs' })).max(50));

export const configSchema = z.object({
  ...baseEnv,
  // No MongoDB: research keeps its cache, feeds and budgets in Redis and stores nothing else.
  ...portEnv(4103),
  ...redisEnv,
  /** Market service, called directly (service to service) for prices of tokens named in a topic. */
  MARKET_URL: z.url().default('http://127.0.0.1:4104'),
  MARKET_TIMEOUT_MS: millis(3000),
  /** Accounts, asked for the caller's plan (it sets the daily research budget). */
  ACCOUNTS_URL: z.url().default('http://127.0.0.1:4101'),
  ACCOUNTS_TIMEOUT_MS: millis(1500),
  /** Keys of the two services called: each call is signed with the key of the service it goes to. */
  ...targetKeysEnv('market', 'accounts'),
  /** OpenAI-compatible chat completions; without a key the curated knowledge base answers alone. */
  OPENAI_API_KEY: optionalText,
  OPENAI_BASE_URL: optionalUrl,
  OPENAI_MODEL: z.string().min(1).default('gpt-4o-mini'),
  OPENAI_TIMEOUT_MS: millis(15_000),
  /** RSS/Atom feeds, comma-separated. None configured: research carries no news. */
  NEWS_FEEDS: feedList,
  NEWS_TIMEOUT_MS: millis(4000),
  NEWS_CACHE_TTL_SECONDS: seconds(600),
  RESEARCH_CACHE_TTL_SECONDS: seconds(300),
  /** Namespace of every Redis key this service writes; tests isolate runs with it. */
  REDIS_KEY_PREFIX: z.string().default('cs:research:'),
});

export type Config = z.infer<typeof configSchema>;

export const loadServiceConfig = (env: Record<string, string | undefined> = process.env): Config =>
  loadConfig('research', configSchema, env);
