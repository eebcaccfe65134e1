import * as SelectPrimitive from '@radix-ui/react-select';
import { Check } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/utils.ts';
import { SelectChevron, selectTriggerClasses } from './select-look.tsx';

export const Select = SelectPrimitive.Root;
export const SelectValue = SelectPrimitive.Value;

export function SelectTrigger({ className, children, ...props }: ComponentProps<typeof SelectPrimitive.Trigger>) {
  return (
    <SelectPrimitive.Trigger className={cn(selectTriggerClasses, className)} {...props}>
      {children}
      <SelectPrimitive.Icon asChild>
        <SelectChevron />
      </SelectPrimitive.Icon>
    </SelectPrimitive.Trigger>
  );
}

export function SelectContent({ className, children, ...props }: ComponentProps<typeof SelectPrimitive.Content>) {
  return (
    <SelectPrimitive.Portal>
      <SelectPrimitive.Content
        position="popper"
        sideOffset={6}
        className={cn(
          'z-50 max-h-72 min-w-[var(--radix-select-trigger-width)] overflow-hidden rounded-xl border border-border bg-elevated p-1 shadow-xl',
          className,
        )}
        {...props}
      >
        <SelectPrimitive.Viewport>{children}</SelectPrimitive.Viewport>
      </SelectPrimitive.Content>
    </SelectPrimitive.Portal>
  );
}

export function SelectItem({ className, children, ...props }: ComponentProps<typeof SelectPrimitive.Item>) {
  return (
    <SelectPrimitive.Item
      className={cn(
        'relative flex cursor-pointer select-none items-center rounded-lg py-2 pr-8 pl-2.5 text-sm outline-none data-[highlighted]:bg-muted data-[disabled]:opacity-50',
        className,
      )}
      {...props}
    >
      <SelectPrimitive.ItemText>{children}</SelectPrimitive.ItemText>
      <SelectPrimitive.ItemIndicator className="absolute right-2.5">
        <Check aria-hidden="true" className="size-4 text-primary" />
      </SelectPrimitive.ItemIndicator>
    </SelectPrimitive.Item>
  );
}

export interface EnumOption<V extends string | number> {
  id: V;
  name: ReactNode;
  disabled?: boolean;
}

export type EnumSelectProps<V extends string | number> = Omit<
  ComponentProps<typeof SelectPrimitive.Trigger>,
  'value' | 'onChange' | 'children'
> & {
  value: V;
  options: readonly EnumOption<V>[];
  onChange: (value: V) => void;
};

/**
 * A dropdown over a fixed set of values (a contract's enum, a list of lengths): the value keeps
 * its own type, so callers need no casts. Trigger props (id, aria-*) pass through.
 */
export function EnumSelect<V extends string | number>({
  value,
  options,
  onChange,
  disabled,
  defaultOpen,
  ...triggerProps
}: EnumSelectProps<V> & {
  /** Open on mount: a stand-in that was pressed hands the press on (lazy-select.tsx). */
  defaultOpen?: boolean;
}) {
  const choose = (next: string) => {
    const option = options.find((candidate) => String(candidate.id) === next);
    if (option) onChange(option.id);
  };
  return (
    <Select value={String(value)} onValueChange={choose} disabled={disabled} defaultOpen={defaultOpen}>
      <SelectTrigger {...triggerProps}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {options.map((option) => (
          <SelectItem key={String(option.id)} value={String(option.id)} disabled={option.disabled}>
            {option.name}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
