import { useId } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { useController } from 'react-hook-form';
import type { Control } from 'react-hook-form';
import { Label } from '../../../components/ui/label.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import type { SettingsValues } from '../utils/user-settings.ts';

type Icon = ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;
type BooleanSetting = { [K in keyof SettingsValues]: SettingsValues[K] extends boolean ? K : never }[keyof SettingsValues];

/** An icon, a title with its description, and a switch. */
export function ToggleRow({
  icon: Icon,
  title,
  description,
  checked,
  onChange,
}: {
  icon: Icon;
  title: string;
  description: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-center gap-4 py-4">
      <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-muted text-primary">
        <Icon aria-hidden={true} className="size-5" />
      </span>
      <div className="flex-1">
        <Label htmlFor={id}>{title}</Label>
        <p id={`${id}-description`} className="text-sm text-muted-foreground">
          {description}
        </p>
      </div>
      <Switch id={id} checked={checked} onCheckedChange={onChange} aria-describedby={`${id}-description`} />
    </div>
  );
}

/** A ToggleRow bound to one on/off setting of the settings form. */
export function SettingToggle({
  control,
  name,
  ...row
}: {
  control: Control<SettingsValues>;
  name: BooleanSetting;
  icon: Icon;
  title: string;
  description: ReactNode;
}) {
  const { field } = useController({ control, name });
  return <ToggleRow {...row} checked={field.value} onChange={field.onChange} />;
}
