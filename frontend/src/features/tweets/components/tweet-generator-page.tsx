import { useState } from 'react';
import { toast } from 'sonner';
import { generateTweet, messages, RESEARCH_MIN_TOPIC_LENGTH, xHandleSchema } from '@chainscribe/contracts';
import type { GenerateTweetRequestInput, SessionTweet, TweetVariation } from '@chainscribe/contracts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth/auth-context.ts';
import { cashtagsOf } from '../../../lib/tweet-text.ts';
import { useGenerateTweet } from '../api/generate-tweet.ts';
import { useTweetLimit } from '../api/get-tweet-limit.ts';
import { useTopicResearch } from '../hooks/use-topic-research.ts';
import type { ResearchResult } from '../hooks/use-topic-research.ts';
import { readSessionTweets, writeSessionTweets } from '../utils/session-tweets.ts';
import { defaultTweetForm, handleOf, sameHandle } from '../utils/tweet-options.ts';
import type { TweetForm } from '../utils/tweet-options.ts';
import { DailyLimitFigure, LimitReachedPanel, RemainingBanner } from './limit-states.tsx';
import { LatestTweetCard, RecentTweets } from './session-tweets.tsx';
import { SignedOutPrompt } from './signed-out-prompt.tsx';
import { TweetGeneratorForm } from './tweet-form.tsx';
import { TweetResults } from './tweet-results.tsx';

const MAX_MENTIONS = 20;

/** Blank rows dropped, research suggestions appended, duplicates and invalid handles left out (spec §5). */
export function mentionsToSend(rows: readonly string[], suggested: readonly string[]): string[] {
  const out: string[] = [];
  for (const raw of [...rows, ...suggested]) {
    const handle = handleOf(raw);
    if (!handle || out.some((listed) => sameHandle(listed, handle))) continue;
    if (xHandleSchema.safeParse(handle).success) out.push(handle);
  }
  return out.slice(0, MAX_MENTIONS);
}

export function buildTweetRequest(form: TweetForm, research: ResearchResult | null): GenerateTweetRequestInput {
  const topic = form.topic.trim();
  const usable = research && research.topic.toLowerCase() === topic.toLowerCase() ? research : null;
  return {
    topic,
    tone: form.tone,
    mentions: mentionsToSend(form.mentions, usable?.research.suggested_mentions ?? []),
    referenceTweets: [],
    topicResearch: usable ? { ...usable.research, account_insights: usable.insights, trending_data: usable.trending } : null,
    generateMultiple: form.multiple,
    options: {
      tweetType: form.tweetType,
      targetAudience: form.audience,
      includeHashtags: form.hashtags,
      includeEmojis: form.emojis,
      includeCTA: form.cta,
      includeQuestion: form.question,
      urgency: 'normal',
      viralPotential: form.viralPotential,
      optimizeEngagement: true,
      includeNews: true,
      includeTrending: true,
      useResearchData: true,
      enhancedResearch: true,
    },
  };
}

