import { useId } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { useController } from 'react-hook-form';
import type { Control } from 'react-hook-form';
import type { UserSettingsValues } from '@chainscribe/contracts';
import { Label } from '../../../components/ui/label.tsx';
import { Switch } from '../../../components/ui/switch.tsx';

export type Icon = ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;
type BooleanSetting = { [K in keyof UserSettingsValues]: UserSettingsValues[K] extends boolean ? K : never }[keyof UserSettingsValues];

/** An icon, a title with its description, and a switch. */
export function ToggleRow({
  icon: Icon,
  title,
  description,
  checked,
  onChange,
  disabled,
}: {
  icon: Icon;
  title: string;
  description: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <div className="flex items-center gap-4 py-4">
      <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-muted text-primary">
        <Icon aria-hidden={true} className="size-5" />
      </span>
      <div className="min-w-0 flex-1">
        <Label htmlFor={id}>{title}</Label>
        <div id={`${id}-description`} className="text-sm text-muted-foreground">
          {description}
        </div>
      </div>
      <Switch id={id} checked={checked} onCheckedChange={onChange} disabled={disabled} aria-describedby={`${id}-description`} />
    </div>
  );
}

/** A ToggleRow bound to one on/off setting of the settings form. */
export function SettingToggle({
  control,
  name,
  ...row
}: {
  control: Control<UserSettingsValues>;
  name: BooleanSetting;
  icon: Icon;
  title: string;
  description: ReactNode;
}) {
  const { field } = useController({ control, name });
  return <ToggleRow {...row} checked={field.value} onChange={field.onChange} />;
}
