// Redis ACL users, one per service (issue 26): each reaches only its own key prefixes with the
// commands it uses; the default user is off, so an anonymous connection can do nothing.
import { createHash, randomBytes } from 'node:crypto';

export const redisUsers = ['accounts', 'gateway', 'generation', 'research', 'market', 'publisher'] as const;
export type RedisUser = (typeof redisUsers)[number];

/** The launcher's own user: health checks, and tests that inspect or seed keys directly. */
export const redisAdminUser = 'chainscribe-admin';

/**
 * Key prefixes per service (grep `cs:` in its src). Read-only: the gateway checks the revoked
 * sessions accounts writes (packages/contracts redis-keys.ts), and may change nothing there.
 * Channels: pub/sub between replicas of one service (generation's workers tell its API replicas
 * that a job finished), with PUBLISH and SUBSCRIBE for that service alone.
 */
export const redisAccess: Record<RedisUser, { readWrite: readonly string[]; readOnly?: readonly string[]; channels?: readonly string[] }> =
  {
    accounts: { readWrite: ['cs:accounts:', 'cs:auth:revoked-session:', 'cs:rl:auth-'] },
    gateway: { readWrite: ['cs:gateway:', 'cs:rl:gw-'], readOnly: ['cs:auth:revoked-session:'] },
    generation: { readWrite: ['cs:generation:'], channels: ['cs:generation:'] },
    research: { readWrite: ['cs:research:'] },
    market: { readWrite: ['cs:market:'] },
    publisher: { readWrite: ['cs:publisher:'] },
  };

/**
 * What every service may run: reads, writes, Lua scripts (locks, counters, rate limits),
 * MULTI/EXEC, connection commands, TIME (fencing seeds) and INFO (ioredis' ready check). Nothing
 * in @dangerous: no FLUSHALL, FLUSHDB, CONFIG, KEYS, DEBUG, ACL, SHUTDOWN, MONITOR.
 */
export const redisServiceCommands = '-@all +@read +@write +@scripting +@transaction +@connection -@dangerous +info +time';

/**
 * The ACL rule of one service (what follows `user` in an ACL file, or `--user` of redis-server). `anyNamespace`: locally, tests share one Redis and put a run
 * prefix before every key (REDIS_KEY_PREFIX), so the patterns accept any text before `cs:`; a
 * deployment has no prefix and gets the exact patterns.
 */
export function redisAclRule(user: RedisUser, password: PasswordClause, options: { anyNamespace: boolean }): string {
  const lead = options.anyNamespace ? '*' : '';
  const access = redisAccess[user];
  const patterns = [
    ...access.readWrite.map((prefix) => `~${lead}${prefix}*`),
    ...(access.readOnly ?? []).map((prefix) => `%R~${lead}${prefix}*`),
  ];
  const channels = (access.channels ?? []).map((prefix) => ` &${lead}${prefix}*`).join('');
  const pubsub = channels ? ' +publish +subscribe +unsubscribe' : '';
  return `${user} on ${password} resetkeys ${patterns.join(' ')} resetchannels${channels} ${redisServiceCommands}${pubsub}`;
}

/** `#<sha256>` (a file that holds no password) or `><password>` (Kubernetes fills it from a Secret). */
export type PasswordClause = `#${string}` | `>${string}`;
export const hashedPassword = (password: string): PasswordClause => `#${sha256(password)}`;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

export type RedisCredentials = { admin: string } & Record<RedisUser, string>;

export function generateRedisCredentials(): RedisCredentials {
  const password = () => randomBytes(24).toString('base64url');
  return { admin: password(), ...(Object.fromEntries(redisUsers.map((user) => [user, password()])) as Record<RedisUser, string>) };
}

/**
 * Every user of a local Redis, one rule each (what follows `user`): the default user off, the
 * launcher's admin, one per service. The same rules go into the ACL file of a redis-server and,
 * as `--user` arguments, into the command of a Redis container.
 */
export function localRedisUsers(credentials: RedisCredentials): string[] {
  return [
    'default off resetkeys -@all',
    `${redisAdminUser} on ${hashedPassword(credentials.admin)} ~* &* +@all`,
    ...redisUsers.map((user) => redisAclRule(user, hashedPassword(credentials[user]), { anyNamespace: true })),
  ];
}

/** The whole ACL file of a local redis-server. */
export function redisAclFile(credentials: RedisCredentials): string {
  return [...localRedisUsers(credentials).map((rule) => `user ${rule}`), ''].join('\n');
}

export const redisUrlFor = (port: number, user: string, password: string) =>
  `redis://${encodeURIComponent(user)}:${encodeURIComponent(password)}@127.0.0.1:${port}`;