/** /dashboard/new-tweet (spec §2, §4, §5, §8). */
export function TweetGeneratorPage() {
  const auth = useAuth();
  const limit = useTweetLimit();
  const generation = useGenerateTweet();
  const topicResearch = useTopicResearch();
  const [form, setForm] = useState<TweetForm>(defaultTweetForm);
  const [variations, setVariations] = useState<TweetVariation[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [limitMessage, setLimitMessage] = useState<string | null>(null);
  const [researchHint, setResearchHint] = useState<string | null>(null);
  const [preparing, setPreparing] = useState(false);
  const [sessionTweets, setSessionTweets] = useState<SessionTweet[]>(readSessionTweets);

  const setField = <K extends keyof TweetForm>(key: K, value: TweetForm[K]) => {
    if (key === 'topic') setResearchHint(null);
    setForm((current) => ({ ...current, [key]: value }));
  };

  const header = (remaining: number | null) => (
    <header className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Tweet Generator</h1>
        <p className="text-muted-foreground">Research a topic, pick a voice and get scored tweets ready for X.</p>
      </div>
      <DailyLimitFigure remaining={remaining} />
    </header>
  );

  if (auth.status !== 'signed-in') {
    return (
      <div className="flex flex-col gap-8">
        <title>Tweet Generator · Chainscribe</title>
        {header(null)}
        <SignedOutPrompt />
      </div>
    );
  }

  // Spec §8: a failed limit call counts as no tweets left.
  const remaining: number | null = limit.isError ? 0 : (limit.data?.remaining ?? null);
  const busy = preparing || generation.isPending;

  const runResearch = async (): Promise<ResearchResult | null> => {
    if (form.topic.trim().length < RESEARCH_MIN_TOPIC_LENGTH) {
      setResearchHint(messages.researchTopicTooShort);
      return null;
    }
    setResearchHint(null);
    return topicResearch.research(form.topic, form.audience);
  };

  const onSubmit = async () => {
    setError(null);
    if (!form.topic.trim()) {
      setError(messages.enterTopic);
      return;
    }
    if (!auth.identity) {
      setError(messages.signInToGenerateTweets);
      return;
    }
    if (busy || remaining === 0) return;
    let research = topicResearch.result;
    const fresh = research && research.topic.toLowerCase() === form.topic.trim().toLowerCase();
    if (form.autoResearch && !fresh && form.topic.trim().length >= RESEARCH_MIN_TOPIC_LENGTH) {
      setPreparing(true);
      research = (await topicResearch.research(form.topic, form.audience)) ?? research;
      setPreparing(false);
    }
    const body = buildTweetRequest(form, research);
    const checked = generateTweet.request.safeParse(body);
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? messages.invalidRequest);
      return;
    }
    const snapshot = form;
    generation.mutate(body, {
      onSuccess: (data) => {
        // A result replaces earlier results; the first variation heads the session list.
        setVariations(data.variations);
        const [first] = data.variations;
        if (first) {
          const tokens = cashtagsOf(first.content);
          const record: SessionTweet = {
            id: `${first.id}-${Date.now()}`,
            topic: snapshot.topic.trim().slice(0, 500),
            tone: snapshot.tone,
            content: first.content,
            mentions: checked.data.mentions,
            created_at: new Date().toISOString(),
            ...(tokens.length > 0 ? { tokens: tokens.slice(0, 20) } : {}),
          };
          setSessionTweets((current) => {
            const next = [record, ...current];
            writeSessionTweets(next);
            return next;
          });
        }
        toast.success(data.variations.length > 1 ? `${data.variations.length} variations generated!` : 'Tweet generated!');
      },
      onError: (failure) => {
        const text = failure instanceof Error ? failure.message : '';
        if (failure instanceof ApiError && failure.status === 403 && /limit/i.test(text)) {
          generation.setRemaining(0);
          setLimitMessage(messages.tweetLimitReached);
        } else if (failure instanceof ApiError && failure.status > 0) {
          setError(text || messages.failedToGenerateTweets);
        } else if (/limit/i.test(text)) {
          generation.setRemaining(0);
          setLimitMessage(messages.tweetLimitReachedContinue);
        } else {
          setError(messages.errorGeneratingTweets);
        }
      },
    });
  };

  const [latest, ...earlier] = sessionTweets;

  return (
    <div className="flex flex-col gap-8">
      <title>Tweet Generator · Chainscribe</title>
      {header(remaining)}

      <div className="grid items-start gap-6 lg:grid-cols-3">
        <div className="flex min-w-0 flex-col gap-6 lg:col-span-2">
          {remaining === 0 ? (
            <LimitReachedPanel message={limitMessage} />
          ) : (
            <>
              {remaining !== null ? <RemainingBanner remaining={remaining} /> : null}
              <Card className="p-5 sm:p-6">
                <TweetGeneratorForm
                  form={form}
                  setField={setField}
                  busy={busy}
                  remaining={remaining}
                  researchStatus={topicResearch.status}
                  research={topicResearch.result}
                  researchHint={researchHint ?? topicResearch.notice}
                  onResearch={() => void runResearch()}
                  onSubmit={() => void onSubmit()}
                />
                {error ? (
                  <Alert tone="danger" role="alert" title={error} className="mt-5" />
                ) : null}
              </Card>
            </>
          )}
          {variations.length > 0 ? <TweetResults variations={variations} /> : null}
        </div>

        <aside className="flex flex-col gap-6" aria-label="Your tweets">
          <LatestTweetCard tweet={latest} />
          <RecentTweets tweets={earlier} />
        </aside>
      </div>
    </div>
  );
}
