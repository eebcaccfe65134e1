import { createEvent, type DomainEvent, type GenerationRequestedV1 } from '@chainscribe/contracts';
import { generationOutcomes, inSpan, jobProcessing, jobQueueWait, type Lease, type Logger } from '@chainscribe/service-kit';
import type { JobDoc, JobResult, JobTemplate, ThreadResult, TweetResult } from '../data-access/job.model.ts';
import { JobLeaseLostError, type JobHolder, type JobsRepository } from '../data-access/jobs.repository.ts';
import type { Quota } from '../data-access/quota.ts';
import type { ThreadsRepository } from '../data-access/threads.repository.ts';
import type { TweetsRepository } from '../data-access/tweets.repository.ts';
import type { LibraryRepository } from '../data-access/library.repository.ts';
import { libraryItemOfThread, libraryItemOfTweet } from './library/from-generation.ts';
import { GenerationFailure, failures, type FailureReason } from './failures.ts';
import { gatherThreadInputs, gatherTweetInputs, type InputPorts } from './inputs.ts';
import { followingTemplate } from './templates/following.ts';
import { describeViolation, threadRulesFor, validateThread } from './writing/rules.ts';
import { scoreTweet } from './writing/scorer.ts';
import { WriterError, type Writer } from './writing/writer.ts';

