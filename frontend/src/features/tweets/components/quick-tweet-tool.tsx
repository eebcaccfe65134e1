import { useQuery } from '@tanstack/react-query';
import { Copy, Crown, Lightbulb, PenLine, Sparkles } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { toast } from 'sonner';
import { DEFAULT_QUICK_TWEET_LENGTH, messages, quickTweetAudiences, quickTweetStyles, quickTweetToneOptions } from '@chainscribe/contracts';
import type { GenerateTweetRequestInput, QuickTweetAudience, QuickTweetLength, QuickTweetStyle, QuickTweetTone, TopicResearch, TweetAudience, TweetTone, TweetType, TweetVariation } from '@chainscribe/contracts';
import { paths } from '../../../config/paths.ts';
import { XLogo } from '../../../components/ui/brand-icons.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useDebouncedValue } from '../../../hooks/use-debounced-value.ts';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { useApi } from '../../../lib/api-context.tsx';
import { useAuth } from '../../../lib/auth/auth-context.ts';
import { copyText } from '../../../lib/clipboard.ts';
import { loggingFailure } from '../../../lib/log-failure.ts';
import { xIntentUrl } from '../../../lib/tweet-text.ts';
import { cn } from '../../../lib/utils.ts';
import { useGenerateTweet } from '../api/generate-tweet.ts';
import { useTweetLimit } from '../api/get-tweet-limit.ts';
import { fetchResearch } from '../api/research-topic.ts';
import { TweetCounter } from './tweet-counter.tsx';

/** Spec §5/§9: suggestions are fetched 2 s after the topic passes 5 characters. */
export const SUGGESTION_DELAY_MS = 2000;
export const SUGGESTION_MIN_LENGTH = 5;
/** Spec §9: the tool's limit when the limit call fails for a signed-in user. */
export const QUICK_TOOL_LIMIT_FALLBACK = 10;

const styleNames: Readonly<Record<QuickTweetStyle, string>> = { single: 'Single Tweet', thread: 'Thread Starter', viral: 'Viral', educational: 'Educational', promotional: 'Promotional' };
const audienceNames: Readonly<Record<QuickTweetAudience, string>> = { general: 'General', tech: 'Tech', business: 'Business', creators: 'Creators', finance: 'Finance', crypto: 'Crypto', ai: 'AI', startup: 'Startup' };

// The tool's own lists (spec §9) mapped onto what the tweet writer understands.
const toneFor: Readonly<Record<QuickTweetTone, TweetTone>> = {
  professional: 'professional',
  bold: 'bold',
  funny: 'funny',
  educational: 'educational',
  motivational: 'hype',
  controversial: 'bold',
  inspirational: 'hype',
  'thought-provoking': 'analytical',
  casual: 'casual',
  expert: 'analytical',
};
const typeFor: Readonly<Record<QuickTweetStyle, TweetType>> = { single: 'insight', thread: 'thread-starter', viral: 'hot-take', educational: 'educational', promotional: 'announcement' };
const audienceFor: Readonly<Record<QuickTweetAudience, TweetAudience>> = {
  general: 'general',
  tech: 'builders',
  business: 'investors',
  creators: 'general',
  finance: 'traders',
  crypto: 'crypto-natives',
  ai: 'builders',
  startup: 'builders',
};

export function quickTweetRequest(input: { topic: string; tone: QuickTweetTone; style: QuickTweetStyle; audience: QuickTweetAudience; length: QuickTweetLength; research: TopicResearch | null }): GenerateTweetRequestInput {
  const short = input.length === 'short';
  return {
    topic: input.topic.trim(),
    tone: toneFor[input.tone],
    mentions: [],
    referenceTweets: [],
    topicResearch: input.research ? { ...input.research, account_insights: {}, trending_data: null } : null,
    generateMultiple: false,
    options: {
      tweetType: typeFor[input.style],
      targetAudience: audienceFor[input.audience],
      // The writer has no length setting: a short tweet leaves out the extras that make it long.
      includeHashtags: !short,
      includeEmojis: !short,
      includeCTA: input.style === 'promotional' && !short,
      includeQuestion: input.tone === 'thought-provoking' && !short,
      urgency: 'normal',
      viralPotential: input.style === 'viral' || input.tone === 'controversial' ? 'high' : 'medium',
    },
  };
}

