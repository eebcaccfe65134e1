import type { PerformanceGroup, PerformanceSummary, PostMetrics, PostPerformance } from '@chainscribe/contracts';
import { AppError, type Logger } from '@chainscribe/service-kit';
import type { MetricsRepository, MetricsSampleDoc } from '../data-access/metrics.repository.ts';
import type { PostDoc } from '../data-access/post.model.ts';
import type { PostsRepository } from '../data-access/posts.repository.ts';
import type { QueueSettingsRepository } from '../data-access/queue-settings.repository.ts';
import type { XClient } from '../data-access/x-client.ts';
import { XError } from '../data-access/x-errors.ts';
import { hourIn } from './queue-slots.ts';
import { ReconnectRequiredError, type XConnections } from './x-connections.ts';

const zero: PostMetrics = { impressions: 0, likes: 0, reposts: 0, replies: 0, quotes: 0, bookmarks: 0 };
const keys = Object.keys(zero) as (keyof PostMetrics)[];
const add = (a: PostMetrics, b: PostMetrics): PostMetrics =>
  Object.fromEntries(keys.map((k) => [k, a[k] + b[k]])) as unknown as PostMetrics;
const engagementsOf = (m: PostMetrics) => m.likes + m.reposts + m.replies + m.quotes + m.bookmarks;
const rateOf = (m: PostMetrics) => (m.impressions > 0 ? engagementsOf(m) / m.impressions : 0);

/** A failed reading is tried again after this long (without moving to the next step). */
const RETRY_READING_MS = 60_000;

/**
 * Reads public_metrics of posted items on a decaying schedule (offsets from the publish time) for
 * 7 days: each reading is an append-only sample keyed by post and step, so a reading taken twice
 * is stored once.
 */
export function createMetricsCollector(deps: {
  posts: PostsRepository;
  samples: MetricsRepository;
  connections: XConnections;
  x: XClient;
  offsetsSeconds: readonly number[];
  now: () => Date;
  logger: Logger;
}) {
  async function read(lease: Parameters<Parameters<PostsRepository['withLock']>[1]>[0], doc: PostDoc): Promise<void> {
    const step = doc.metricsStep ?? 0;
    const now = deps.now();
    let byId: Map<string, PostMetrics>;
    try {
      const { accessToken } = await deps.connections.accessFor(doc.userId);
      byId = await deps.x.metrics(
        accessToken,
        doc.posted.map((p) => p.tweetId),
      );
    } catch (err) {
      if (err instanceof ReconnectRequiredError) {
        await deps.posts.update(lease, doc._id, { metricsNextAt: null });
        return;
      }
      if (!(err instanceof XError)) throw err;
      const retryAt = err.kind === 'rate_limited' && err.resetAt ? err.resetAt : now.getTime() + RETRY_READING_MS;
      await deps.posts.update(lease, doc._id, { metricsNextAt: new Date(retryAt) });
      return;
    }
    const tweets = doc.posted.map((p) => ({ index: p.index, tweetId: p.tweetId, ...(byId.get(p.tweetId) ?? zero) }));
    const totals = tweets.reduce<PostMetrics>((sum, t) => add(sum, t), zero);
    await deps.samples.append({ _id: `${doc._id}:${step}`, postId: doc._id, userId: doc.userId, at: now, totals, tweets });
    const nextOffset = deps.offsetsSeconds[step + 1];
    const published = doc.publishedAt ?? now;
    await deps.posts.update(lease, doc._id, {
      metricsStep: step + 1,
      metricsNextAt: nextOffset === undefined ? null : new Date(Math.max(published.getTime() + nextOffset * 1000, now.getTime() + 1000)),
    });
  }

  return {
    async collectDue(limit = 20): Promise<number> {
      const due = await deps.posts.metricsDue(deps.now(), limit);
      let read_ = 0;
      for (const post of due) {
        try {
          await deps.posts.withLock(post._id, async (lease) => {
            const doc = await deps.posts.get(post._id);
            if (!doc?.metricsNextAt || doc.metricsNextAt > deps.now()) return;
            await read(lease, doc);
            read_ += 1;
          });
        } catch (err) {
          if (!(err instanceof AppError)) throw err;
          deps.logger.debug({ postId: post._id, err: err.message }, 'metrics reading skipped; another worker has it');
        }
      }
      return read_;
    },
  };
}

