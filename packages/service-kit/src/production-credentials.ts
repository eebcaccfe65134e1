// Production credentials (issue 26): a process in production logs in to every engine it uses as
// its own user, from its own environment or Kubernetes Secret. Without one it does not start,
// rather than reach an engine anonymously or through a user another service also holds.
import type { z } from 'zod';
import { internalKeyProblem, internalKeyVariable, keyedServices, type KeyedService } from './internal-keys.ts';

type Env = Record<string, string | undefined>;

/** The variables a config schema declares, through `.transform`/`.pipe` wrappers around its object. */
export function declaredVariables(schema: z.ZodType): Set<string> {
  const def = schema._zod.def as { type: string; shape?: Record<string, unknown>; in?: z.ZodType };
  if (def.type === 'object' && def.shape) return new Set(Object.keys(def.shape));
  if (def.type === 'pipe' && def.in) return declaredVariables(def.in);
  return new Set();
}

/**
 * What is wrong with the credentials of a production process, one line per problem naming its
 * variable; empty outside production. `service` is the process's config name (generation's API
 * and worker share one), `declared` what its schema reads: only the engines it uses are required.
 */
export function productionCredentialProblems(service: string, declared: Set<string>, env: Env): string[] {
  if (env.NODE_ENV !== 'production') return [];
  return [
    ...internalKeyProblems(service, declared, env),
    ...kafkaProblems(declared, env),
    ...redisProblems(declared, env),
    ...mongoProblems(declared, env),
  ];
}

/**
 * Its own INTERNAL_AUTH_KEY and every key it holds for a service it calls (`<SERVICE>_INTERNAL_KEY`):
 * none published, and its own key not one another service holds as its own.
 */
function internalKeyProblems(service: string, declared: Set<string>, env: Env): string[] {
  const problems: string[] = [];
  for (const [name, value] of Object.entries(env)) {
    if (!value || (name !== 'INTERNAL_AUTH_KEY' && !/^[A-Z]+_INTERNAL_KEY$/.test(name))) continue;
    const problem = internalKeyProblem(value);
    if (problem) problems.push(`${name} ${problem}`);
  }
  // A tool that verifies no calls (analytics' rebuild) holds no key of its own to share.
  const own = declared.has('INTERNAL_AUTH_KEY') ? env.INTERNAL_AUTH_KEY : undefined;
  const others = keyedServices.filter((other: KeyedService) => other !== service).map(internalKeyVariable);
  const shared = own ? others.find((variable) => env[variable] === own) : undefined;
  if (shared) problems.push(`INTERNAL_AUTH_KEY is the same key as ${shared}: every service needs a key of its own`);
  return problems;
}

function kafkaProblems(declared: Set<string>, env: Env): string[] {
  if (!declared.has('KAFKA_BROKERS')) return [];
  return (['KAFKA_USERNAME', 'KAFKA_PASSWORD'] as const)
    .filter((variable) => !env[variable])
    .map((variable) => `${variable} is required in production: this service's own Kafka user (SASL/SCRAM)`);
}

function redisProblems(declared: Set<string>, env: Env): string[] {
  const url = env.REDIS_URL;
  if (!declared.has('REDIS_URL') || !url) return []; // a missing REDIS_URL is reported by the schema
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return ['REDIS_URL is not a valid URL'];
  }
  const user = decodeURIComponent(parsed.username);
  if (!user || user === 'default' || !parsed.password)
    return [
      `REDIS_URL must name this service's own Redis user and its password in production (redis://<user>:<password>@host:port), not ${user ? `the ${user} user` : 'the default user'}${parsed.password ? '' : ' without a password'}`,
    ];
  return [];
}

/**
 * The user and password of a MongoDB connection string: what comes before the `@` of its
 * authority (mongodb:// and mongodb+srv://, any number of hosts).
 */
const mongoUserInfo = /^mongodb(?:\+srv)?:\/\/(?:([^:@/]*)(?::([^@/]*))?@)?/;

function mongoProblems(declared: Set<string>, env: Env): string[] {
  const url = env.MONGO_URL;
  if (!declared.has('MONGO_URL') || !url) return [];
  const [, user, password] = mongoUserInfo.exec(url) ?? [];
  if (!user || !password)
    return ["MONGO_URL must carry this service's own MongoDB user and password in production (mongodb://<user>:<password>@host/…)"];
  return [];
}
