import {
  createEvent,
  errorCodes,
  messages,
  planFeatures,
  plans,
  threadOptionViolations,
  type DomainEvent,
  type GenerateThreadRequest,
  type GenerateThreadResponse,
  type GenerateTweetRequest,
  type GenerateTweetResponse,
  type GenerationJob,
  type PlanId,
  type ThreadLength,
} from '@chainscribe/contracts';
import { AppError, type Identity, type Logger } from '@chainscribe/service-kit';
import type { JobDoc } from '../data-access/job.model.ts';
import type { JobsRepository } from '../data-access/jobs.repository.ts';
import type { Quota } from '../data-access/quota.ts';
import type { PlanService } from './plans.ts';
import type { ResolvedTemplate } from './templates/templates.ts';
import { outcome, remainingOf, threadResponse, threadUsage, tweetResponse, type Submitted } from './job-answers.ts';
import { enqueue } from './job-enqueue.ts';
import { rewriteAnswer } from './library/rewrite-requests.ts';
import { personalise } from './personalisation/apply.ts';
import type { PersonalContext } from './personalisation/defaults.ts';

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

export { jobStatusUrl, type Submitted } from './job-answers.ts';

/**
 * What the worker gets of a thread request: the options and the server's summary of the user's
 * library when personalisation is on (browser context is neither forwarded nor kept), once the
 * plan allows them. A template decides the thread's length (its
 * beats); the plan then judges that length like any other. Premium-only options are refused.
 */
function forwardedThreadRequest(
  plan: PlanId,
  request: GenerateThreadRequest,
  template: ResolvedTemplate | null,
  personal: PersonalContext | null,
): GenerateThreadRequest {
  const options = template ? { ...request.options, threadLength: template.beats.length as ThreadLength } : request.options;
  const violations = threadOptionViolations(planFeatures(plan), options);
  const [first] = violations;
  if (first) throw new AppError(403, first.message, { code: errorCodes.premiumRequired, errors: violations });
  const { contextualRelevance: _dropped, ...threadOptions } = options;
  // The server's own summary of the user's library replaces whatever context a browser sent.
  return {
    options: threadOptions,
    tokenData: null,
    userPreferences: personal?.userPreferences ?? null,
    historicalContext: personal?.historicalContext ?? null,
    realTimeContext: null,
  };
}

type RequestedJob =
  | { jobId: string; userId: string; plan: PlanId; kind: 'thread'; request: GenerateThreadRequest }
  | { jobId: string; userId: string; plan: PlanId; kind: 'tweet'; request: GenerateTweetRequest };

/** The generation.requested event that hands a job to the workers, with the quota reservation it holds. */
function requestedEvent(deps: Pick<GenerationRequestDeps, 'now' | 'producer'>, job: RequestedJob, date: string): DomainEvent {
  const meta = { key: job.jobId, producer: deps.producer, occurredAt: deps.now() };
  const requestedAt = deps.now().toISOString();
  return job.kind === 'thread'
    ? createEvent('generation.requested', { ...job, requestedAt, reservation: { counter: 'threads', date } }, meta)
    : createEvent('generation.requested', { ...job, requestedAt, reservation: { counter: 'tweets', date } }, meta);
}

/**
 * The API side of generation: check the plan, reserve quota, hand the job to the workers, and
 * wait (bounded) for the outcome. Premium-only options are refused, never quietly changed.
 */
export function createGenerationRequests(deps: GenerationRequestDeps) {
  const threadUsageOf = (userId: string, plan: PlanId) => threadUsage(deps.quota, userId, plan);
  const threadAnswer = (job: JobDoc, plan: PlanId) => threadResponse(deps.quota, job, plan);
  const tweetAnswer = (job: JobDoc, plan: PlanId) => tweetResponse(deps.quota, job, plan);

  return {
    threadUsage: threadUsageOf,

    async plan(identity: Identity) {
      const plan = await deps.plans.planOf(identity);
      return { plan, isPremium: plan === 'premium', usage: await threadUsageOf(identity.userId, plan), features: planFeatures(plan) };
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
      mode: { wait: boolean; personal?: () => Promise<PersonalContext | null>; chosen?: ReadonlySet<string> },
    ): Promise<Submitted<GenerateThreadResponse>> {
      // The plan first: a stalled database answers 503 within its own deadline, before the
      // personalisation lookup (accounts' settings, the library) adds deadlines of its own.
      const plan = await deps.plans.planOf(identity);
      const template = request.templateId ? await deps.templates.resolve(identity.userId, request.templateId) : null;
      const personal = (await mode.personal?.()) ?? null;
      const personalised = personalise(plan, request, personal, mode.chosen ?? new Set());
      const forwarded = forwardedThreadRequest(plan, personalised, template, personal);
      const jobId = await enqueue(
        deps,
        identity,
        plan,
        'threads',
        plans[plan].threadsPerDay,
        (id, date) => requestedEvent(deps, { jobId: id, userId: identity.userId, plan, kind: 'thread', request: forwarded }, date),
        template,
      );
      return outcome(deps, jobId, mode.wait, (job) => threadAnswer(job, plan));
    },

    async generateTweet(
      identity: Identity,
      request: GenerateTweetRequest,
      mode: { wait: boolean },
    ): Promise<Submitted<GenerateTweetResponse>> {
      const plan = await deps.plans.planOf(identity);
      const jobId = await enqueue(deps, identity, plan, 'tweets', plans[plan].tweetsPerDay, (id, date) =>
        requestedEvent(deps, { jobId: id, userId: identity.userId, plan, kind: 'tweet', request }, date),
      );
      return outcome(deps, jobId, mode.wait, (job) => tweetAnswer(job, plan));
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
      if (job.kind === 'rewrite') return { ...base, kind: 'rewrite', result: rewriteAnswer(job) };
      const plan = await deps.plans.planOf(identity);
      return job.kind === 'thread'
        ? { ...base, kind: 'thread', result: await threadAnswer(job, plan) }
        : { ...base, kind: 'tweet', result: await tweetAnswer(job, plan) };
    },

    ownedJob: async (identity: Identity, jobId: string): Promise<JobDoc> => {
      const job = await deps.jobs.get(jobId);
      if (!job || job.userId !== identity.userId) throw AppError.notFound(messages.notFound);
      return job;
    },
  };
}

export type GenerationRequests = ReturnType<typeof createGenerationRequests>;
