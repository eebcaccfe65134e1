import { createHash } from 'node:crypto';
import MiniSearch from 'minisearch';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import type { NewsItem } from '@chainscribe/contracts';
import type { Logger } from '@chainscribe/service-kit';
import type { NewsSource } from './ports.ts';
import { parseFeed, type FeedEntry } from './feed-parser.ts';

export interface NewsFeedsOptions {
  feeds: readonly string[];
  redis: Redis;
  logger: Logger;
  timeoutMs: number;
  ttlSeconds: number;
  keyPrefix: string;
  now?: () => Date;
}

const MAX_FEED_BYTES = 2_000_000;
const MAX_ENTRIES_PER_FEED = 100;
/** "Recent" news: older items are left out when the feed dates them. */
const MAX_AGE_MS = 14 * 24 * 3600 * 1000;
/** A feed that failed is not retried on every request, but soon enough to notice it is back. */
const FAILURE_TTL_SECONDS = 60;

const cachedEntriesSchema = z.array(
  z.object({ title: z.string(), url: z.string().nullable(), source: z.string(), published_at: z.string().nullable(), summary: z.string() }),
);

export const feedCacheKey = (prefix: string, url: string) => `${prefix}feed:${createHash('sha256').update(url).digest('hex')}`;

const tokenize = (text: string): string[] => text.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
const processTerm = (term: string): string | null => (term.length < 2 ? null : term.toLowerCase());

/** One feed's entries, bounded in time, size and count. */
async function downloadFeed(url: string, timeoutMs: number): Promise<FeedEntry[]> {
  const res = await fetch(url, {
    headers: {
      accept: 'application/rss+xml, application/atom+xml, application/xml;q=0.9, text/xml;q=0.8',
      'user-agent': 'chainscribe-research/1.0',
    },
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (!res.ok) throw new Error(`feed answered ${res.status}`);
  if (Number(res.headers.get('content-length') ?? 0) > MAX_FEED_BYTES) throw new Error('feed too large');
  const xml = await res.text();
  if (xml.length > MAX_FEED_BYTES) throw new Error('feed too large');
  return parseFeed(xml, url)
    .filter((e) => e.title)
    .slice(0, MAX_ENTRIES_PER_FEED);
}

/** The entries that best match the topic (its own words count double against the narrative's keywords), one per link. */
function bestMatches(entries: FeedEntry[], query: Parameters<NewsSource['about']>[0], limit: number): NewsItem[] {
  const index = new MiniSearch<FeedEntry & { id: number }>({
    fields: ['title', 'summary'],
    tokenize,
    processTerm,
    searchOptions: { boost: { title: 3 }, prefix: (t) => t.length >= 4, fuzzy: (t) => (t.length >= 6 ? 0.15 : false) },
  });
  index.addAll(entries.map((e, id) => ({ ...e, id })));
  const scores = new Map<number, number>();
  const add = (results: { id: number; score: number }[], weight: number) => {
    for (const r of results) scores.set(r.id, (scores.get(r.id) ?? 0) + r.score * weight);
  };
  add(index.search(query.topic), 1);
  if (query.keywords.length) add(index.search(query.keywords.join(' ')), 0.5);

  const seen = new Set<string>();
  const items: NewsItem[] = [];
  for (const [id] of [...scores].sort((a, b) => b[1] - a[1])) {
    const e = entries[id];
    if (!e || seen.has(e.url ?? e.title)) continue;
    seen.add(e.url ?? e.title);
    items.push({ title: e.title.slice(0, 300), url: e.url, source: e.source.slice(0, 100), published_at: e.published_at });
    if (items.length >= limit) break;
  }
  return items;
}

/**
 * News comes only from the configured RSS/Atom feeds: fetched with a timeout, cached in Redis, and
 * matched to the topic with MiniSearch. No feeds, no reachable feed or no matching item → [].
 */
export function createNewsFeeds(options: NewsFeedsOptions): NewsSource {
  const now = options.now ?? (() => new Date());
  const inFlight = new Map<string, Promise<FeedEntry[]>>();

  async function cached(key: string): Promise<FeedEntry[] | undefined> {
    try {
      const raw = await options.redis.get(key);
      if (raw === null) return undefined;
      const parsed = cachedEntriesSchema.safeParse(JSON.parse(raw));
      return parsed.success ? parsed.data : undefined;
    } catch (err) {
      options.logger.warn({ err: (err as Error).message }, 'news cache read failed');
      return undefined;
    }
  }

  async function remember(key: string, entries: FeedEntry[], ttlSeconds: number) {
    try {
      await options.redis.set(key, JSON.stringify(entries), 'EX', ttlSeconds);
    } catch (err) {
      options.logger.warn({ err: (err as Error).message }, 'news cache write failed');
    }
  }

  async function load(url: string): Promise<FeedEntry[]> {
    const key = feedCacheKey(options.keyPrefix, url);
    const hit = await cached(key);
    if (hit) return hit;
    try {
      const entries = await downloadFeed(url, options.timeoutMs);
      await remember(key, entries, options.ttlSeconds);
      return entries;
    } catch (err) {
      options.logger.warn({ feed: url, err: (err as Error).message }, 'news feed unavailable');
      await remember(key, [], Math.min(FAILURE_TTL_SECONDS, options.ttlSeconds));
      return [];
    }
  }

  // Concurrent research requests share one download per feed.
  function loadOnce(url: string): Promise<FeedEntry[]> {
    const pending = inFlight.get(url);
    if (pending) return pending;
    const promise = load(url).finally(() => inFlight.delete(url));
    inFlight.set(url, promise);
    return promise;
  }

  return {
    async about(query, limit) {
      if (options.feeds.length === 0) return [];
      const cutoff = now().getTime() - MAX_AGE_MS;
      const entries = (await Promise.all(options.feeds.map(loadOnce)))
        .flat()
        .filter((e) => e.published_at === null || Date.parse(e.published_at) >= cutoff);
      if (entries.length === 0) return [];

      return bestMatches(entries, query, limit);
    },
  };
}