function QuickSelect<T extends string>({ id, label, value, options, onChange }: { id: string; label: string; value: T; options: readonly { id: T; name: string }[]; onChange: (value: T) => void }) {
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Select value={value} onValueChange={(next) => onChange(next as T)}>
        <SelectTrigger id={id} aria-label={label}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {options.map((option) => (
            <SelectItem key={option.id} value={option.id}>
              {option.name}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}

/** The separate tweet-writing tool (spec §2, §3, §9), on the dashboard. */
export function QuickTweetTool() {
  const id = useId();
  const api = useApi();
  const auth = useAuth();
  const limit = useTweetLimit();
  const generation = useGenerateTweet();
  const [topic, setTopic] = useState('');
  const [tone, setTone] = useState<QuickTweetTone>('professional');
  const [style, setStyle] = useState<QuickTweetStyle>('single');
  const [audience, setAudience] = useState<QuickTweetAudience>('general');
  const [length, setLength] = useState<QuickTweetLength>(DEFAULT_QUICK_TWEET_LENGTH);
  const [result, setResult] = useState<TweetVariation | null>(null);
  const [error, setError] = useState<string | null>(null);

  const settled = useDebouncedValue(topic.trim(), SUGGESTION_DELAY_MS);
  const suggestions = useQuery({
    queryKey: ['tweets', 'quick-research', settled, audience] as const,
    queryFn: ({ signal }) => loggingFailure('Quick tweet suggestions failed', () => fetchResearch(api, settled, audienceFor[audience], signal)),
    enabled: auth.status === 'signed-in' && settled.length > SUGGESTION_MIN_LENGTH,
    staleTime: 5 * 60_000,
    retry: false,
  });
  const preview = settled === topic.trim() && settled.length > SUGGESTION_MIN_LENGTH ? suggestions.data : undefined;

  const remaining = auth.status !== 'signed-in' ? 0 : limit.isError ? QUICK_TOOL_LIMIT_FALLBACK : (limit.data?.remaining ?? null);
  const atLimit = remaining === 0;

  const onGenerate = () => {
    setError(null);
    if (!topic.trim()) {
      setError(messages.enterTopic);
      return;
    }
    generation.mutate(quickTweetRequest({ topic, tone, style, audience, length, research: preview ?? null }), {
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

  return (
    <Card role="region" aria-labelledby={`${id}-title`}>
      <CardHeader>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="flex flex-col gap-1.5">
            <CardTitle id={`${id}-title`} className="flex items-center gap-2">
              <PenLine aria-hidden="true" className="size-5 text-primary" /> Quick Tweet
            </CardTitle>
            <CardDescription>Write one tweet without leaving the dashboard.</CardDescription>
          </div>
          <p className={cn('rounded-full border px-3 py-1 text-xs font-semibold tabular-nums', atLimit ? 'border-danger/40 text-danger' : 'border-border text-muted-foreground')} data-testid="quick-tweet-limit">
            {remaining === null ? 'Checking limit...' : remaining === -1 ? 'Unlimited tweets' : `${remaining} ${remaining === 1 ? 'tweet' : 'tweets'} left today`}
          </p>
        </div>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <div className="flex flex-col gap-2">
          <Label htmlFor={`${id}-topic`}>Topic</Label>
          <Input id={`${id}-topic`} value={topic} maxLength={500} placeholder="e.g. Why L2 fees keep falling" onChange={(event) => setTopic(event.target.value)} />
        </div>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <QuickSelect id={`${id}-tone`} label="Tone" value={tone} options={quickTweetToneOptions} onChange={setTone} />
          <QuickSelect id={`${id}-style`} label="Style" value={style} options={quickTweetStyles.map((item) => ({ id: item, name: styleNames[item] }))} onChange={setStyle} />
          <QuickSelect id={`${id}-audience`} label="Audience" value={audience} options={quickTweetAudiences.map((item) => ({ id: item, name: audienceNames[item] }))} onChange={setAudience} />
          <div className="flex flex-col gap-2">
            <span id={`${id}-length`} className="text-sm font-medium">
              Length
            </span>
            <div role="radiogroup" aria-labelledby={`${id}-length`} className="grid h-11 grid-cols-2 gap-1 rounded-xl border border-input bg-background/60 p-1">
              {(['short', 'medium'] as const).map((option) => (
                <button
                  key={option}
                  type="button"
                  role="radio"
                  aria-checked={length === option}
                  onClick={() => setLength(option)}
                  className={cn('rounded-lg text-sm font-medium capitalize transition-colors', length === option ? 'bg-primary text-primary-foreground' : 'text-muted-foreground hover:text-foreground')}
                >
                  {option}
                </button>
              ))}
            </div>
          </div>
        </div>

        {suggestions.isFetching && settled.length > SUGGESTION_MIN_LENGTH ? (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <Spinner /> Finding suggestions...
          </p>
        ) : preview ? (
          <section aria-label="Suggestions" className="flex flex-col gap-2 rounded-xl border border-accent/30 bg-accent/5 p-4">
            <p className="flex items-center gap-1.5 text-sm font-semibold">
              <Lightbulb aria-hidden="true" className="size-4 text-accent" /> Suggestions
            </p>
            {preview.summary ? <p className="line-clamp-3 text-sm text-muted-foreground">{preview.summary}</p> : null}
            {preview.key_points.length > 0 ? (
              <ul className="flex list-disc flex-col gap-1 pl-4 text-sm">
                {preview.key_points.slice(0, 2).map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </ul>
            ) : null}
            {preview.trending_hashtags.length > 0 ? (
              <p className="flex flex-wrap gap-1.5">
                {preview.trending_hashtags.slice(0, 4).map((tag) => (
                  <span key={tag} className="rounded-full bg-primary/10 px-2 py-0.5 text-xs text-primary">
                    {tag.startsWith('#') ? tag : `#${tag}`}
                  </span>
                ))}
              </p>
            ) : null}
          </section>
        ) : null}

        <div className="flex flex-wrap items-center gap-3">
          {atLimit ? (
            <Button asChild variant="premium">
              <Link to={paths.pricing}>
                <Crown aria-hidden="true" /> Daily Limit Reached - Upgrade
              </Link>
            </Button>
          ) : (
            <Button onClick={onGenerate} disabled={generation.isPending || !topic.trim()}>
              {generation.isPending ? <Spinner /> : <Sparkles aria-hidden="true" />}
              {generation.isPending ? 'Generating...' : 'Generate Tweet'}
            </Button>
          )}
          <Link to={paths.newTweet} className="text-sm font-medium text-primary hover:underline">
            Open the full Tweet Generator
          </Link>
        </div>
        {error ? (
          <p role="alert" className="text-sm text-danger">
            {error}
          </p>
        ) : null}

        {result ? (
          <div className="flex flex-col gap-3 rounded-xl border border-border bg-muted/40 p-4">
            <p className="text-[0.95rem] leading-relaxed break-words whitespace-pre-wrap">{result.content}</p>
            <div className="flex flex-wrap items-center gap-2">
              <Button size="sm" variant="secondary" className="h-8" onClick={() => void copyText(result.content, 'Tweet copied to clipboard')}>
                <Copy aria-hidden="true" /> Copy
              </Button>
              <Button asChild size="sm" variant="secondary" className="h-8">
                <a href={xIntentUrl(result.content)} target="_blank" rel="noopener noreferrer">
                  <XLogo /> Share on X
                </a>
              </Button>
              <TweetCounter text={result.content} className="ml-auto" />
            </div>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
