import { topicResearchSchema, type ResearchTopicRequest, type TopicResearch } from '@chainscribe/contracts';
import { mergeEnrichment } from './enrichment.ts';
import { MAX_HASHTAGS, MAX_KEY_POINTS, MAX_MENTIONS, MAX_NARRATIVES, MAX_NEWS, MAX_TOKENS, MAX_TRENDS, type Findings } from './findings.ts';
import { marketPoint, marketSentence } from './market-facts.ts';
import type {
  AccountProfile,
  Enricher,
  KnowledgeBase,
  MarketData,
  MarketQuote,
  Narrative,
  NewsSource,
  ResultCache,
} from '../data-access/ports.ts';
import { clip, normalizeTopic, uniqueList } from './text.ts';

export interface ResearchDeps {
  knowledge: KnowledgeBase;
  market: MarketData;
  news: NewsSource;
  enricher: Enricher | null;
  cache: ResultCache;
  cacheTtlSeconds: number;
}

export function suggestedAccounts(knowledge: KnowledgeBase, topic: string, narratives: Narrative[]): AccountProfile[] {
  const [top, ...rest] = narratives;
  // The leading narrative's own experts first, then accounts the topic names or matches directly.
  const handles = [...(top?.accounts ?? []), ...knowledge.accountsFor(topic, 4).map((a) => a.handle), ...rest.flatMap((n) => n.accounts)];
  const profiles = handles.flatMap((h) => knowledge.account(h) ?? []);
  return [...new Map(profiles.map((p) => [p.handle, p])).values()].slice(0, MAX_MENTIONS);
}

function summaryOf(f: Findings): string {
  const market = f.quotes.map(marketSentence);
  const [top, ...rest] = f.narratives;
  if (!top) {
    const none = `No curated crypto narrative matches "${clip(f.topic, 80)}" yet, so there are no hashtags or accounts to suggest; naming a project, token or sector gives sharper research.`;
    return [...market, ...(market.length ? [] : [none])].join(' ');
  }
  const related = rest.length ? ` Related narratives: ${rest.map((n) => n.name).join(', ')}.` : '';
  return [top.summary + related, ...market].join(' ');
}

export function researchFromFindings(f: Findings, request: ResearchTopicRequest, timing: string): TopicResearch {
  const [top, ...rest] = f.narratives;
  return topicResearchSchema.parse({
    summary: clip(summaryOf(f), 2000),
    trending_hashtags: uniqueList(
      f.narratives.flatMap((n) => n.hashtags),
      MAX_HASHTAGS,
      100,
    ),
    key_points: uniqueList(
      [...f.quotes.map(marketPoint), ...(top?.talkingPoints ?? []), ...rest.flatMap((n) => n.talkingPoints.slice(0, 1))],
      MAX_KEY_POINTS,
    ),
    recent_news: f.news,
    suggested_mentions: f.accounts.map((a) => a.handle),
    current_trends: request.includeTrending
      ? uniqueList(
          f.narratives.flatMap((n) => n.trends),
          MAX_TRENDS,
          300,
        )
      : [],
    optimal_timing: timing,
  });
}

/** Spec §7 call 11: curated research, live market figures and feed news, optionally enriched by an LLM. */
export function createTopicResearch(deps: ResearchDeps) {
  const { knowledge } = deps;

  return async function researchTopic(request: ResearchTopicRequest): Promise<TopicResearch> {
    const flags = `${request.includeNews ? 'n' : '-'}${request.includeTrending ? 't' : '-'}`;
    const cacheKey = `topic:v1:${request.targetAudience}:${flags}:${normalizeTopic(request.topic)}`;
    const cached = topicResearchSchema.safeParse(await deps.cache.get(cacheKey));
    if (cached.success) return cached.data;

    const narratives = knowledge.narrativesFor(request.topic, MAX_NARRATIVES);
    const symbols = knowledge.tokensNamedIn(request.topic).slice(0, MAX_TOKENS);
    const keywords = narratives[0]?.keywords ?? [];
    const [quotes, news] = await Promise.all([
      Promise.all(symbols.map((s) => deps.market.quote(s))),
      request.includeNews ? deps.news.about({ topic: request.topic, keywords }, MAX_NEWS) : Promise.resolve([]),
    ]);
    const findings: Findings = {
      topic: request.topic,
      narratives,
      accounts: suggestedAccounts(knowledge, request.topic, narratives),
      quotes: quotes.filter((q): q is MarketQuote => q !== null),
      news,
    };
    const peak = knowledge.engagementPeak(request.targetAudience);
    const draft = researchFromFindings(findings, request, clip(`${peak.windows}: ${peak.why}.`, 500));

    const enrichment = deps.enricher
      ? await deps.enricher.enrich({
          topic: request.topic,
          audience: request.targetAudience,
          narratives: narratives.map((n) => ({ name: n.name, summary: n.summary, talkingPoints: n.talkingPoints, trends: n.trends })),
          marketFacts: findings.quotes.map(marketPoint),
          newsTitles: news.map((n) => `${n.title} (${n.source})`),
          curatedAccounts: findings.accounts.map((a) => ({ handle: a.handle, expertise: a.expertise })),
        })
      : null;
    const result = enrichment ? mergeEnrichment(draft, enrichment, findings, request) : draft;

    await deps.cache.set(cacheKey, result, deps.cacheTtlSeconds);
    return result;
  };
}
