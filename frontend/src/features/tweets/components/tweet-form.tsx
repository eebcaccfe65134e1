import { Radar, Sparkles } from 'lucide-react';
import { useId } from 'react';
import { tweetAudienceOptions, tweetTypeOptions, viralPotentialLabels, viralPotentials } from '@chainscribe/contracts/catalogue';
import { RESEARCH_MIN_TOPIC_LENGTH } from '@chainscribe/contracts/catalogue';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '../../../components/ui/accordion.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { OptionTiles } from '../../../components/ui/option-tiles.tsx';
import { EnumSelect } from '../../../components/ui/select.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import type { ResearchResult, ResearchStatus } from '../hooks/use-topic-research.ts';
import type { TweetForm } from '../utils/tweet-options.ts';
import { MentionsEditor } from './mentions-editor.tsx';
import { ResearchInsights } from './research-insights.tsx';
import { TonePicker } from './tone-picker.tsx';

type SetField = <K extends keyof TweetForm>(key: K, value: TweetForm[K]) => void;

/** The submit label (spec §2), in priority order. */
export function submitLabel({
  busy,
  remaining,
  topic,
  multiple,
}: {
  busy: boolean;
  remaining: number | null;
  topic: string;
  multiple: boolean;
}): string {
  if (busy) return 'Generating...';
  if (remaining === 0) return 'Daily Limit Reached - Upgrade to Continue';
  if (!topic.trim()) return 'Enter Topic to Generate Tweet';
  if (remaining === 1) return 'Generate Final Tweet of the Day';
  if (multiple) return 'Generate Multiple Variations';
  return 'Generate Tweet';
}

/** The line under the button: what is left after this generation. */
export function remainingLine(remaining: number | null): string | null {
  if (remaining === null || remaining === 0) return null;
  if (remaining === -1) return 'Unlimited tweets on your plan';
  if (remaining === 1) return 'This will be your last tweet for today';
  return `${remaining - 1} tweets will remain after this generation`;
}

const advanced: { key: 'multiple' | 'hashtags' | 'emojis' | 'cta' | 'question'; label: string; hint: string }[] = [
  { key: 'multiple', label: 'Multiple Variations', hint: 'Three takes to choose from, each scored' },
  { key: 'hashtags', label: 'Hashtags', hint: 'Add relevant hashtags' },
  { key: 'emojis', label: 'Emojis', hint: 'A few emojis for personality' },
  { key: 'cta', label: 'Call to Action', hint: 'Ask readers to do something' },
  { key: 'question', label: 'Question', hint: 'End with a question to drive replies' },
];

export interface TweetFormProps {
  form: TweetForm;
  setField: SetField;
  busy: boolean;
  remaining: number | null;
  researchStatus: ResearchStatus;
  research: ResearchResult | null;
  researchHint: string | null;
  onResearch: () => void;
  onSubmit: () => void;
}

function TopicAndResearch({
  form,
  setField,
  busy,
  researchStatus,
  researchHint,
  onResearch,
}: Pick<TweetFormProps, 'form' | 'setField' | 'busy' | 'researchStatus' | 'researchHint' | 'onResearch'>) {
  const id = useId();
  const researching = researchStatus === 'researching';
  return (
    <div className="flex flex-col gap-3">
      <Label htmlFor={`${id}-topic`}>Tweet Topic *</Label>
      <Input
        id={`${id}-topic`}
        value={form.topic}
        maxLength={500}
        placeholder="e.g. Ethereum restaking risks"
        disabled={busy}
        onChange={(event) => setField('topic', event.target.value)}
      />
      <div className="flex flex-wrap items-center gap-3">
        <div className="flex items-center gap-2">
          <Checkbox
            id={`${id}-auto`}
            checked={form.autoResearch}
            onCheckedChange={(checked) => setField('autoResearch', checked === true)}
            disabled={busy}
          />
          <Label htmlFor={`${id}-auto`} className="font-normal">
            Auto-research
          </Label>
        </div>
        <Button size="sm" variant="secondary" className="ml-auto" onClick={onResearch} disabled={!form.topic.trim() || researching || busy}>
          {researching ? <Spinner /> : <Radar aria-hidden="true" />}
          {researching ? 'Researching...' : 'Research'}
        </Button>
      </div>
      {researchHint ? (
        <p role="alert" className="text-sm text-warning">
          {researchHint}
        </p>
      ) : (
        <p className="text-xs text-muted-foreground">
          Research finds trends, talking points, hashtags and accounts to mention (at least {RESEARCH_MIN_TOPIC_LENGTH} characters).
        </p>
      )}
    </div>
  );
}

