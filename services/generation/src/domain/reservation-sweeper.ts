import { messages } from '@chainscribe/contracts';
import { periodic, type Logger } from '@chainscribe/service-kit';
import type { JobsRepository } from '../data-access/jobs.repository.ts';
import type { PendingReservation, Quota } from '../data-access/quota.ts';

export interface ReservationSweeperDeps {
  quota: Pick<Quota, 'claimStale' | 'release' | 'refundOnce'>;
  jobs: Pick<JobsRepository, 'get' | 'fail' | 'markRefunded'>;
  /** A reservation this old never reached the workers: its request has long answered. */
  staleMs: number;
  intervalMs: number;
  now: () => Date;
  logger: Logger;
}

export type Settlement = 'refunded' | 'handed-over' | 'forgotten';

/**
 * Gives back the units of requests that died between reserving and handing the job to the workers
 * (a killed API, a stalled engine that swallowed the last steps). Every API replica runs one: no
 * leader, because settling is idempotent (the refund is keyed by the job id, closing a job twice
 * is a no-op) and each stale reservation is handed to one sweeper at a time.
 *
 * The job document decides: still queued means no worker ever took it, so the job is closed as
 * failed and then refunded (a late copy of its message finds a closed job and does nothing); a job
 * a worker took has its own path (it refunds its own failure). No document means nothing was
 * published (the API creates it first): refund.
 */
export function createReservationSweeper(deps: ReservationSweeperDeps) {
  const log = deps.logger.child({ component: 'reservation-sweeper' });

  async function settle(reservation: PendingReservation): Promise<Settlement> {
    const { jobId, counter, userId, date } = reservation;
    const job = await deps.jobs.get(jobId);
    if (job && job.status !== 'queued') {
      await deps.quota.release(jobId);
      return 'handed-over';
    }
    if (job) {
      const closed = await deps.jobs.fail(jobId, null, messages.serviceUnavailable, 'enqueue_failed', deps.now());
      // A worker took it in the meantime and finished it: its outcome stands.
      if (closed && closed.status !== 'failed') {
        await deps.quota.release(jobId);
        return 'handed-over';
      }
      if (closed?.refunded) {
        await deps.quota.release(jobId);
        return 'refunded';
      }
    }
    await deps.quota.refundOnce(counter, userId, date, jobId);
    if (job) await deps.jobs.markRefunded(jobId, deps.now());
    await deps.quota.release(jobId);
    return 'refunded';
  }

  async function sweep(): Promise<void> {
    const claimed = await deps.quota.claimStale(deps.staleMs);
    for (const reservation of claimed) {
      try {
        if ('lost' in reservation) {
          await deps.quota.release(reservation.jobId);
          log.warn({ jobId: reservation.jobId }, 'reservation record expired before it was settled');
          continue;
        }
        const outcome = await settle(reservation);
        log.info({ jobId: reservation.jobId, userId: reservation.userId, outcome }, 'stale reservation settled');
      } catch (err) {
        // Left claimed: it comes back after another `staleMs`, when the engine may be back.
        log.warn({ jobId: reservation.jobId, err: (err as Error).message }, 'stale reservation not settled yet');
      }
    }
  }

  return { settle, ...periodic(sweep, { intervalMs: deps.intervalMs, logger: log, skipped: 'reservation sweep skipped' }) };
}

export type ReservationSweeper = ReturnType<typeof createReservationSweeper>;
