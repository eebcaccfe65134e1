import { ChevronDown } from 'lucide-react';
import { fieldClasses } from './input.tsx';

// Shared by the Radix trigger and its stand-in (lazy-select.tsx), which must be the same box.
// Joined, not merged: nothing here overrides the field's classes, and merging at import time would set up
// tailwind-merge while the page's code is still being evaluated.
export const selectTriggerClasses = `${fieldClasses} flex h-11 items-center justify-between gap-2 text-left`;

export function SelectChevron() {
  return <ChevronDown aria-hidden="true" className="size-4 text-muted-foreground" />;
}
