import { ChevronDown } from 'lucide-react';
import { cn } from '../../lib/utils.ts';
import { fieldClasses } from './input.tsx';

// Shared by the Radix trigger and its stand-in (lazy-select.tsx), which must be the same box.
export const selectTriggerClasses = cn(fieldClasses, 'flex h-11 items-center justify-between gap-2 text-left');

export function SelectChevron() {
  return <ChevronDown aria-hidden="true" className="size-4 text-muted-foreground" />;
}
