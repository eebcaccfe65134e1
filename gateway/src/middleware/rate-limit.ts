import type { Redis } from 'ioredis';
import { redisKeys } from '@chainscribe/contracts';
import { AppError } from '@chainscribe/service-kit';

const WINDOW_MS = 60_000;
const SEEN_SESSION_TTL_SECONDS = 60 * 60 * 24 * 90;

/**
 * Everything the gateway asks Redis about one request, in one round trip (issue 21): the
 * per-address count, then (for a verified token) whether its session was revoked, the per-user
 * count, and whether this is the first sighting of the session. Counts are fixed one-minute
 * windows. It stops at the first refusal, so a refused request counts nowhere further.
 * KEYS: address counter, user counter, seen-session mark; a key not asked about is ARGV[5], a
 * name in the gateway's own namespace never written (Redis ACLs check every declared key, so an
 * empty name would be refused).
 * ARGV: window ms, address limit, user limit, seen-session TTL seconds, the not-asked name, and
 * the revoked-session mark. That one is passed as an argument, not a key: the gateway may only
 * read it, and Redis checks a script's declared keys for writing; the EXISTS inside is still
 * checked by the ACL as a read. (One Redis, not a cluster: the keys need not share a slot.)
 * Answers { address count, its window's ms left, revoked, user count, its ms left, first sighting }.
 */
const gateScript = `
local function hit(key)
  local n = redis.call('INCR', key)
  local left = redis.call('PTTL', key)
  if left < 0 then
    redis.call('PEXPIRE', key, ARGV[1])
    left = tonumber(ARGV[1])
  end
  return n, left
end
local ipCount, ipLeft = hit(KEYS[1])
local none = ARGV[5]
if ipCount > tonumber(ARGV[2]) or KEYS[2] == none then return {ipCount, ipLeft, 0, 0, 0, 0} end
if ARGV[6] ~= none and redis.call('EXISTS', ARGV[6]) == 1 then return {ipCount, ipLeft, 1, 0, 0, 0} end
local userCount, userLeft = hit(KEYS[2])
if userCount > tonumber(ARGV[3]) or KEYS[3] == none then return {ipCount, ipLeft, 0, userCount, userLeft, 0} end
local first = redis.call('SET', KEYS[3], '1', 'EX', ARGV[4], 'NX') and 1 or 0
return {ipCount, ipLeft, 0, userCount, userLeft, first}
`;

type GateAnswer = [number, number, number, number, number, number];
type GateRedis = Redis & {
  gateRequest(ip: string, user: string, seen: string, ...argv: (number | string)[]): Promise<GateAnswer>;
};

export interface GateLimits {
  redisKeyPrefix: string;
  perIpPerMinute: number;
  perUserPerMinute: number;
}

/** What is asked about a request: always its address; the rest only for a verified token. */
export interface GateQuestion {
  ip: string;
  user?: { userId: string; sessionId: string; announce: boolean } | undefined;
}

export interface GateVerdict {
  revoked: boolean;
  /** The first request of this session any gateway replica saw: announce it. */
  firstSighting: boolean;
}

const tooMany = (msLeft: number) => {
  const seconds = Math.max(1, Math.ceil(msLeft / 1000));
  return AppError.tooManyRequests(`Too many requests. Please wait ${seconds} seconds and try again.`, seconds);
};

/**
 * Requests per minute counted in Redis across gateway replicas, by client address (every /api
 * call, signed in or not) and by signed-in user, with the session checks of the same request.
 * Throws the 429 (with Retry-After) when a limit is passed.
 */
export function createRequestGate(redis: Redis, limits: GateLimits) {
  const keys = redisKeys(limits.redisKeyPrefix);
  const ipKey = keys.rateLimit('gw-ip');
  const userKey = keys.rateLimit('gw-user');
  const none = `${limits.redisKeyPrefix}cs:gateway:not-asked`;
  // EVALSHA, loading the script once when Redis does not know it yet.
  if (!('gateRequest' in redis)) redis.defineCommand('gateRequest', { numberOfKeys: 3, lua: gateScript });
  const gated = redis as GateRedis;
  return {
    async check(question: GateQuestion): Promise<GateVerdict> {
      const { user } = question;
      const [ipCount, ipLeft, revoked, userCount, userLeft, first] = await gated.gateRequest(
        `${ipKey}:${question.ip}`,
        user ? `${userKey}:${user.userId}` : none,
        user?.sessionId && user.announce ? keys.seenSession(user.sessionId) : none,
        WINDOW_MS,
        limits.perIpPerMinute,
        limits.perUserPerMinute,
        SEEN_SESSION_TTL_SECONDS,
        none,
        user?.sessionId ? keys.revokedSession(user.sessionId) : none,
      );
      if (ipCount > limits.perIpPerMinute) throw tooMany(ipLeft);
      if (revoked === 1) return { revoked: true, firstSighting: false };
      if (userCount > limits.perUserPerMinute) throw tooMany(userLeft);
      return { revoked: false, firstSighting: first === 1 };
    },
    /** Forgets a sighting whose announcement failed, so the next request announces it again. */
    async forgetSighting(sessionId: string): Promise<void> {
      await redis.del(keys.seenSession(sessionId));
    },
  };
}

export type RequestGate = ReturnType<typeof createRequestGate>;