export interface JobProcessorDeps {
  jobs: JobsRepository;
  threads: ThreadsRepository;
  tweets: TweetsRepository;
  /** Every result also enters the user's library (insert-only: a redelivery never undoes an edit). */
  library: Pick<LibraryRepository, 'add'>;
  quota: Quota;
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

export const threadIdOf = (jobId: string): string => `thread-${jobId}`;
export const tweetIdOf = (jobId: string, position: number): string => `${jobId}-${position}`;

/**
 * The worker's use case for one generation.requested event. Kafka delivers at least once, so
 * every step is keyed by the job id: the job document decides who works on it (a renewable lease),
 * the first finisher wins, and a finished job only re-runs its idempotent follow-ups (history,
 * refund, outcome event). A worker killed mid-job leaves an uncommitted offset and a lapsing
 * lease; the next owner of the partition picks the job up where it stands.
 */
export function createJobProcessor(deps: JobProcessorDeps) {
  const log = deps.logger.child({ worker: deps.workerId });

  /** The job's history, written under the job's lock `lease` while this worker's job lease is live. */
  async function store(job: JobDoc, result: JobResult, lease: Lease): Promise<void> {
    if (result.kind === 'thread') {
      const thread = {
        _id: result.threadId,
        userId: job.userId,
        jobId: job._id,
        tweets: result.tweets,
        ...result.options,
        topic: result.topic,
        writer: result.writer,
        model: result.model,
        dataSourcesUsed: result.enhancedFeatures.dataSourcesUsed,
        created_at: new Date(job.createdAt),
      };
      await deps.threads.save(thread, lease);
      await lease.check();
      await deps.library.add(libraryItemOfThread(thread));
    } else {
      const tweets = result.variations.map((v) => ({
        _id: v.id,
        userId: job.userId,
        jobId: job._id,
        content: v.content,
        score: v.score,
        hashtags: v.hashtags,
        topic: result.topic,
        tone: result.tone,
        writer: result.writer,
        created_at: new Date(job.createdAt),
      }));
      await deps.tweets.saveAll(tweets, lease);
      await lease.check();
      for (const tweet of tweets) await deps.library.add(libraryItemOfTweet(tweet));
    }
  }

  function outcomeEvent(job: JobDoc): DomainEvent | null {
    const meta = { key: job._id, producer: deps.producer, occurredAt: job.finishedAt ?? deps.now() };
    const at = new Date(job.finishedAt ?? deps.now()).toISOString();
    if (job.status === 'failed') {
      return createEvent(
        'generation.failed',
        {
          jobId: job._id,
          userId: job.userId,
          kind: job.kind,
          reason: job.error ?? '',
          ...(job.code ? { code: job.code } : {}),
          refunded: true,
          failedAt: at,
        },
        meta,
      );
    }
    const result = job.result;
    if (job.status !== 'succeeded' || !result) return null;
    if (result.kind === 'thread') {
      const { tokenSymbol, ...options } = result.options;
      return createEvent(
        'thread.generated',
        {
          jobId: job._id,
          userId: job.userId,
          threadId: result.threadId,
          tweets: result.tweets,
          options: { ...options, ...(tokenSymbol ? { tokenSymbol } : {}) },
          dataSourcesUsed: result.enhancedFeatures.dataSourcesUsed,
          writer: result.writer,
          ...(result.writer === 'openai' ? { model: result.model } : {}),
          generatedAt: at,
        },
        meta,
      );
    }
    return createEvent(
      'tweet.generated',
      {
        jobId: job._id,
        userId: job.userId,
        tweetIds: result.variations.map((v) => v.id),
        variationCount: result.variations.length,
        variations: result.variations,
        topic: result.topic,
        tone: result.tone,
        writer: result.writer,
        generatedAt: at,
      },
      meta,
    );
  }

  /**
   * Follow-ups of a finished job; each is idempotent, so running them again is harmless. The
   * history needs none: its finisher stored it under the job's lock before marking it succeeded.
   */
  async function settle(job: JobDoc): Promise<void> {
    if (job.status === 'failed' && !job.refunded) {
      const counter = job.reservation.counter;
      await deps.quota.refundOnce(counter, job.userId, job.reservation.date, job._id);
      await deps.jobs.markRefunded(job._id, deps.now());
    }
    if (!job.publishedAt) {
      const event = outcomeEvent(job);
      if (event) {
        await deps.publish(event);
        await deps.jobs.markPublished(job._id, deps.now());
      }
    }
  }

  async function fail(job: JobDoc, holder: JobHolder, reason: FailureReason): Promise<void> {
    log.info({ jobId: job._id, code: reason.code }, 'job failed');
    const final = await deps.jobs.fail(job._id, holder, reason.message, reason.code, deps.now());
    generationOutcomes.inc({ kind: job.kind, writer: deps.writer.kind, outcome: 'failed', reason: reason.code });
    if (final) await settle(final);
  }

  /** Claims the job, or settles it when finished, or waits while another worker's lease is live. */
  async function claim(data: GenerationRequestedV1, heartbeat: () => Promise<void>): Promise<JobDoc | null> {
    const jobId = data.jobId;
    for (;;) {
      const claimed = await deps.jobs.claim(jobId, deps.workerId, deps.now(), deps.leaseMs);
      if (claimed) return claimed;
      const job = await deps.jobs.get(jobId);
      if (!job) {
        // The API creates the document before publishing; this covers a message that outlived it.
        await deps.jobs.create(
          { _id: jobId, userId: data.userId, kind: data.kind, plan: data.plan, reservation: data.reservation },
          deps.now(),
        );
        continue;
      }
      if (job.status === 'succeeded' || job.status === 'failed') {
        await settle(job);
        return null;
      }
      await deps.sleep(deps.pollMs);
      await heartbeat();
    }
  }

  async function writeThread(
    data: Extract<GenerationRequestedV1, { kind: 'thread' }>,
    template: JobTemplate | null,
    holder: JobHolder,
    signal: AbortSignal,
  ): Promise<ThreadResult> {
    const gathered = await gatherThreadInputs(data, data.request, deps.inputs);
    await progress(data.jobId, holder, 45);
    const brief = template ? followingTemplate(gathered.brief, template) : gathered.brief;
    const written = await deps.writer.writeThread(brief, signal);
    // Whatever wrote it, nothing leaves without passing the rules.
    const violations = validateThread(written.tweets, threadRulesFor(brief));
    if (violations.length > 0) throw new WriterError('thread failed validation', violations.map(describeViolation));
    const o = data.request.options;
    return {
      kind: 'thread',
      threadId: threadIdOf(data.jobId),
      tweets: written.tweets,
      options: {
        threadType: o.threadType,
        tonePreset: o.tonePreset,
        hookStyle: o.hookStyle,
        threadLength: o.threadLength,
        tokenSymbol: o.tokenSymbol ?? null,
      },
      topic: (o.threadType === 'token' ? (o.tokenSymbol ?? '') : o.customTopic || gathered.brief.topic).slice(0, 500) || null,
      enhancedFeatures: {
        dataSourcesUsed: gathered.sources,
        aiModel: written.model,
        xIntegrationEnabled: gathered.xIntegration,
        historicalDataUsed: false,
        competitorAnalysisIncluded: false,
      },
      writer: written.writer,
      model: written.model,
      ...(template
        ? { template: { id: template.id, name: template.name, roles: written.roles ?? template.beats.map((b) => b.role) } }
        : {}),
    };
  }

  async function writeTweets(
    data: Extract<GenerationRequestedV1, { kind: 'tweet' }>,
    holder: JobHolder,
    signal: AbortSignal,
  ): Promise<TweetResult> {
    const gathered = await gatherTweetInputs(data, data.request, deps.inputs);
    await progress(data.jobId, holder, 45);
    const written = await deps.writer.writeTweets(gathered.brief, signal);
    const variations = written.drafts
      .map((draft) => {
        const score = scoreTweet(draft.content, gathered.brief.viralPotential);
        return {
          content: draft.content,
          hashtags: draft.hashtags,
          score: score.score,
          engagement_prediction: score.engagementPrediction,
          reasoning: score.reasoning,
        };
      })
      .sort((a, b) => b.score - a.score)
      .map((v, i) => ({ id: tweetIdOf(data.jobId, i + 1), ...v }));
    return {
      kind: 'tweet',
      variations,
      topic: data.request.topic,
      tone: data.request.tone,
      dataSourcesUsed: gathered.sources,
      writer: written.writer,
      model: written.model,
    };
  }

  async function progress(jobId: string, holder: JobHolder, value: number): Promise<void> {
    await deps.jobs.renew(jobId, holder, deps.now(), deps.leaseMs, value);
  }

  /**
   * Works on a claimed job until it is finished, or until this worker learns the job passed to a
   * newer owner after its lease lapsed ('lease-lost'): then nothing it produced is stored.
   */
  async function run(job: JobDoc, data: GenerationRequestedV1, heartbeat: () => Promise<void>): Promise<'done' | 'lease-lost'> {
    if (job.leaseFence === null) throw new Error(`job ${job._id} was claimed without a lease fence`);
    const holder: JobHolder = { workerId: deps.workerId, leaseFence: job.leaseFence };
    const abort = new AbortController();
    // Keep the lease and the Kafka session alive while writing; losing the lease stops the writer.
    const keepAlive = setInterval(
      () => {
        void deps.jobs
          .renew(job._id, holder, deps.now(), deps.leaseMs)
          .then((ours) => (ours ? heartbeat() : abort.abort()))
          .catch((err: unknown) => log.warn({ jobId: job._id, err: (err as Error).message }, 'lease renewal or heartbeat failed'));
      },
      Math.max(200, Math.floor(deps.leaseMs / 3)),
    );
    try {
      if (job.attempts > deps.maxAttempts) {
        await fail(job, holder, failures.attemptsExhausted(job.kind));
        return 'done';
      }
      log.info({ jobId: job._id, kind: job.kind, attempt: job.attempts }, 'job started');
      const started = deps.now();
      // First start only: a retried job's wait would count its earlier attempts as queueing.
      if (job.attempts <= 1)
        jobQueueWait.observe({ kind: job.kind }, Math.max(0, started.getTime() - new Date(job.createdAt).getTime()) / 1000);
      try {
        const result = await inSpan<JobResult>(
          'generation.write',
          { 'generation.kind': data.kind, 'generation.writer': deps.writer.kind, 'generation.job_id': job._id },
          () =>
            data.kind === 'thread'
              ? writeThread(data, job.template ?? null, holder, abort.signal)
              : writeTweets(data, holder, abort.signal),
        );
        const final = await deps.jobs.succeed(job._id, holder, result, deps.now(), (lease) => store(job, result, lease));
        if (final) await settle(final);
        jobProcessing.observe({ kind: job.kind, writer: result.writer }, Math.max(0, deps.now().getTime() - started.getTime()) / 1000);
        generationOutcomes.inc({ kind: job.kind, writer: result.writer, outcome: 'succeeded', reason: 'none' });
        log.info({ jobId: job._id, writer: result.writer }, 'job done');
      } catch (err) {
        if (err instanceof JobLeaseLostError || abort.signal.aborted) throw err;
        if (err instanceof GenerationFailure) {
          await fail(job, holder, err.reason);
        } else if (err instanceof WriterError) {
          log.error({ jobId: job._id, err: err.message, problems: err.problems }, 'writer could not produce valid text');
          await fail(job, holder, job.kind === 'thread' ? failures.threadWriterFailed : failures.tweetWriterFailed);
        } else {
          // Infrastructure trouble: the consumer retries; the lease lets this worker resume.
          throw err;
        }
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
      clearInterval(keepAlive);
    }
  }

  return {
    async process(data: GenerationRequestedV1, heartbeat: () => Promise<void>): Promise<void> {
      // A lost lease sends the worker back to the claim: the job is finished by its newer owner
      // (settle), still held by it (wait), or lapsed again (this worker takes it anew, one more attempt).
      for (;;) {
        const job = await claim(data, heartbeat);
        if (!job) return;
        if ((await run(job, data, heartbeat)) === 'done') return;
      }
    },
  };
}

export type JobProcessor = ReturnType<typeof createJobProcessor>;
