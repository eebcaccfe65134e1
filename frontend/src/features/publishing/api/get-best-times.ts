import { getTrendingData } from '@chainscribe/contracts/routes';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../../lib/api-context.tsx';
import { publisherKey } from './keys.ts';

/** Research's engagement peaks for crypto on X (GET /api/tweet/trending-data), read once an hour. */
export function useResearchBestTimes(topic = 'crypto') {
  const api = useApi();
  return useQuery({
    queryKey: [...publisherKey, 'best-times', topic],
    queryFn: ({ signal }) => api.call(getTrendingData, { query: { topic }, signal }),
    staleTime: 60 * 60_000,
    retry: false,
    select: (data) => data.engagement_peaks,
  });
}
