import { Crown } from 'lucide-react';
import { cn } from '../../lib/utils.ts';

/** The mark on an option the plan does not include (spec §2: a crown and 'Premium Feature'). */
export function PremiumFeature({ label = 'Premium Feature', className }: { label?: string; className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-1 text-xs font-semibold text-gold-700 dark:text-gold-400', className)}>
      <Crown aria-hidden="true" className="size-3.5" />
      {label}
    </span>
  );
}
