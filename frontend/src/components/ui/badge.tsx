import type { ComponentProps } from 'react';
import { cn } from '../../lib/utils.ts';

const tones = {
  neutral: 'border-border bg-muted text-muted-foreground',
  brand: 'border-brand-500/30 bg-brand-500/10 text-brand-600 dark:text-brand-300',
  premium: 'border-gold-400/40 bg-gold-400/10 text-gold-700 dark:text-gold-400',
  success: 'border-success/30 bg-success/10 text-success',
  warning: 'border-warning/30 bg-warning/10 text-warning',
  danger: 'border-danger/30 bg-danger/10 text-danger',
} as const;

export function Badge({ tone = 'neutral', className, ...props }: ComponentProps<'span'> & { tone?: keyof typeof tones }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full border px-2.5 py-0.5 text-xs font-semibold [&_svg]:size-3.5',
        tones[tone],
        className,
      )}
      {...props}
    />
  );
}
