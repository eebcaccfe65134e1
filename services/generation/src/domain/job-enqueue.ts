import { randomUUID } from 'node:crypto';
import { errorCodes, messages, type DomainEvent, type GenerationKind, type PlanId } from '@chainscribe/contracts';
import { AppError, dailyLimitDecisions, generationRequests, isEngineUnavailable, type Identity } from '@chainscribe/service-kit';
import type { JobTemplate } from '../data-access/job.model.ts';
import type { CounterName } from '../data-access/quota.ts';
import type { GenerationRequestDeps } from './generation-requests.ts';

type EnqueueDeps = Pick<GenerationRequestDeps, 'quota' | 'jobs' | 'publish' | 'now' | 'logger'>;

/**
 * Reserve (with its reservation record), create the job, publish it, release the record. A
 * failure on the way gives the unit back once the job is closed; whatever cannot be done now (an
 * engine stalled, the process killed) is left to the reservation sweeper, so the unit is never
 * lost and a job that may still reach the workers is never refunded while it can still run.
 */
export async function enqueue(
  deps: EnqueueDeps,
  identity: Identity,
  plan: PlanId,
  counter: CounterName,
  limit: number,
  build: (jobId: string, date: string) => DomainEvent,
  template: JobTemplate | null = null,
  kind: GenerationKind = counter === 'threads' ? 'thread' : 'tweet',
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
        kind,
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
    await giveBack(deps, identity.userId, counter, reservation.date, jobId, created);
    // Engine stalls keep their own error: the error middleware answers them in one voice.
    throw isEngineUnavailable(err) ? err : AppError.unavailable(messages.serviceUnavailable, err);
  }
  generationRequests.inc({ kind, plan });
  await deps.quota
    .release(jobId)
    .catch((err: unknown) => deps.logger.warn({ jobId, err: (err as Error).message }, 'reservation left for the sweeper'));
  return jobId;
}

/**
 * A publish that timed out may still land later, so the job is closed before its unit comes
 * back (the late message then finds a failed job). Best effort: what fails stays for the sweeper.
 */
async function giveBack(
  deps: EnqueueDeps,
  userId: string,
  counter: CounterName,
  date: string,
  jobId: string,
  created: boolean,
): Promise<void> {
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
