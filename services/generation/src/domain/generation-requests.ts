import { randomUUID } from 'node:crypto';
import {
  createEvent,
  errorCodes,
  messages,
  planFeatures,
  plans,
  threadOptionViolations,
  UNLIMITED,
  type DomainEvent,
  type GenerateThreadRequest,
  type GenerateThreadResponse,
  type GenerateTweetRequest,
  type GenerateTweetResponse,
  type GenerationJob,
  type JobAccepted,
  type PlanId,
  type ThreadLength,
  type ThreadUsage,
} from '@chainscribe/contracts';
import {
  AppError,
  dailyLimitDecisions,
  generationRequests,
  isEngineUnavailable,
  type Identity,
  type Logger,
} from '@chainscribe/service-kit';
import type { JobDoc, JobTemplate } from '../data-access/job.model.ts';
import type { JobsRepository } from '../data-access/jobs.repository.ts';
import type { CounterName, Quota } from '../data-access/quota.ts';
import { statusOfFailure } from './failures.ts';
import type { PlanService } from './plans.ts';
import type { ResolvedTemplate } from './templates/templates.ts';

export interface GenerationRequestDeps {
  plans: PlanService;
  quota: Quota;
  jobs: JobsRepository;
  watcher: { waitForFinal(jobId: string, timeoutMs: number): Promise<JobDoc | null> };
  publish: (event: DomainEvent) => Promise<void>;
  /** "Start from template": a built-in or the caller's own template, else 404. */
  templates: { resolve(userId: string, id: string): Promise<ResolvedTemplate> };
  producer: string;
  waitMs: number;
  now: () => Date;
  logger: Logger;
}

export type Submitted<R> = { kind: 'done'; response: R } | { kind: 'accepted'; accepted: JobAccepted };

const remainingOf = (limit: number, used: number) => (limit === UNLIMITED ? UNLIMITED : Math.max(0, limit - used));

export const jobStatusUrl = (jobId: string): string => `/api/jobs/${encodeURIComponent(jobId)}`;

/**
 * The API side of generation: check the plan, reserve quota, hand the job to the workers, and
 * wait (bounded) for the outcome. Premium-only options are refused, never quietly changed.
 */
