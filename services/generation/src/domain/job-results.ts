import { createEvent, type DomainEvent } from '@chainscribe/contracts';
import type { Lease } from '@chainscribe/service-kit';
import type { JobDoc, JobResult } from '../data-access/job.model.ts';
import type { LibraryRepository } from '../data-access/library.repository.ts';
import type { ThreadsRepository } from '../data-access/threads.repository.ts';
import type { TweetsRepository } from '../data-access/tweets.repository.ts';
import { libraryItemOfThread, libraryItemOfTweet } from './library/from-generation.ts';

// What a finished job leaves behind: its history (and library entries), and the event that tells
// everyone how it ended.

export interface HistoryPorts {
  threads: ThreadsRepository;
  tweets: TweetsRepository;
  library: Pick<LibraryRepository, 'add'>;
}

/** The job's history, written under the job's lock `lease` while this worker's job lease is live. */
export async function storeHistory(deps: HistoryPorts, job: JobDoc, result: JobResult, lease: Lease): Promise<void> {
  // A rewrite is only a suggestion: the item changes when the user accepts it and the editor saves.
  if (result.kind === 'rewrite') return;
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
      dataPoints: result.dataPoints ?? [],
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

export function outcomeEvent(job: JobDoc, producer: string, now: () => Date): DomainEvent | null {
  const meta = { key: job._id, producer, occurredAt: job.finishedAt ?? now() };
  const at = new Date(job.finishedAt ?? now()).toISOString();
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
  // A finished rewrite tells no one: nothing was written to the library, and analytics counts what was.
  if (job.status !== 'succeeded' || !result || result.kind === 'rewrite') return null;
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