function AdvancedTweetOptions({ form, setField }: Pick<TweetFormProps, 'form' | 'setField'>) {
  const id = useId();
  return (
    <Accordion type="single" collapsible className="rounded-xl border border-border px-4">
      <AccordionItem value="advanced">
        <AccordionTrigger level={2}>Advanced Options</AccordionTrigger>
        <AccordionContent>
          <div className="grid gap-3 sm:grid-cols-2">
            {advanced.map((option) => (
              <div key={option.key} className="flex items-start gap-2.5">
                <Checkbox
                  id={`${id}-${option.key}`}
                  checked={form[option.key]}
                  onCheckedChange={(checked) => setField(option.key, checked === true)}
                  className="mt-0.5"
                />
                <div>
                  <Label htmlFor={`${id}-${option.key}`}>{option.label}</Label>
                  <p className="text-xs">{option.hint}</p>
                </div>
              </div>
            ))}
          </div>
        </AccordionContent>
      </AccordionItem>
    </Accordion>
  );
}

const viralOptions = viralPotentials.map((level) => ({ id: level, name: viralPotentialLabels[level] }));

function TweetOptions({
  form,
  setField,
  busy,
  suggested,
}: Pick<TweetFormProps, 'form' | 'setField' | 'busy'> & { suggested: readonly string[] }) {
  const id = useId();
  return (
    <fieldset className="flex flex-col gap-7" disabled={busy}>
      <legend className="sr-only">Tweet options</legend>
      <MentionsEditor rows={form.mentions} onChange={(rows) => setField('mentions', rows)} suggested={suggested} disabled={busy} />
      <TonePicker value={form.tone} onChange={(tone) => setField('tone', tone)} disabled={busy} />
      <OptionTiles
        legend="Tweet Type"
        className="grid-cols-2 xl:grid-cols-4"
        options={tweetTypeOptions}
        value={form.tweetType}
        onChange={(type) => setField('tweetType', type)}
      />
      <OptionTiles
        legend="Target Audience"
        className="grid-cols-2 sm:grid-cols-4"
        compact
        options={tweetAudienceOptions}
        value={form.audience}
        onChange={(audience) => setField('audience', audience)}
      />
      <div className="flex flex-col gap-2 sm:max-w-xs">
        <Label htmlFor={`${id}-viral`}>Viral Potential</Label>
        <EnumSelect
          id={`${id}-viral`}
          aria-label="Viral Potential"
          value={form.viralPotential}
          options={viralOptions}
          onChange={(value) => setField('viralPotential', value)}
          disabled={busy}
        />
      </div>
      <AdvancedTweetOptions form={form} setField={setField} />
    </fieldset>
  );
}

/** The generator form (spec §2). */
export function TweetGeneratorForm({
  form,
  setField,
  busy,
  remaining,
  researchStatus,
  research,
  researchHint,
  onResearch,
  onSubmit,
}: TweetFormProps) {
  const line = remainingLine(remaining);
  return (
    <form
      className="flex flex-col gap-7"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
      noValidate
    >
      <TopicAndResearch
        form={form}
        setField={setField}
        busy={busy}
        researchStatus={researchStatus}
        researchHint={researchHint}
        onResearch={onResearch}
      />
      {research ? <ResearchInsights result={research} /> : null}
      <TweetOptions form={form} setField={setField} busy={busy} suggested={research?.research.suggested_mentions ?? []} />
      <div className="flex flex-col gap-2">
        <Button type="submit" size="lg" className="w-full" disabled={busy || remaining === 0 || !form.topic.trim()}>
          {busy ? <Spinner /> : <Sparkles aria-hidden="true" />}
          {submitLabel({ busy, remaining, topic: form.topic, multiple: form.multiple })}
        </Button>
        {line ? <p className="text-center text-xs text-muted-foreground">{line}</p> : null}
      </div>
    </form>
  );
}
