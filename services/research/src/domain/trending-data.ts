import { RESEARCH_MIN_TOPIC_LENGTH, trendingDataSchema, type GetTrendingDataQuery, type TrendingData } from '@chainscribe/contracts';
import { MAX_HASHTAGS, MAX_NARRATIVES } from './findings.ts';
import type { KnowledgeBase, ResultCache } from '../data-access/ports.ts';
import { clip, normalizeTopic, uniqueList } from './text.ts';

export interface TrendingDeps {
  knowledge: KnowledgeBase;
  cache: ResultCache;
  cacheTtlSeconds: number;
}

/**
 * Spec §7 call 12. Formats, algorithm tips and timing hold for any topic; hashtags, discussions and
 * keywords only come from narratives the topic matches, so an unknown topic gets empty lists there.
 */
export function createTrendingData(deps: TrendingDeps) {
  const { knowledge } = deps;

  return async function trendingData(query: GetTrendingDataQuery): Promise<TrendingData> {
    const cacheKey = `trending:v1:${query.audience}:${normalizeTopic(query.topic)}`;
    const cached = trendingDataSchema.safeParse(await deps.cache.get(cacheKey));
    if (cached.success) return cached.data;

    // Calls 12 and 13 follow research; a shorter topic has nothing meaningful to match.
    const narratives = query.topic.trim().length >= RESEARCH_MIN_TOPIC_LENGTH ? knowledge.narrativesFor(query.topic, MAX_NARRATIVES) : [];
    const peak = knowledge.engagementPeak(query.audience);
    const result = trendingDataSchema.parse({
      viral_content_types: uniqueList(
        knowledge.viralFormats(query.audience).map((f) => `${f.name}: ${f.description}`),
        5,
        300,
      ),
      algorithm_favors: uniqueList(knowledge.algorithmTips(), 6, 300),
      trending_hashtags: uniqueList(
        narratives.flatMap((n) => n.hashtags),
        MAX_HASHTAGS,
        100,
      ),
      hot_discussions: uniqueList(
        narratives.flatMap((n) => n.discussions),
        6,
        300,
      ),
      trending_keywords: uniqueList(
        narratives.flatMap((n) => n.keywords),
        12,
        100,
      ),
      engagement_peaks: clip(`${peak.windows} (${peak.why})`, 500),
    });
    await deps.cache.set(cacheKey, result, deps.cacheTtlSeconds);
    return result;
  };
}