export function createGenerationRequests(deps: GenerationRequestDeps) {
  async function threadUsage(userId: string, plan: PlanId): Promise<ThreadUsage> {
    const used = await deps.quota.used('threads', userId);
    return { threadsToday: used, remaining: remainingOf(plans[plan].threadsPerDay, used) };
  }

  async function tweetsRemaining(userId: string, plan: PlanId): Promise<number> {
    return remainingOf(plans[plan].tweetsPerDay, await deps.quota.used('tweets', userId));
  }

  /**
   * Reserve (with its reservation record), create the job, publish it, release the record. A
   * failure on the way gives the unit back once the job is closed; whatever cannot be done now (an
   * engine stalled, the process killed) is left to the reservation sweeper, so the unit is never
   * lost and a job that may still reach the workers is never refunded while it can still run.
   */
  async function enqueue(
    identity: Identity,
    plan: PlanId,
    counter: CounterName,
    limit: number,
    build: (jobId: string, date: string) => DomainEvent,
    template: JobTemplate | null = null,
  ): Promise<string> {
    const jobId = randomUUID();
    const reservation = await deps.quota.reserve(counter, identity.userId, limit, jobId);
    dailyLimitDecisions.inc({ counter, plan, decision: reservation.granted ? 'granted' : 'refused' });
    if (!reservation.granted) {
      throw counter === 'threads'
        ? AppError.forbidden(messages.threadLimitReached, errorCodes.threadLimitReached)
        : AppError.forbidden(messages.tweetLimitReached, errorCodes.tweetLimitReached);
    }
    let created = false;
    try {
      await deps.jobs.create(
        {
          _id: jobId,
          userId: identity.userId,
          kind: counter === 'threads' ? 'thread' : 'tweet',
          plan,
          reservation: { counter, date: reservation.date },
          template,
        },
        deps.now(),
      );
      created = true;
      await deps.publish(build(jobId, reservation.date));
    } catch (err) {
      deps.logger.error({ jobId, err: (err as Error).message }, 'could not hand the job to the workers');
      await giveBack(identity.userId, counter, reservation.date, jobId, created);
      // Engine stalls keep their own error: the error middleware answers them in one voice.
      throw isEngineUnavailable(err) ? err : AppError.unavailable(messages.serviceUnavailable, err);
    }
    generationRequests.inc({ kind: counter === 'threads' ? 'thread' : 'tweet', plan });
    await deps.quota
      .release(jobId)
      .catch((err: unknown) => deps.logger.warn({ jobId, err: (err as Error).message }, 'reservation left for the sweeper'));
    return jobId;
  }

  /**
   * A publish that timed out may still land later, so the job is closed before its unit comes
   * back (the late message then finds a failed job). Best effort: what fails stays for the sweeper.
   */
  async function giveBack(userId: string, counter: CounterName, date: string, jobId: string, created: boolean): Promise<void> {
    try {
      if (created) {
        const closed = await deps.jobs.fail(jobId, null, messages.serviceUnavailable, 'enqueue_failed', deps.now());
        if (closed && closed.status !== 'failed') return;
      }
      await deps.quota.refundOnce(counter, userId, date, jobId);
      if (created) await deps.jobs.markRefunded(jobId, deps.now());
      await deps.quota.release(jobId);
    } catch (err) {
      deps.logger.warn({ jobId, err: (err as Error).message }, 'unit not given back yet: the reservation sweeper will');
    }
  }

  async function outcome<R>(jobId: string, wait: boolean, answer: (job: JobDoc) => Promise<R>): Promise<Submitted<R>> {
    const job = wait ? await deps.watcher.waitForFinal(jobId, deps.waitMs) : null;
    if (!job) return { kind: 'accepted', accepted: { jobId, status: 'queued', statusUrl: jobStatusUrl(jobId) } };
    if (job.status === 'failed')
      throw new AppError(statusOfFailure(job.code), job.error ?? messages.anErrorOccurred, { code: job.code ?? 'generation_failed' });
    return { kind: 'done', response: await answer(job) };
  }

  async function threadResponse(job: JobDoc, plan: PlanId): Promise<GenerateThreadResponse> {
    const result = job.result;
    if (!result || result.kind !== 'thread') throw new Error(`job ${job._id} has no thread result`);
    return {
      thread: result.tweets,
      usage: await threadUsage(job.userId, plan),
      enhancedFeatures: result.enhancedFeatures,
      threadId: result.threadId,
      jobId: job._id,
      ...(result.template ? { template: result.template } : {}),
    };
  }

  async function tweetResponse(job: JobDoc, plan: PlanId): Promise<GenerateTweetResponse> {
    const result = job.result;
    if (!result || result.kind !== 'tweet') throw new Error(`job ${job._id} has no tweet result`);
    const [best] = result.variations;
    if (!best) throw new Error(`job ${job._id} has no variations`);
    return { remaining: await tweetsRemaining(job.userId, plan), tweet: best, variations: result.variations, jobId: job._id };
  }

  return {
    threadUsage,

    async plan(identity: Identity) {
      const plan = await deps.plans.planOf(identity);
      return { plan, isPremium: plan === 'premium', usage: await threadUsage(identity.userId, plan), features: planFeatures(plan) };
    },

    async tweetLimit(identity: Identity) {
      const plan = await deps.plans.planOf(identity);
      const limit = plans[plan].tweetsPerDay;
      const used = await deps.quota.used('tweets', identity.userId);
      return { remaining: remainingOf(limit, used), limit, used, resetsAt: deps.quota.resetsAt() };
    },

    async generateThread(
      identity: Identity,
      request: GenerateThreadRequest,
      mode: { wait: boolean },
    ): Promise<Submitted<GenerateThreadResponse>> {
      const plan = await deps.plans.planOf(identity);
      // A template decides the thread's length (its beats); the plan then judges that length like any other.
      const template = request.templateId ? await deps.templates.resolve(identity.userId, request.templateId) : null;
      const options = template ? { ...request.options, threadLength: template.beats.length as ThreadLength } : request.options;
      const violations = threadOptionViolations(planFeatures(plan), options);
      const [first] = violations;
      if (first) throw new AppError(403, first.message, { code: errorCodes.premiumRequired, errors: violations });
      // The worker needs the options only: browser context is neither forwarded nor kept.
      const { contextualRelevance: _dropped, ...threadOptions } = options;
      const forwarded: GenerateThreadRequest = {
        options: threadOptions,
        tokenData: null,
        userPreferences: null,
        historicalContext: null,
        realTimeContext: null,
      };
      const jobId = await enqueue(
        identity,
        plan,
        'threads',
        plans[plan].threadsPerDay,
        (id, date) =>
          createEvent(
            'generation.requested',
            {
              jobId: id,
              userId: identity.userId,
              plan,
              requestedAt: deps.now().toISOString(),
              kind: 'thread',
              request: forwarded,
              reservation: { counter: 'threads', date },
            },
            { key: id, producer: deps.producer, occurredAt: deps.now() },
          ),
        template,
      );
      return outcome(jobId, mode.wait, (job) => threadResponse(job, plan));
    },

    async generateTweet(
      identity: Identity,
      request: GenerateTweetRequest,
      mode: { wait: boolean },
    ): Promise<Submitted<GenerateTweetResponse>> {
      const plan = await deps.plans.planOf(identity);
      const jobId = await enqueue(identity, plan, 'tweets', plans[plan].tweetsPerDay, (id, date) =>
        createEvent(
          'generation.requested',
          {
            jobId: id,
            userId: identity.userId,
            plan,
            requestedAt: deps.now().toISOString(),
            kind: 'tweet',
            request,
            reservation: { counter: 'tweets', date },
          },
          { key: id, producer: deps.producer, occurredAt: deps.now() },
        ),
      );
      return outcome(jobId, mode.wait, (job) => tweetResponse(job, plan));
    },

    /** A job as its owner sees it (404 for anyone else, so ids reveal nothing). */
    async job(identity: Identity, jobId: string): Promise<GenerationJob> {
      const job = await deps.jobs.get(jobId);
      if (!job || job.userId !== identity.userId) throw AppError.notFound(messages.notFound);
      return this.view(identity, job);
    },

    async view(identity: Identity, job: JobDoc): Promise<GenerationJob> {
      const base = {
        id: job._id,
        status: job.status,
        progress: job.status === 'succeeded' ? 100 : job.progress,
        ...(job.status === 'failed' ? { error: job.error ?? messages.anErrorOccurred, ...(job.code ? { code: job.code } : {}) } : {}),
        createdAt: new Date(job.createdAt).toISOString(),
        updatedAt: new Date(job.updatedAt).toISOString(),
      };
      if (job.status !== 'succeeded') return { ...base, kind: job.kind };
      const plan = await deps.plans.planOf(identity);
      return job.kind === 'thread'
        ? { ...base, kind: 'thread', result: await threadResponse(job, plan) }
        : { ...base, kind: 'tweet', result: await tweetResponse(job, plan) };
    },

    ownedJob: async (identity: Identity, jobId: string): Promise<JobDoc> => {
      const job = await deps.jobs.get(jobId);
      if (!job || job.userId !== identity.userId) throw AppError.notFound(messages.notFound);
      return job;
    },
  };
}

export type GenerationRequests = ReturnType<typeof createGenerationRequests>;
