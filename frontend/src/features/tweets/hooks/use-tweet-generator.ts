import { useState } from 'react';
import { messages, RESEARCH_MIN_TOPIC_LENGTH } from '@chainscribe/contracts/catalogue';
import { generateTweet } from '@chainscribe/contracts/routes';
import type { TweetVariation } from '@chainscribe/contracts';
import { ApiError } from '../../../lib/api-client.ts';
import { checkRequest } from '../../../lib/check-request.ts';
import { useAuth } from '../../../lib/auth/auth-context.ts';
import { toast } from '../../../lib/toast.ts';
import { useGenerateTweet } from '../api/generate-tweet.ts';
import { useTweetLimit } from '../api/get-tweet-limit.ts';
import { defaultTweetForm } from '../utils/tweet-options.ts';
import type { TweetForm } from '../utils/tweet-options.ts';
import { buildTweetRequest } from '../utils/tweet-request.ts';
import { useSessionTweets } from './use-session-tweets.ts';
import { useTopicResearch } from './use-topic-research.ts';
import type { ResearchResult } from './use-topic-research.ts';

/** Where a failed generation's message goes: the limit panel or the form's alert (spec §8). */
function failureOutcome(failure: unknown): { limit: string } | { error: string } {
  const text = failure instanceof Error ? failure.message : '';
  if (failure instanceof ApiError && failure.status === 403 && /limit/i.test(text)) return { limit: messages.tweetLimitReached };
  if (failure instanceof ApiError && failure.status > 0) return { error: text || messages.failedToGenerateTweets };
  if (/limit/i.test(text)) return { limit: messages.tweetLimitReachedContinue };
  return { error: messages.errorGeneratingTweets };
}

/** Today's tweets left; a failed limit call counts as none left (spec §8). */
function useRemainingTweets(): number | null {
  const limit = useTweetLimit();
  return limit.isError ? 0 : (limit.data?.remaining ?? null);
}

/** Research on demand: refused below the minimum topic length with the spec's hint. */
function useResearchOnDemand() {
  const topicResearch = useTopicResearch();
  const [hint, setHint] = useState<string | null>(null);
  const run = async (form: TweetForm): Promise<ResearchResult | null> => {
    if (form.topic.trim().length < RESEARCH_MIN_TOPIC_LENGTH) {
      setHint(messages.researchTopicTooShort);
      return null;
    }
    setHint(null);
    return topicResearch.research(form.topic, form.audience);
  };
  /** The research to send: the last one if it is about this topic, else (with auto-research on) a fresh one. */
  const forSubmit = async (form: TweetForm, researching: (busy: boolean) => void): Promise<ResearchResult | null> => {
    const last = topicResearch.result;
    const fresh = last && last.topic.toLowerCase() === form.topic.trim().toLowerCase();
    if (!form.autoResearch || fresh || form.topic.trim().length < RESEARCH_MIN_TOPIC_LENGTH) return last;
    researching(true);
    const found = await topicResearch.research(form.topic, form.audience);
    researching(false);
    return found ?? last;
  };
  return { topicResearch, hint: hint ?? topicResearch.notice, clearHint: () => setHint(null), run, forSubmit };
}

/** The tweet generator's state and its submit: research first when asked, check, generate, record. */
export function useTweetGenerator() {
  const auth = useAuth();
  const generation = useGenerateTweet();
  const research = useResearchOnDemand();
  const session = useSessionTweets();
  const remaining = useRemainingTweets();
  const [form, setForm] = useState<TweetForm>(defaultTweetForm);
  const [variations, setVariations] = useState<TweetVariation[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [limitMessage, setLimitMessage] = useState<string | null>(null);
  const [preparing, setPreparing] = useState(false);
  const busy = preparing || generation.isPending;

  const setField = <K extends keyof TweetForm>(key: K, value: TweetForm[K]) => {
    if (key === 'topic') research.clearHint();
    setForm((current) => ({ ...current, [key]: value }));
  };

  const submit = async () => {
    setError(null);
    if (!form.topic.trim()) return setError(messages.enterTopic);
    if (!auth.identity) return setError(messages.signInToGenerateTweets);
    if (busy || remaining === 0) return;
    const found = await research.forSubmit(form, setPreparing);
    const body = buildTweetRequest(form, found);
    const checked = await checkRequest(generateTweet, body);
    if (!checked.ok) return setError(checked.message);
    const snapshot = form;
    generation.mutate(body, {
      onSuccess: (data) => {
        // A result replaces earlier results; the first variation heads the session list.
        setVariations(data.variations);
        const [first] = data.variations;
        if (first) session.record(first, snapshot, checked.data.mentions);
        toast.success(data.variations.length > 1 ? `${data.variations.length} variations generated!` : 'Tweet generated!');
      },
      onError: (failure) => {
        const outcome = failureOutcome(failure);
        if ('limit' in outcome) {
          generation.setRemaining(0);
          setLimitMessage(outcome.limit);
        } else setError(outcome.error);
      },
    });
  };

  return { form, setField, busy, remaining, research, variations, error, limitMessage, sessionTweets: session.tweets, submit };
}