function group(posts: readonly (Pick<PostPerformance, 'totals'> & { key: string | null })[]): PerformanceGroup[] {
  const groups = new Map<string, PostMetrics[]>();
  for (const p of posts) if (p.key !== null) groups.set(p.key, [...(groups.get(p.key) ?? []), p.totals]);
  return [...groups.entries()]
    .map(([key, list]) => {
      const sum = list.reduce<PostMetrics>((s, m) => add(s, m), zero);
      return {
        key,
        posts: list.length,
        impressions: sum.impressions,
        engagements: engagementsOf(sum),
        avgImpressions: sum.impressions / list.length,
        engagementRate: rateOf(sum),
      };
    })
    .sort((a, b) => b.engagementRate - a.engagementRate || b.impressions - a.impressions);
}

const SUMMARY_DAYS = 90;

/** Performance Tracking: one post's series, and the user's posts grouped by tone, hook and hour. */
export function createPerformance(deps: {
  posts: PostsRepository;
  samples: MetricsRepository;
  settings: QueueSettingsRepository;
  now: () => Date;
}) {
  function performanceOf(doc: PostDoc, series: MetricsSampleDoc[]): PostPerformance {
    const latest = series.at(-1);
    const totals = latest?.totals ?? zero;
    return {
      postId: doc._id,
      itemId: doc.itemId,
      kind: doc.kind,
      tone: doc.tone,
      hook: doc.hook,
      postUrl: doc.postUrl ?? '',
      firstTweet: doc.tweets[0] ?? '',
      publishedAt: (doc.publishedAt ?? doc.updatedAt).toISOString(),
      totals,
      engagementRate: rateOf(totals),
      series: series.map((s) => ({ at: s.at.toISOString(), ...s.totals })),
      tweets: (latest?.tweets ?? []).map((t) => ({ ...t })),
    };
  }

  return {
    async ofPost(userId: string, postId: string): Promise<PostPerformance> {
      const doc = await deps.posts.get(postId);
      if (!doc || doc.userId !== userId || doc.status !== 'posted' || !doc.postUrl)
        throw AppError.notFound('That post has no metrics yet.');
      return performanceOf(doc, await deps.samples.seriesOf(postId));
    },

    async summary(userId: string): Promise<PerformanceSummary> {
      const since = new Date(deps.now().getTime() - SUMMARY_DAYS * 86_400_000);
      const [posted, samples, settings] = await Promise.all([
        deps.posts.postedOf(userId, since),
        deps.samples.allOf(userId),
        deps.settings.get(userId),
      ]);
      const timeZone = settings?.timeZone ?? 'UTC';
      const byPost = new Map<string, MetricsSampleDoc[]>();
      for (const s of samples) byPost.set(s.postId, [...(byPost.get(s.postId) ?? []), s]);
      const rows = posted
        .filter((doc) => doc.postUrl)
        .map((doc) => performanceOf(doc, byPost.get(doc._id) ?? []))
        .sort((a, b) => engagementsOf(b.totals) - engagementsOf(a.totals) || b.totals.impressions - a.totals.impressions);
      const totals = rows.reduce<PostMetrics>((s, r) => add(s, r.totals), zero);
      return {
        totals: { ...totals, posts: rows.length },
        posts: rows.slice(0, 100).map(({ series: _series, tweets: _tweets, ...rest }) => rest),
        byTone: group(rows.map((r) => ({ totals: r.totals, key: r.tone }))),
        byHook: group(rows.map((r) => ({ totals: r.totals, key: r.hook }))),
        byHour: group(rows.map((r) => ({ totals: r.totals, key: String(hourIn(new Date(r.publishedAt), timeZone)) }))),
        timeZone,
      };
    },
  };
}

export type Performance = ReturnType<typeof createPerformance>;
