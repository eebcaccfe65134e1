import type { AccountInsightsMap, GetTrendingDataResponse, ResearchTopicResponse, TweetAudience } from '@chainscribe/contracts';
import { getAccountInsights, getTrendingData, researchTopic } from '@chainscribe/contracts/routes';
import type { ApiClient } from '../../../lib/api-client.ts';

/** POST /api/tweet/research (spec §7 call 11). */
export function fetchResearch(
  api: ApiClient,
  topic: string,
  targetAudience: TweetAudience,
  signal?: AbortSignal,
): Promise<ResearchTopicResponse> {
  return api.call(researchTopic, { body: { topic, includeNews: true, includeTrending: true, targetAudience }, signal });
}

/** GET /api/tweet/trending-data?topic=&audience= (spec §7 call 12). */
export function fetchTrendingData(
  api: ApiClient,
  topic: string,
  audience: TweetAudience,
  signal?: AbortSignal,
): Promise<GetTrendingDataResponse> {
  return api.call(getTrendingData, { query: { topic, audience }, signal });
}

/** POST /api/tweet/account-insights (spec §7 call 13). */
export async function fetchAccountInsights(
  api: ApiClient,
  accounts: string[],
  topic: string,
  signal?: AbortSignal,
): Promise<AccountInsightsMap> {
  const answer = await api.call(getAccountInsights, { body: { accounts, topic }, signal });
  return answer.account_insights;
}
