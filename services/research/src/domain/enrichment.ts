import { topicResearchSchema, type ResearchTopicRequest, type TopicResearch } from '@chainscribe/contracts';
import { marketPoint, marketSentence } from './market-facts.ts';
import type { Enrichment } from '../data-access/ports.ts';
import { MAX_HASHTAGS, MAX_KEY_POINTS, MAX_MENTIONS, MAX_TRENDS, type Findings } from './findings.ts';
import { clip, uniqueList } from './text.ts';

const numbers = (text: string): string[] => (text.match(/\d+(?:[.,:]\d+)*/g) ?? []).map((n) => n.replace(/,/g, ''));

/**
 * A model may not bring its own figures (prices, percentages, dates): every number in its text must
 * already appear in what we gave it. Anything else is dropped rather than shown as fact.
 */
export function figureGuard(findings: Findings): (text: string) => boolean {
  const sources = [
    findings.topic,
    ...findings.narratives.flatMap((n) => [n.summary, ...n.talkingPoints, ...n.trends]),
    ...findings.quotes.flatMap((q) => [marketPoint(q), marketSentence(q)]),
    ...findings.news.map((n) => n.title),
  ];
  const known = new Set(sources.flatMap(numbers));
  return (text) => numbers(text).every((n) => known.has(n));
}

const hashtag = (tag: string): string | null => {
  const body = tag.trim().replace(/^#+/, '');
  return /^[A-Za-z][A-Za-z0-9_]{0,49}$/.test(body) ? `#${body}` : null;
};

/**
 * The knowledge-base result stays the backbone: market points keep their place and attribution,
 * mentions are limited to curated accounts (no claims about people we do not know), news is never
 * touched (it only comes from feeds), and the model adds wording, points and trends.
 */
export function mergeEnrichment(draft: TopicResearch, e: Enrichment, findings: Findings, request: ResearchTopicRequest): TopicResearch {
  const allowed = figureGuard(findings);
  const marketSentences = findings.quotes.map(marketSentence);
  const marketPoints = findings.quotes.map(marketPoint);
  const curated = new Map(findings.accounts.map((a) => [a.handle.toLowerCase(), a.handle]));
  const summary = e.summary.trim() && allowed(e.summary) ? [clip(e.summary, 1400), ...marketSentences].join(' ') : draft.summary;

  return topicResearchSchema.parse({
    ...draft,
    summary: clip(summary, 2000),
    key_points: uniqueList([...marketPoints, ...e.key_points.filter(allowed), ...draft.key_points], MAX_KEY_POINTS),
    current_trends: request.includeTrending
      ? uniqueList([...e.current_trends.filter(allowed), ...draft.current_trends], MAX_TRENDS, 300)
      : [],
    // The leading narrative's tags keep the lead; the model's additions come before the rest.
    trending_hashtags: uniqueList(
      [
        ...draft.trending_hashtags.slice(0, 5),
        ...e.trending_hashtags.flatMap((t) => hashtag(t) ?? []),
        ...draft.trending_hashtags.slice(5),
      ],
      MAX_HASHTAGS,
      100,
    ),
    suggested_mentions: uniqueList(
      [...e.suggested_mentions.flatMap((m) => curated.get(m.replace(/^@/, '').toLowerCase()) ?? []), ...draft.suggested_mentions],
      MAX_MENTIONS,
      50,
    ),
  });
}
