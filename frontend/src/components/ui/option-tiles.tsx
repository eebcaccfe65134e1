import type { ReactNode } from 'react';
import { useId } from 'react';
import { cn } from '../../lib/utils.ts';
import { PremiumFeature } from './premium-lock.tsx';

export interface TileOption<Id extends string> {
  id: Id;
  name: string;
  description?: string | undefined;
  icon?: ReactNode;
  /** Shown dimmed with a crown and 'Premium Feature'; choosing it calls `onLocked` (when given) instead. */
  locked?: boolean;
}

/**
 * A radio group drawn as tiles: native radios, so arrow keys move between options and screen
 * readers announce the group, while the tile is what people see and click.
 */
export function OptionTiles<Id extends string>({
  legend,
  options,
  value,
  onChange,
  onLocked,
  disabled,
  className,
  compact,
}: {
  legend: string;
  options: readonly TileOption<Id>[];
  value: Id;
  onChange: (id: Id) => void;
  /** A locked tile was chosen: open the upgrade offer instead of a dead, disabled tile. */
  onLocked?: (option: TileOption<Id>) => void;
  disabled?: boolean;
  className?: string;
  compact?: boolean;
}) {
  const name = useId();
  return (
    <fieldset className="flex flex-col gap-2.5" disabled={disabled}>
      <legend className="mb-2.5 text-sm font-medium">{legend}</legend>
      <div className={cn('grid gap-2.5', className)}>
        {options.map((option) => {
          const checked = option.id === value;
          return (
            <label
              key={option.id}
              className={cn(
                'relative flex cursor-pointer gap-3 rounded-xl border bg-background/40 transition-colors',
                compact ? 'items-center px-3 py-2.5' : 'items-start p-3.5',
                checked ? 'border-primary bg-primary/10 ring-1 ring-primary/40' : 'border-border hover:border-primary/40',
                // A locked tile that opens the upgrade offer is still a control: full contrast, the lock label says it is Premium.
                option.locked ? (onLocked ? '' : 'cursor-not-allowed opacity-60 hover:border-border') : '',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
              )}
            >
              <input
                type="radio"
                name={name}
                value={option.id}
                checked={checked}
                disabled={option.locked && !onLocked}
                onChange={() => {
                  if (!option.locked) onChange(option.id);
                }}
                // A locked tile never becomes the value, so it answers the click (arrow keys click too) with the offer.
                onClick={() => {
                  if (option.locked) onLocked?.(option);
                }}
                // Transparent and covering the whole tile, so a click anywhere lands on the radio itself.
                className="absolute inset-0 z-10 m-0 size-full cursor-pointer appearance-none opacity-0 disabled:cursor-not-allowed"
              />
              {option.icon ? <span className="shrink-0 text-lg leading-none">{option.icon}</span> : null}
              <span className="flex min-w-0 flex-col gap-0.5">
                <span className="text-sm font-semibold">{option.name}</span>
                {option.description && !compact ? <span className="text-xs text-muted-foreground">{option.description}</span> : null}
                {option.locked ? <PremiumFeature className="mt-1" /> : null}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
