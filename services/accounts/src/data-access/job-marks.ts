import type { Redis } from 'ioredis';

/** A finished job as its result event tells it, and what the push would say. */
export interface EndedJob {
  jobId: string;
  userId: string;
  endedAt: Date;
  message: { title: string; body: string; url: string };
}

/** When each job was asked for (from generation.requested), and which jobs were already announced. */
export interface JobMarks {
  started(jobId: string, at: Date): Promise<void>;
  startOf(jobId: string): Promise<Date | null>;
  /** True the first time only: a redelivered result event pushes nothing twice. */
  claimAnnouncement(jobId: string): Promise<boolean>;
  /** A result whose request was not seen yet, kept until the request comes. */
  holdResult(ended: EndedJob): Promise<void>;
  heldResult(jobId: string): Promise<EndedJob | null>;
}

/** A day: a job's result comes within minutes; the marks only need to outlive redelivery. */
const TTL_SECONDS = 24 * 3600;

/** Job starts and announcements in Redis (`cs:accounts:job:{<id>}:…`), expiring on their own. */
export function createJobMarks(redis: Redis, keyPrefix: string): JobMarks {
  const key = (jobId: string, what: string) => `${keyPrefix}cs:accounts:job:{${jobId}}:${what}`;
  return {
    async started(jobId, at) {
      await redis.set(key(jobId, 'started'), String(at.getTime()), 'EX', TTL_SECONDS);
    },
    async startOf(jobId) {
      const raw = await redis.get(key(jobId, 'started'));
      return raw ? new Date(Number(raw)) : null;
    },
    async claimAnnouncement(jobId) {
      return (await redis.set(key(jobId, 'announced'), '1', 'EX', TTL_SECONDS, 'NX')) === 'OK';
    },
    async holdResult(ended) {
      await redis.set(key(ended.jobId, 'result'), JSON.stringify({ ...ended, endedAt: ended.endedAt.toISOString() }), 'EX', TTL_SECONDS);
    },
    async heldResult(jobId) {
      const raw = await redis.get(key(jobId, 'result'));
      if (!raw) return null;
      const held = JSON.parse(raw) as Omit<EndedJob, 'endedAt'> & { endedAt: string };
      return { ...held, endedAt: new Date(held.endedAt) };
    },
  };
}
