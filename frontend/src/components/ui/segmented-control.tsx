import type { ReactNode } from 'react';
import { cn } from '../../lib/utils.ts';

const looks = {
  /** A switch above a form (sign in with email or phone). */
  tabs: {
    group: 'grid grid-cols-2 gap-1 rounded-xl border border-border bg-muted/60 p-1',
    item: 'inline-flex items-center justify-center gap-2 rounded-lg py-2 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-ring',
    on: 'bg-card text-foreground shadow-sm',
  },
  /** A field-height choice among other form fields. */
  field: {
    group: 'grid h-11 grid-cols-2 gap-1 rounded-xl border border-input bg-background/60 p-1',
    item: 'rounded-lg text-sm font-medium capitalize transition-colors',
    on: 'bg-primary text-primary-foreground',
  },
} as const;

/** A few options side by side, one chosen: a radio group of buttons (arrow keys aside, Tab reaches each). */
export function SegmentedControl<V extends string>({
  options,
  value,
  onChange,
  look,
  ...label
}: { options: readonly { id: V; name: ReactNode }[]; value: V; onChange: (value: V) => void; look: keyof typeof looks } & (
  { 'aria-label': string } | { 'aria-labelledby': string }
)) {
  const style = looks[look];
  return (
    <div role="radiogroup" {...label} className={style.group}>
      {options.map((option) => (
        <button
          key={option.id}
          type="button"
          role="radio"
          aria-checked={value === option.id}
          onClick={() => onChange(option.id)}
          className={cn(style.item, value === option.id ? style.on : 'text-muted-foreground hover:text-foreground')}
        >
          {option.name}
        </button>
      ))}
    </div>
  );
}
