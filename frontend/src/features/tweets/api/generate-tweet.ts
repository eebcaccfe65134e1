import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GenerateTweetRequestInput, GenerateTweetResponse, GetTweetLimitResponse } from '@chainscribe/contracts';
import { generateTweet } from '@chainscribe/contracts/routes';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApi } from '../../../lib/api-context.tsx';
import { useAuth } from '../../../lib/auth/auth-context.ts';
import { runGeneration } from '../../../lib/generation/run-generation.ts';
import { tweetLimitQueryKey } from './get-tweet-limit.ts';

/** POST /api/tweet/generate-enhanced (spec §7 call 14); a 202 (slow worker) is followed to its end. */
export function generateTweetRequest(api: ApiClient, body: GenerateTweetRequestInput): Promise<GenerateTweetResponse> {
  return runGeneration(api, generateTweet, { body });
}

/** The generation, keeping the cached limit in step with the server's `remaining`. */
export function useGenerateTweet() {
  const api = useApi();
  const auth = useAuth();
  const queryClient = useQueryClient();
  const limitKey = tweetLimitQueryKey(auth.identity?.id);

  const setRemaining = (remaining: number) =>
    queryClient.setQueryData<GetTweetLimitResponse>(limitKey, (limit) =>
      limit
        ? { ...limit, remaining, used: limit.limit === -1 ? limit.used + 1 : Math.max(0, limit.limit - remaining) }
        : { remaining, limit: -1, used: 0, resetsAt: new Date().toISOString() },
    );

  const mutation = useMutation({
    mutationFn: (body: GenerateTweetRequestInput) => generateTweetRequest(api, body),
    onSuccess: (data) => {
      setRemaining(data.remaining);
      void queryClient.invalidateQueries({ queryKey: ['analytics'] });
    },
  });
  return { ...mutation, setRemaining };
}
