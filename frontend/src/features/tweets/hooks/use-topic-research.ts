import { errorCodes } from '@chainscribe/contracts/catalogue';
import { RESEARCH_MIN_TOPIC_LENGTH, xHandleSchema } from '@chainscribe/contracts';
import type { AccountInsightsMap, ResearchTopicResponse, TrendingData, TweetAudience } from '@chainscribe/contracts';
import { useCallback, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { useApi } from '../../../lib/api-context.tsx';
import { fetchAccountInsights, fetchResearch, fetchTrendingData } from '../api/research-topic.ts';

export interface ResearchResult {
  topic: string;
  research: ResearchTopicResponse;
  trending: TrendingData | null;
  insights: AccountInsightsMap;
}

export type ResearchStatus = 'idle' | 'researching' | 'done';

const MAX_INSIGHT_ACCOUNTS = 20;

/**
 * The research chain (spec §4): research the topic; once that succeeds, fetch trending data and —
 * only when research suggested accounts — insights on them. Every failure is only logged; the
 * panel shows whatever arrived. The one exception is the daily research budget: the server's
 * message (with the reset time) becomes `notice`, so the user knows why research stopped.
 */
export function useTopicResearch() {
  const api = useApi();
  const [status, setStatus] = useState<ResearchStatus>('idle');
  const [result, setResult] = useState<ResearchResult | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const run = useRef(0);
  const hasResult = useRef(false);

  const research = useCallback(
    async (rawTopic: string, audience: TweetAudience): Promise<ResearchResult | null> => {
      const topic = rawTopic.trim();
      if (topic.length < RESEARCH_MIN_TOPIC_LENGTH) return null;
      const id = ++run.current;
      setStatus('researching');
      setNotice(null);
      let found: ResearchTopicResponse;
      try {
        found = await fetchResearch(api, topic, audience);
      } catch (error) {
        if (error instanceof ApiError && error.code === errorCodes.researchLimitReached && id === run.current) setNotice(error.message);
        console.warn('Topic research failed', error);
        if (id === run.current) setStatus(hasResult.current ? 'done' : 'idle');
        return null;
      }
      if (id !== run.current) return null;
      const partial: ResearchResult = { topic, research: found, trending: null, insights: {} };
      hasResult.current = true;
      setResult(partial);

      const accounts = [...new Set(found.suggested_mentions.map((name) => name.replace(/^@/, '')))]
        .filter((name) => xHandleSchema.safeParse(name).success)
        .slice(0, MAX_INSIGHT_ACCOUNTS);
      const [trending, insights] = await Promise.all([
        fetchTrendingData(api, topic, audience).catch((error: unknown) => {
          console.warn('Trending data failed', error);
          return null;
        }),
        accounts.length > 0
          ? fetchAccountInsights(api, accounts, topic).catch((error: unknown) => {
              console.warn('Account insights failed', error);
              return {};
            })
          : Promise.resolve({}),
      ]);
      if (id !== run.current) return null;
      const complete: ResearchResult = { ...partial, trending, insights };
      setResult(complete);
      setStatus('done');
      return complete;
    },
    [api],
  );

  return { status, result, notice, research };
}
