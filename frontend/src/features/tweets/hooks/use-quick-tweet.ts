import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { messages, DEFAULT_QUICK_TWEET_LENGTH } from '@chainscribe/contracts/catalogue';
import type { QuickTweetAudience, QuickTweetLength, QuickTweetStyle, QuickTweetTone, TweetVariation } from '@chainscribe/contracts';
import { useDebouncedValue } from '../../../hooks/use-debounced-value.ts';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { useApi } from '../../../lib/api-context.tsx';
import { useAuth } from '../../../lib/auth/auth-context.ts';
import { loggingFailure } from '../../../lib/log-failure.ts';
import { toast } from '../../../lib/toast.ts';
import { useGenerateTweet } from '../api/generate-tweet.ts';
import { useTweetLimit } from '../api/get-tweet-limit.ts';
import { fetchResearch } from '../api/research-topic.ts';
import {
  audienceFor,
  QUICK_TOOL_LIMIT_FALLBACK,
  quickTweetRequest,
  SUGGESTION_DELAY_MS,
  SUGGESTION_MIN_LENGTH,
} from '../utils/quick-tweet-request.ts';

export interface QuickTweetChoices {
  tone: QuickTweetTone;
  style: QuickTweetStyle;
  audience: QuickTweetAudience;
  length: QuickTweetLength;
}

/** Research suggestions for a topic that has stopped changing for a while (spec §5/§9). */
function useTopicSuggestions(topic: string, audience: QuickTweetAudience) {
  const api = useApi();
  const auth = useAuth();
  const settled = useDebouncedValue(topic.trim(), SUGGESTION_DELAY_MS);
  const suggestions = useQuery({
    queryKey: ['tweets', 'quick-research', settled, audience] as const,
    queryFn: ({ signal }) =>
      loggingFailure('Quick tweet suggestions failed', () => fetchResearch(api, settled, audienceFor[audience], signal)),
    enabled: auth.status === 'signed-in' && settled.length > SUGGESTION_MIN_LENGTH,
    staleTime: 5 * 60_000,
    retry: false,
  });
  const preview = settled === topic.trim() && settled.length > SUGGESTION_MIN_LENGTH ? suggestions.data : undefined;
  return { preview, searching: suggestions.isFetching && settled.length > SUGGESTION_MIN_LENGTH };
}

/** Today's tweets left for the quick tool: none signed out, a fallback when the limit call fails. */
function useQuickTweetRemaining(): number | null {
  const auth = useAuth();
  const limit = useTweetLimit();
  if (auth.status !== 'signed-in') return 0;
  return limit.isError ? QUICK_TOOL_LIMIT_FALLBACK : (limit.data?.remaining ?? null);
}

/** The quick tool's state: topic and choices, suggestions, the limit, and one generation at a time. */
export function useQuickTweet() {
  const generation = useGenerateTweet();
  const [topic, setTopic] = useState('');
  const [choices, setChoices] = useState<QuickTweetChoices>({
    tone: 'professional',
    style: 'single',
    audience: 'general',
    length: DEFAULT_QUICK_TWEET_LENGTH,
  });
  const [result, setResult] = useState<TweetVariation | null>(null);
  const [error, setError] = useState<string | null>(null);
  const suggestions = useTopicSuggestions(topic, choices.audience);
  const remaining = useQuickTweetRemaining();

  const choose = <K extends keyof QuickTweetChoices>(key: K, value: QuickTweetChoices[K]) =>
    setChoices((current) => ({ ...current, [key]: value }));

  const generate = () => {
    setError(null);
    if (!topic.trim()) {
      setError(messages.enterTopic);
      return;
    }
    generation.mutate(quickTweetRequest({ topic, ...choices, research: suggestions.preview ?? null }), {
      onSuccess: (data) => {
        setResult(data.tweet);
        toast.success('Tweet generated!');
      },
      onError: (failure) => {
        if (failure instanceof ApiError && failure.status === 403 && /limit/i.test(failure.message)) {
          generation.setRemaining(0);
          setError(messages.tweetLimitReached);
        } else {
          setError(errorMessage(failure, messages.errorGeneratingTweets));
        }
      },
    });
  };

  return { topic, setTopic, choices, choose, suggestions, remaining, generating: generation.isPending, generate, result, error };
}
