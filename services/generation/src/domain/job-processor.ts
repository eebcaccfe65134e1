import type { DomainEvent, GenerationRequestedV1 } from '@chainscribe/contracts';
import { generationOutcomes, inSpan, jobProcessing, jobQueueWait, type Logger } from '@chainscribe/service-kit';
import type { JobDoc, JobResult } from '../data-access/job.model.ts';
import { JobLeaseLostError, type JobHolder, type JobsRepository } from '../data-access/jobs.repository.ts';
import type { Quota } from '../data-access/quota.ts';
import type { JobSignals } from '../data-access/job-signals.ts';
import type { SentOutcomes } from '../data-access/sent-outcomes.ts';
import { GenerationFailure, failures, type FailureReason } from './failures.ts';
import type { InputPorts } from './inputs.ts';
import { outcomeEvent, storeHistory, type HistoryPorts } from './job-results.ts';
import { writeRewrite } from './job-rewriting.ts';
import { writeThread, writeTweets } from './job-writing.ts';
import { WriterError, type Writer } from './writing/writer.ts';

export { threadIdOf, tweetIdOf } from './job-writing.ts';

export interface JobProcessorDeps extends HistoryPorts {
  jobs: JobsRepository;
  quota: Quota;
  sentOutcomes: SentOutcomes;
  jobSignals: Pick<JobSignals, 'finished'>;
  inputs: InputPorts;
  writer: Writer;
  publish: (event: DomainEvent) => Promise<void>;
  producer: string;
  workerId: string;
  leaseMs: number;
  maxAttempts: number;
  pollMs: number;
  now: () => Date;
  sleep: (ms: number) => Promise<void>;
  logger: Logger;
}

/** The processor's deps and its logger (named after the worker). */
interface Worker {
  deps: JobProcessorDeps;
  log: Logger;
}

/**
 * Follow-ups of a finished job; each is idempotent, so running them again is harmless. The
 * history needs none: its finisher stored it under the job's lock before marking it succeeded.
 * The outcome event is built from the stored job and its id is the job's: one sent twice (its
 * mark lost) is the same event, and every consumer drops the copy. Callers waiting on the job
 * hear last, once its unit is refunded and its event sent (a signal that is never an error).
 */
async function settle({ deps }: Worker, job: JobDoc): Promise<void> {
  if (job.status === 'failed' && !job.refunded) {
    await deps.quota.refundOnce(job.reservation.counter, job.userId, job.reservation.date, job._id);
    await deps.jobs.markRefunded(job._id, deps.now());
  }
  const event = outcomeEvent(job, deps.producer, deps.now);
  if (event && !(await deps.sentOutcomes.has(job._id))) {
    await deps.publish(event);
    await deps.sentOutcomes.mark(job._id);
  }
  await deps.jobSignals.finished(job._id);
}

async function fail(worker: Worker, job: JobDoc, holder: JobHolder, reason: FailureReason): Promise<void> {
  const { deps, log } = worker;
  log.info({ jobId: job._id, code: reason.code }, 'job failed');
  const final = await deps.jobs.fail(job._id, holder, reason.message, reason.code, deps.now());
  generationOutcomes.inc({ kind: job.kind, writer: deps.writer.kind, outcome: 'failed', reason: reason.code });
  if (final) await settle(worker, final);
}

/** Claims the job, or settles it when finished, or waits while another worker's lease is live. */
async function claim(worker: Worker, data: GenerationRequestedV1, heartbeat: () => Promise<void>): Promise<JobDoc | null> {
  const { deps } = worker;
  for (;;) {
    const claimed = await deps.jobs.claim(data.jobId, deps.workerId, deps.now(), deps.leaseMs);
    if (claimed) return claimed;
    const job = await deps.jobs.get(data.jobId);
    if (!job) {
      // The API creates the document before publishing; this covers a message that outlived it.
      const { jobId: _id, userId, kind, plan, reservation } = data;
      await deps.jobs.create({ _id, userId, kind, plan, reservation }, deps.now());
      continue;
    }
    if (job.status === 'succeeded' || job.status === 'failed') {
      await settle(worker, job);
      return null;
    }
    await deps.sleep(deps.pollMs);
    await heartbeat();
  }
}

/** Renews the job's lease (and the Kafka session) while writing; losing the lease aborts the writer. */
function keepLeaseAlive({ deps, log }: Worker, jobId: string, holder: JobHolder, heartbeat: () => Promise<void>, abort: AbortController) {
  const timer = setInterval(
    () => {
      void deps.jobs
        .renew(jobId, holder, deps.now(), deps.leaseMs)
        .then((ours) => (ours ? heartbeat() : abort.abort()))
        .catch((err: unknown) => log.warn({ jobId, err: (err as Error).message }, 'lease renewal or heartbeat failed'));
    },
    Math.max(200, Math.floor(deps.leaseMs / 3)),
  );
  return () => clearInterval(timer);
}

/** How long writing may take after the inputs are gathered before the job shows it (45 %). */
const PROGRESS_AFTER_MS = 300;

/**
 * The job's 45 % once its inputs are gathered, written only when the writing that follows is slow
 * enough for a watcher to see it (a model, not the template writer, which finishes first): a
 * progress write costs a lock and a MongoDB update. A failed progress write is logged; the
 * lease renewals decide whether the job is still this worker's.
 */
