import { Coins, FileText, Link2 } from 'lucide-react';
import { useId } from 'react';
import type { PlanFeatures } from '@chainscribe/contracts';
import { Input, Textarea } from '../../../components/ui/input.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { OptionTiles } from '../../../components/ui/option-tiles.tsx';
import { useUpgradeOffer } from '../../../components/upgrade-offer.tsx';
import { threadTypeOptions } from '../utils/thread-options.ts';
import type { ThreadForm } from '../utils/thread-options.ts';
import { TokenPicker } from './token-picker.tsx';

export type SetField = <K extends keyof ThreadForm>(key: K, value: ThreadForm[K]) => void;

// Icons, not emoji: emoji fonts are missing on many Linux desktops and would show as boxes.
const typeIcons = {
  custom: <FileText className="size-5 text-primary" />,
  token: <Coins className="size-5 text-gold-400" />,
  trend: <Link2 className="size-5 text-accent" />,
} as const;

export interface FieldGroupProps {
  id: string;
  form: ThreadForm;
  setField: SetField;
  disabled: boolean;
}

/** A trend thread starts from a post: its link, and its text for when X cannot be reached. */
function TrendFields({ id, form, setField, disabled }: FieldGroupProps) {
  return (
    <>
      <Field id={`${id}-url`} label="Tweet URL" hint="A link to a post on x.com or twitter.com.">
        <Input
          id={`${id}-url`}
          type="url"
          inputMode="url"
          maxLength={300}
          placeholder="https://x.com/username/status/1234567890"
          value={form.tweetUrl}
          disabled={disabled}
          onChange={(event) => setField('tweetUrl', event.target.value)}
        />
      </Field>
      <Field id={`${id}-post-text`} label="Post text (optional)" hint="Paste the post's text too: it is used when X cannot be reached.">
        <Textarea
          id={`${id}-post-text`}
          rows={3}
          maxLength={500}
          value={form.customTopic}
          disabled={disabled}
          onChange={(event) => setField('customTopic', event.target.value)}
        />
      </Field>
    </>
  );
}

function CustomTopicField({ id, form, setField, disabled }: FieldGroupProps) {
  return (
    <Field id={`${id}-topic`} label="Custom Topic" hint={`${form.customTopic.length}/500`}>
      <Textarea
        id={`${id}-topic`}
        rows={4}
        maxLength={500}
        placeholder="e.g. Why restaking is the most important DeFi narrative of the year"
        value={form.customTopic}
        disabled={disabled}
        onChange={(event) => setField('customTopic', event.target.value)}
      />
    </Field>
  );
}

/** Basic Setup: what the thread is about (spec §2). */
/** What each setup step is given: the form, its setter, the plan's features, and whether it is locked while a thread is written. */
export interface SetupStepProps {
  form: ThreadForm;
  setField: SetField;
  features: PlanFeatures;
  disabled: boolean;
}

export function BasicSetup({ form, setField, features, disabled }: SetupStepProps) {
  const id = useId();
  const upgrade = useUpgradeOffer();
  return (
    <div className="flex flex-col gap-6">
      {upgrade.dialog}
      <OptionTiles
        legend="Thread Type"
        className="sm:grid-cols-3"
        value={form.threadType}
        onChange={(type) => setField('threadType', type)}
        onLocked={(option) => upgrade.offer(`The ${option.name} thread`)}
        disabled={disabled}
        options={threadTypeOptions.map((option) => ({
          ...option,
          icon: typeIcons[option.id],
          locked: !features.allowedTypes.includes(option.id),
        }))}
      />

      {form.threadType === 'token' ? (
        <Field id={`${id}-token`} label="Token Symbol" hint="Type at least 2 characters to search, or pick a popular token.">
          <TokenPicker
            id={`${id}-token`}
            value={form.tokenSymbol}
            onChange={(symbol) => setField('tokenSymbol', symbol)}
            disabled={disabled}
          />
        </Field>
      ) : null}

      {form.threadType === 'trend' ? <TrendFields id={id} form={form} setField={setField} disabled={disabled} /> : null}

      {form.threadType === 'custom' ? <CustomTopicField id={id} form={form} setField={setField} disabled={disabled} /> : null}
    </div>
  );
}
