import { Router } from 'express';
import {
  getAccountInsights,
  getTrendingData,
  researchTopic,
  type AccountInsightsMap,
  type GetAccountInsightsRequest,
  type GetTrendingDataQuery,
  type ResearchTopicRequest,
  type TopicResearch,
  type TrendingData,
} from '@chainscribe/contracts';
import { currentUser, requireUser, type Identity } from '@chainscribe/service-kit';

export interface ResearchUseCases {
  /** Counted against the caller's daily research budget. */
  researchTopic(identity: Identity, request: ResearchTopicRequest): Promise<TopicResearch>;
  trendingData(query: GetTrendingDataQuery): Promise<TrendingData>;
  accountInsights(request: GetAccountInsightsRequest): AccountInsightsMap;
}

/** Spec §7 calls 11–13, for signed-in callers only. */
export function researchRoutes(useCases: ResearchUseCases): Router {
  const router = Router();

  router.post(researchTopic.path, requireUser, async (req, res) => {
    res.json(researchTopic.response.parse(await useCases.researchTopic(currentUser(req), researchTopic.request.parse(req.body))));
  });

  router.get(getTrendingData.path, requireUser, async (req, res) => {
    res.json(getTrendingData.response.parse(await useCases.trendingData(getTrendingData.query.parse(req.query))));
  });

  router.post(getAccountInsights.path, requireUser, (req, res) => {
    const account_insights = useCases.accountInsights(getAccountInsights.request.parse(req.body));
    res.json(getAccountInsights.response.parse({ account_insights }));
  });

  return router;
}
