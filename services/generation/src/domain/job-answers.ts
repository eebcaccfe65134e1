import {
  messages,
  plans,
  UNLIMITED,
  type GenerateThreadResponse,
  type GenerateTweetResponse,
  type JobAccepted,
  type PlanId,
  type ThreadUsage,
} from '@chainscribe/contracts';
import { AppError } from '@chainscribe/service-kit';
import type { JobDoc } from '../data-access/job.model.ts';
import type { Quota } from '../data-access/quota.ts';
import { statusOfFailure } from './failures.ts';
import type { GenerationRequestDeps } from './generation-requests.ts';

// What the API answers about a job: its outcome when it finished within the wait, the result as
// the contract shapes it, and the usage left today.

export type Submitted<R> = { kind: 'done'; response: R } | { kind: 'accepted'; accepted: JobAccepted };

export const remainingOf = (limit: number, used: number) => (limit === UNLIMITED ? UNLIMITED : Math.max(0, limit - used));

export const jobStatusUrl = (jobId: string): string => `/api/jobs/${encodeURIComponent(jobId)}`;

export async function threadUsage(quota: Quota, userId: string, plan: PlanId): Promise<ThreadUsage> {
  const used = await quota.used('threads', userId);
  return { threadsToday: used, remaining: remainingOf(plans[plan].threadsPerDay, used) };
}

async function tweetsRemaining(quota: Quota, userId: string, plan: PlanId): Promise<number> {
  return remainingOf(plans[plan].tweetsPerDay, await quota.used('tweets', userId));
}

export async function outcome<R>(
  deps: Pick<GenerationRequestDeps, 'watcher' | 'waitMs'>,
  jobId: string,
  wait: boolean,
  answer: (job: JobDoc) => Promise<R>,
): Promise<Submitted<R>> {
  const job = wait ? await deps.watcher.waitForFinal(jobId, deps.waitMs) : null;
  if (!job) return { kind: 'accepted', accepted: { jobId, status: 'queued', statusUrl: jobStatusUrl(jobId) } };
  if (job.status === 'failed')
    throw new AppError(statusOfFailure(job.code), job.error ?? messages.anErrorOccurred, { code: job.code ?? 'generation_failed' });
  return { kind: 'done', response: await answer(job) };
}

export async function threadResponse(quota: Quota, job: JobDoc, plan: PlanId): Promise<GenerateThreadResponse> {
  const result = job.result;
  if (!result || result.kind !== 'thread') throw new Error(`job ${job._id} has no thread result`);
  return {
    thread: result.tweets,
    usage: await threadUsage(quota, job.userId, plan),
    enhancedFeatures: result.enhancedFeatures,
    threadId: result.threadId,
    jobId: job._id,
    ...(result.template ? { template: result.template } : {}),
    citations: result.citations ?? [],
    unverifiedFigures: result.unverifiedFigures ?? [],
  };
}

export async function tweetResponse(quota: Quota, job: JobDoc, plan: PlanId): Promise<GenerateTweetResponse> {
  const result = job.result;
  if (!result || result.kind !== 'tweet') throw new Error(`job ${job._id} has no tweet result`);
  const [best] = result.variations;
  if (!best) throw new Error(`job ${job._id} has no variations`);
  return { remaining: await tweetsRemaining(quota, job.userId, plan), tweet: best, variations: result.variations, jobId: job._id };
}