function progressOnceGathered({ deps, log }: Worker, jobId: string, holder: JobHolder) {
  let timer: NodeJS.Timeout | undefined;
  let written: Promise<unknown> = Promise.resolve();
  return {
    gathered: async () => {
      timer = setTimeout(() => {
        written = deps.jobs
          .renew(jobId, holder, deps.now(), deps.leaseMs, 45)
          .catch((err: unknown) => log.warn({ jobId, err: (err as Error).message }, 'progress write failed'));
      }, PROGRESS_AFTER_MS);
    },
    /** Stops a progress write not yet due and waits for one under way, so it never lands after the finish. */
    async written() {
      clearTimeout(timer);
      await written;
    },
  };
}

/** Writes the result and finishes the job with it (history stored first, under the job's lock). */
async function writeAndFinish(worker: Worker, job: JobDoc, data: GenerationRequestedV1, holder: JobHolder, signal: AbortSignal) {
  const { deps, log } = worker;
  const started = deps.now();
  // First start only: a retried job's wait would count its earlier attempts as queueing.
  if (job.attempts <= 1)
    jobQueueWait.observe({ kind: job.kind }, Math.max(0, started.getTime() - new Date(job.createdAt).getTime()) / 1000);
  const progress = progressOnceGathered(worker, job._id, holder);
  const ports = { inputs: deps.inputs, writer: deps.writer, gathered: progress.gathered };
  const result = await inSpan<JobResult>(
    'generation.write',
    { 'generation.kind': data.kind, 'generation.writer': deps.writer.kind, 'generation.job_id': job._id },
    () => {
      if (data.kind === 'thread') return writeThread(data, job.template ?? null, ports, signal);
      if (data.kind === 'rewrite') return writeRewrite(data, deps.writer, signal);
      return writeTweets(data, ports, signal);
    },
  ).finally(() => progress.written());
  const final = await deps.jobs.succeed(job._id, holder, result, deps.now(), (lease) => storeHistory(deps, job, result, lease));
  if (final) await settle(worker, final);
  jobProcessing.observe({ kind: job.kind, writer: result.writer }, Math.max(0, deps.now().getTime() - started.getTime()) / 1000);
  generationOutcomes.inc({ kind: job.kind, writer: result.writer, outcome: 'succeeded', reason: 'none' });
  log.info({ jobId: job._id, writer: result.writer }, 'job done');
}

/** A failure the job ends with (the user's request or the writer), or null for infrastructure trouble the consumer retries. */
function endingFailure(worker: Worker, job: JobDoc, err: unknown): FailureReason | null {
  if (err instanceof GenerationFailure) return err.reason;
  if (err instanceof WriterError) {
    worker.log.error({ jobId: job._id, err: err.message, problems: err.problems }, 'writer could not produce valid text');
    return failures.writerFailed(job.kind);
  }
  return null;
}

/**
 * Works on a claimed job until it is finished, or until this worker learns the job passed to a
 * newer owner after its lease lapsed ('lease-lost'): then nothing it produced is stored.
 */
async function run(
  worker: Worker,
  job: JobDoc,
  data: GenerationRequestedV1,
  heartbeat: () => Promise<void>,
): Promise<'done' | 'lease-lost'> {
  const { deps, log } = worker;
  if (job.leaseFence === null) throw new Error(`job ${job._id} was claimed without a lease fence`);
  const holder: JobHolder = { workerId: deps.workerId, leaseFence: job.leaseFence };
  const abort = new AbortController();
  const stopRenewing = keepLeaseAlive(worker, job._id, holder, heartbeat, abort);
  try {
    if (job.attempts > deps.maxAttempts) {
      await fail(worker, job, holder, failures.attemptsExhausted(job.kind));
      return 'done';
    }
    log.info({ jobId: job._id, kind: job.kind, attempt: job.attempts }, 'job started');
    try {
      await writeAndFinish(worker, job, data, holder, abort.signal);
    } catch (err) {
      if (err instanceof JobLeaseLostError || abort.signal.aborted) throw err;
      const reason = endingFailure(worker, job, err);
      // Infrastructure trouble: the consumer retries; the lease lets this worker resume.
      if (!reason) throw err;
      await fail(worker, job, holder, reason);
    }
    return 'done';
  } catch (err) {
    if (!(err instanceof JobLeaseLostError) && !abort.signal.aborted) throw err;
    log.warn(
      { jobId: job._id, leaseFence: holder.leaseFence, reason: (err as Error).message },
      'job lease lost: this worker drops its result and the newer owner of the job wins',
    );
    return 'lease-lost';
  } finally {
    stopRenewing();
  }
}

/**
 * The worker's use case for one generation.requested event. Kafka delivers at least once, so
 * every step is keyed by the job id: the job document decides who works on it (a renewable lease),
 * the first finisher wins, and a finished job only re-runs its idempotent follow-ups (history,
 * refund, outcome event). A worker killed mid-job leaves an uncommitted offset and a lapsing
 * lease; the next owner of the partition picks the job up where it stands.
 */
export function createJobProcessor(deps: JobProcessorDeps) {
  const worker: Worker = { deps, log: deps.logger.child({ worker: deps.workerId }) };
  return {
    async process(data: GenerationRequestedV1, heartbeat: () => Promise<void>): Promise<void> {
      // A lost lease sends the worker back to the claim: the job is finished by its newer owner
      // (settle), still held by it (wait), or lapsed again (this worker takes it anew, one more attempt).
      for (;;) {
        const job = await claim(worker, data, heartbeat);
        if (!job) return;
        if ((await run(worker, job, data, heartbeat)) === 'done') return;
      }
    },
  };
}

export type JobProcessor = ReturnType<typeof createJobProcessor>;
