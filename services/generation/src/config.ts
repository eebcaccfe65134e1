import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { baseEnv, loadConfig, portEnv, mongoEnv, redisEnv, kafkaEnv, targetKeysEnv } from '@chainscribe/service-kit';

/** Empty strings count as unset, so `OPENAI_API_KEY=` in a .env file switches the model off. */
const optionalText = z.preprocess((v) => (v === '' ? undefined : v), z.string().optional());
const optionalUrl = z.preprocess((v) => (v === '' ? undefined : v), z.url().optional());
const millis = (fallback: number, max = 600_000) => z.coerce.number().int().min(50).max(max).default(fallback);

export const configSchema = z.object({
  ...baseEnv,
  ...portEnv(4102),
  ...mongoEnv,
  ...redisEnv,
  ...kafkaEnv,
  MONGO_DB: z.string().default('chainscribe_generation'),
  /** The worker entry point serves only /healthz and /readyz, on its own port. */
  WORKER_PORT: z.coerce.number().int().min(0).max(65535).default(4106),
  /** Names this process in job documents (which worker wrote what); unique per replica by default. */
  WORKER_ID: z
    .string()
    .min(1)
    .max(100)
    .default(() => `${hostname()}-${process.pid}-${randomBytes(2).toString('hex')}`),

  /** Sibling services, called directly with a signed identity (service to service). */
  ACCOUNTS_URL: z.url().default('http://127.0.0.1:4101'),
  MARKET_URL: z.url().default('http://127.0.0.1:4104'),
  RESEARCH_URL: z.url().default('http://127.0.0.1:4103'),
  /** Their keys: each call is signed with the key of the service it goes to. */
  ...targetKeysEnv('accounts', 'market', 'research'),
  /** X's public oEmbed endpoint; tests point it at a stand-in. Empty disables it. */
  X_OEMBED_URL: z.preprocess((v) => (v === undefined ? 'https://publish.twitter.com/oembed' : v), z.union([z.literal(''), z.url()])),
  UPSTREAM_TIMEOUT_MS: millis(4000, 60_000),

  /** Any OpenAI-compatible chat-completions server; without a key the TemplateWriter writes. */
  OPENAI_API_KEY: optionalText,
  OPENAI_BASE_URL: optionalUrl,
  OPENAI_MODEL: z.string().min(1).max(100).default('gpt-4o-mini'),
  OPENAI_TIMEOUT_MS: millis(30_000),
  OPENAI_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(5).default(2),

  /** How long a generate call waits for its worker before answering 202 with the job id. */
  GENERATION_WAIT_MS: millis(25_000),
  /** How often waiting calls and progress streams look at their job documents. */
  JOB_POLL_MS: millis(100, 5000),
  /** A worker holds a job this long without renewing it; after that another worker may take over. */
  JOB_LEASE_MS: millis(20_000),
  /** Starts of one job (crashes included) before it fails cleanly with a refund. */
  JOB_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(10).default(3),
  /** A reservation whose job has not reached the workers after this long is settled by the sweeper. */
  RESERVATION_STALE_MS: millis(30_000),
  /** How often each API replica looks for such reservations. */
  RESERVATION_SWEEP_MS: millis(10_000),
  /** How often each API replica purges library items that have been in the trash for 30 days. */
  LIBRARY_TRASH_SWEEP_MS: millis(60 * 60 * 1000, 24 * 60 * 60 * 1000),
  /**
   * Jobs a worker writes at once per partition it holds (issue 21): jobs are independent and
   * keyed by id, and most of a job's time is spent waiting on MongoDB, Redis and Kafka, so one
   * process keeps several in flight. 1 handles a partition's jobs one after another. More than a
   * few per partition only moves the queue into MongoDB (FerretDB serialises its writes) and slows
   * the API's own reads beside it.
   */
  WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(256).default(2),
  /** How soon Kafka gives a dead worker's partitions to another one (the broker allows ≥ 6000). */
  KAFKA_SESSION_TIMEOUT_MS: millis(30_000, 300_000),
});

export type Config = z.infer<typeof configSchema>;

export const loadServiceConfig = (env: Record<string, string | undefined> = process.env): Config =>
  loadConfig('generation', configSchema, env);
