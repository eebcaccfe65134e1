import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { declaredVariables, productionCredentialProblems } from './production-credentials.ts';

export class ConfigError extends Error {
  readonly problems: string[];
  constructor(service: string, problems: string[]) {
    // One problem fits on one line, so an operator reads the missing variable in the pod's last log line.
    super(
      problems.length === 1
        ? `${service}: invalid configuration: ${problems[0]}`
        : `${service}: invalid configuration\n${problems.map((p) => `  - ${p}`).join('\n')}`,
    );
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

/**
 * Parses the environment once at start-up. Every problem is reported together so an operator
 * fixes the deployment in one pass instead of discovering variables one crash at a time.
 */
export function loadConfig<S extends z.ZodType>(
  service: string,
  schema: S,
  env: Record<string, string | undefined> = process.env,
): z.infer<S> {
  const result = schema.safeParse(env);
  const credentialProblems = productionCredentialProblems(service, declaredVariables(schema), env);
  if (result.success && credentialProblems.length === 0) return result.data;
  const problems = result.success
    ? []
    : result.error.issues.map((issue) => {
        const name = issue.path.join('.');
        const missing = issue.code === 'invalid_type' && env[name] === undefined;
        return missing ? `${name} is required but not set` : `${name}: ${issue.message}`;
      });
  throw new ConfigError(service, [...credentialProblems, ...problems]);
}

/** Shared variables every process understands; services extend this with their own. */
export const baseEnv = {
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  INTERNAL_AUTH_KEY: z.string().min(32, 'must be at least 32 characters'),
  /** 0.0.0.0 in containers; loopback by default so a laptop does not expose the dev stack. */
  HOST: z.string().default('127.0.0.1'),
  /** Prometheus' /metrics on a port of its own, never routed by the gateway; unset: no listener. */
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
};

export const kafkaEnv = {
  KAFKA_BROKERS: z
    .string()
    .min(1)
    .transform((s) =>
      s
        .split(',')
        .map((b) => b.trim())
        .filter(Boolean),
    ),
  /** Lets tests run against a shared broker without seeing each other's messages. */
  KAFKA_TOPIC_PREFIX: z.string().default(''),
  /** This service's own Kafka user (SASL/SCRAM-SHA-512); unset for a broker without authentication. */
  KAFKA_USERNAME: z.string().min(1).optional(),
  KAFKA_PASSWORD: z.string().min(1).optional(),
  /** PEM file of the CA that signed the brokers' certificates: connect with TLS (Strimzi's tls listener). */
  KAFKA_TLS_CA_FILE: z.string().min(1).optional(),
};

type KafkaSecurityConfig = {
  KAFKA_USERNAME?: string | undefined;
  KAFKA_PASSWORD?: string | undefined;
  KAFKA_TLS_CA_FILE?: string | undefined;
};

/**
 * How a process logs in to Kafka and whether it encrypts: its SASL user and the brokers' CA from a
 * config with kafkaEnv. A username without a password, or a CA file that cannot be read, stops the
 * start naming the variable.
 */
export function kafkaSecurityOf(config: KafkaSecurityConfig): { sasl?: { username: string; password: string }; ssl?: { ca: string[] } } {
  if (Boolean(config.KAFKA_USERNAME) !== Boolean(config.KAFKA_PASSWORD))
    throw new Error('KAFKA_USERNAME and KAFKA_PASSWORD must be set together');
  let ca: string | undefined;
  if (config.KAFKA_TLS_CA_FILE) {
    try {
      ca = readFileSync(config.KAFKA_TLS_CA_FILE, 'utf8');
    } catch (err) {
      throw new Error(`KAFKA_TLS_CA_FILE ${config.KAFKA_TLS_CA_FILE} cannot be read: ${(err as Error).message}`, { cause: err });
    }
  }
  return {
    ...(config.KAFKA_USERNAME && config.KAFKA_PASSWORD
      ? { sasl: { username: config.KAFKA_USERNAME, password: config.KAFKA_PASSWORD } }
      : {}),
    ...(ca ? { ssl: { ca: [ca] } } : {}),
  };
}

export const mongoEnv = { MONGO_URL: z.string().startsWith('mongodb', 'must be a mongodb:// URL') };
export const redisEnv = {
  REDIS_URL: z.string().startsWith('redis', 'must be a redis:// URL'),
  /** Namespaces every key this deployment writes, so test runs sharing one Redis never meet. */
  REDIS_KEY_PREFIX: z.string().default(''),
};

export const portEnv = (fallback: number) => ({ PORT: z.coerce.number().int().min(0).max(65535).default(fallback) });
