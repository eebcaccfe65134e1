import { RESEARCH_MIN_TOPIC_LENGTH, type AccountInsightsMap, type GetAccountInsightsRequest } from '@chainscribe/contracts';
import { MAX_NARRATIVES } from './findings.ts';
import type { KnowledgeBase } from '../data-access/ports.ts';
import { clip } from './text.ts';

/**
 * Spec §7 call 13. Only curated accounts get insights: describing an account we know nothing about
 * would mean inventing facts about a person, so unknown names are left out of the map.
 */
export function createAccountInsights(deps: { knowledge: KnowledgeBase }) {
  const { knowledge } = deps;

  return function accountInsights(request: GetAccountInsightsRequest): AccountInsightsMap {
    const narratives =
      request.topic.trim().length >= RESEARCH_MIN_TOPIC_LENGTH ? knowledge.narrativesFor(request.topic, MAX_NARRATIVES) : [];
    const insights: AccountInsightsMap = {};
    for (const requested of request.accounts) {
      const name = requested.replace(/^@/, '');
      const profile = knowledge.account(name);
      if (!profile) continue;
      const related = narratives.filter((n) => n.accounts.some((h) => h.toLowerCase() === profile.handle.toLowerCase()));
      const fit = related.length ? ` Fits this topic through ${related.map((n) => n.name).join(' and ')}.` : '';
      insights[name] = {
        expertise: clip(profile.expertise, 500),
        style: clip(profile.style, 500),
        mention_strategy: clip(profile.mentionStrategy + fit, 500),
      };
    }
    return insights;
  };
}
