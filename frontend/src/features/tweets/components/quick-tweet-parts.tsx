import { Crown, Lightbulb, Sparkles } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { quickTweetToneOptions } from '@chainscribe/contracts/catalogue';
import type { TopicResearch } from '@chainscribe/contracts';
import { paths } from '../../../config/paths.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { LazyEnumSelect } from '../../../components/ui/lazy-select.tsx';
import type { EnumOption } from '../../../components/ui/select.tsx';
import { SegmentedControl } from '../../../components/ui/segmented-control.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { cn } from '../../../lib/utils.ts';
import type { QuickTweetChoices } from '../hooks/use-quick-tweet.ts';
import { quickAudienceOptions, quickStyleOptions } from '../utils/quick-tweet-request.ts';
import { HashtagChips } from './hashtag-chips.tsx';

export function QuickLimitBadge({ remaining }: { remaining: number | null }) {
  return (
    <p
      className={cn(
        'rounded-full border px-3 py-1 text-xs font-semibold tabular-nums',
        remaining === 0 ? 'border-danger/40 text-danger' : 'border-border text-muted-foreground',
      )}
      data-testid="quick-tweet-limit"
    >
      {remaining === null
        ? 'Checking limit...'
        : remaining === -1
          ? 'Unlimited tweets'
          : `${remaining} ${remaining === 1 ? 'tweet' : 'tweets'} left today`}
    </p>
  );
}

function LabelledSelect<V extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: V;
  options: readonly EnumOption<V>[];
  onChange: (value: V) => void;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>{label}</Label>
      <LazyEnumSelect id={id} aria-label={label} value={value} options={options} onChange={onChange} />
    </div>
  );
}

const lengthOptions = [
  { id: 'short', name: 'short' },
  { id: 'medium', name: 'medium' },
] as const;

function LengthSwitch({
  value,
  onChange,
}: {
  value: QuickTweetChoices['length'];
  onChange: (length: QuickTweetChoices['length']) => void;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-2">
      <span id={id} className="text-sm font-medium">
        Length
      </span>
      <SegmentedControl aria-labelledby={id} look="field" options={lengthOptions} value={value} onChange={onChange} />
    </div>
  );
}

export function QuickTweetChoicesRow({
  choices,
  choose,
}: {
  choices: QuickTweetChoices;
  choose: <K extends keyof QuickTweetChoices>(key: K, value: QuickTweetChoices[K]) => void;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <LabelledSelect label="Tone" value={choices.tone} options={quickTweetToneOptions} onChange={(tone) => choose('tone', tone)} />
      <LabelledSelect label="Style" value={choices.style} options={quickStyleOptions} onChange={(style) => choose('style', style)} />
      <LabelledSelect
        label="Audience"
        value={choices.audience}
        options={quickAudienceOptions}
        onChange={(audience) => choose('audience', audience)}
      />
      <LengthSwitch value={choices.length} onChange={(length) => choose('length', length)} />
    </div>
  );
}

export function QuickSuggestions({ searching, preview }: { searching: boolean; preview: TopicResearch | undefined }) {
  if (searching) {
    return (
      <p className="flex items-center gap-2 text-sm text-muted-foreground">
        <Spinner /> Finding suggestions...
      </p>
    );
  }
  if (!preview) return null;
  return (
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
      {preview.trending_hashtags.length > 0 ? <HashtagChips tags={preview.trending_hashtags.slice(0, 4)} /> : null}
    </section>
  );
}

export function QuickGenerateRow({
  atLimit,
  generating,
  canGenerate,
  onGenerate,
}: {
  atLimit: boolean;
  generating: boolean;
  canGenerate: boolean;
  onGenerate: () => void;
}) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      {atLimit ? (
        <Button asChild variant="premium">
          <Link to={paths.pricing}>
            <Crown aria-hidden="true" /> Daily Limit Reached - Upgrade
          </Link>
        </Button>
      ) : (
        <Button onClick={onGenerate} disabled={generating || !canGenerate}>
          {generating ? <Spinner /> : <Sparkles aria-hidden="true" />}
          {generating ? 'Generating...' : 'Generate Tweet'}
        </Button>
      )}
      <Link to={paths.newTweet} className="text-sm font-medium text-primary hover:underline">
        Open the full Tweet Generator
      </Link>
    </div>
  );
}
