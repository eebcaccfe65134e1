import { BookOpen, Crown, Flame, Leaf, Megaphone, Rocket } from 'lucide-react';
import { useId } from 'react';
import { allowedHooksFor, threadLengthsFor } from '@chainscribe/contracts/catalogue';
import type { HookStyle, PlanFeatures, ThreadLength } from '@chainscribe/contracts';
import { Input } from '../../../components/ui/input.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { OptionTiles } from '../../../components/ui/option-tiles.tsx';
import { PremiumFeature } from '../../../components/ui/premium-lock.tsx';
import { EnumSelect } from '../../../components/ui/select.tsx';
import type { EnumOption } from '../../../components/ui/select.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { useUpgradeOffer } from '../../../components/upgrade-offer.tsx';
import { hookStyleOptions, threadToneOptions } from '../utils/thread-options.ts';
import type { FieldGroupProps, SetupStepProps } from './basic-setup.tsx';

// Icons, not emoji: emoji fonts are missing on many Linux desktops and would show as boxes.
const toneIcons = {
  educational: <BookOpen className="size-5 text-accent" />,
  calm: <Leaf className="size-5 text-success" />,
  degen: <Flame className="size-5 text-orange-400" />,
  hype: <Rocket className="size-5 text-brand-400" />,
  shill: <Megaphone className="size-5 text-gold-400" />,
} as const;

function SwitchRow({
  id,
  title,
  description,
  checked,
  onChange,
  locked,
  onLocked,
  disabled,
}: {
  id: string;
  title: string;
  description: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  locked?: boolean;
  /** Switching a locked option on opens the upgrade offer instead. */
  onLocked?: () => void;
  disabled?: boolean;
}) {
  return (
    <div className="flex items-center gap-4 rounded-xl border border-border p-4">
      <div className="flex-1">
        <Label htmlFor={id}>{title}</Label>
        <p className="text-sm text-muted-foreground">{description}</p>
        {locked ? <PremiumFeature className="mt-1.5" /> : null}
      </div>
      <Switch
        id={id}
        checked={checked}
        onCheckedChange={locked ? () => onLocked?.() : onChange}
        disabled={disabled || (locked && !onLocked)}
      />
    </div>
  );
}

function lengthOptions(features: PlanFeatures): EnumOption<ThreadLength>[] {
  return threadLengthsFor(features.maxThreadLength).map((length) => ({ id: length, name: `${length} tweets` }));
}

/** Every hook style, the ones the plan does not allow shown disabled with a crown. */
function hookOptions(features: PlanFeatures): EnumOption<HookStyle>[] {
  const allowed = allowedHooksFor(features);
  return hookStyleOptions.map((option) => {
    const locked = !allowed.includes(option.id);
    return {
      id: option.id,
      name: (
        <span className="inline-flex items-center gap-1.5">
          {option.name}
          {locked ? (
            <>
              <Crown aria-hidden="true" className="size-3.5 text-gold-400" /> (Premium)
            </>
          ) : null}
        </span>
      ),
    };
  });
}

/** How long the thread is and how it opens, each limited by the plan. */
function LengthAndHook({
  id,
  form,
  setField,
  features,
  isPremium,
  disabled,
  onLocked,
}: FieldGroupProps & { features: PlanFeatures; isPremium: boolean; onLocked: (what: string) => void }) {
  const chooseHook = (hook: HookStyle) => {
    // A locked hook is listed (with its crown) so choosing it can say what unlocks it.
    if (allowedHooksFor(features).includes(hook)) setField('hookStyle', hook);
    else onLocked(`The "${hookStyleOptions.find((option) => option.id === hook)?.name ?? hook}" hook`);
  };
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-length`}>Thread Length</Label>
        <EnumSelect
          id={`${id}-length`}
          aria-label="Thread Length"
          value={form.threadLength}
          options={lengthOptions(features)}
          onChange={(length) => setField('threadLength', length)}
          disabled={disabled}
        />
        <p className="text-xs text-muted-foreground">
          {isPremium
            ? `Up to ${features.maxThreadLength} tweets on your plan.`
            : `Up to ${features.maxThreadLength} tweets on your plan; Premium goes up to 15.`}
        </p>
      </div>

      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-hook`}>Hook Style</Label>
        <EnumSelect
          id={`${id}-hook`}
          aria-label="Hook Style"
          value={form.hookStyle}
          options={hookOptions(features)}
          onChange={chooseHook}
          disabled={disabled}
        />
        <p className="text-xs text-muted-foreground">{hookStyleOptions.find((option) => option.id === form.hookStyle)?.description}</p>
      </div>
    </div>
  );
}

/** The closing invitation to reply: a switch and its editable text. */
function CallToAction({ id, form, setField, disabled }: FieldGroupProps) {
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-border p-4">
      <div className="flex items-center gap-4">
        <div className="flex-1">
          <Label htmlFor={`${id}-cta`}>Include call to action</Label>
          <p className="text-sm text-muted-foreground">End the thread by inviting replies.</p>
        </div>
        <Switch
          id={`${id}-cta`}
          checked={form.includeCTA}
          onCheckedChange={(checked) => setField('includeCTA', checked)}
          disabled={disabled}
        />
      </div>
      <Field id={`${id}-cta-text`} label="Call to action text">
        <Input
          id={`${id}-cta-text`}
          maxLength={200}
          value={form.ctaText}
          disabled={disabled || !form.includeCTA}
          onChange={(event) => setField('ctaText', event.target.value)}
        />
      </Field>
    </div>
  );
}

/** Advanced Options: tone, length, price data, call to action and hook (spec §2). */
export function AdvancedOptions({ form, setField, features, isPremium, disabled }: SetupStepProps & { isPremium: boolean }) {
  const id = useId();
  const upgrade = useUpgradeOffer();
  return (
    <div className="flex flex-col gap-6">
      {upgrade.dialog}
      <OptionTiles
        legend="Tone"
        className="grid-cols-1 sm:grid-cols-2 lg:grid-cols-3"
        value={form.tonePreset}
        onChange={(tone) => setField('tonePreset', tone)}
        onLocked={(option) => upgrade.offer(`The ${option.name} tone`)}
        disabled={disabled}
        options={threadToneOptions.map((option) => ({
          ...option,
          icon: toneIcons[option.id],
          locked: !features.allowedTones.includes(option.id),
        }))}
      />

      <LengthAndHook
        id={id}
        form={form}
        setField={setField}
        features={features}
        isPremium={isPremium}
        disabled={disabled}
        onLocked={upgrade.offer}
      />

      <SwitchRow
        id={`${id}-price`}
        title="Include real-time price data"
        description="Quote the token's live price, 24h change and volume when the market has them."
        checked={form.includePrice}
        onChange={(checked) => setField('includePrice', checked)}
        locked={!features.realtimeData}
        onLocked={() => upgrade.offer('Real-time price data')}
        disabled={disabled}
      />

      <CallToAction id={id} form={form} setField={setField} disabled={disabled} />
    </div>
  );
}
