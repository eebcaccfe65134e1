import { lazy, Suspense } from 'react';
import { cn } from '../../lib/utils.ts';
import { SelectChevron, selectTriggerClasses } from './select-look.tsx';
import type { EnumSelect, EnumSelectProps } from './select.tsx';

// `lazy` drops the type parameter; what it loads is EnumSelect itself, so that is its type.
const LoadedEnumSelect = lazy(() => import('./select.tsx').then((module) => ({ default: module.EnumSelect }))) as typeof EnumSelect;

/** The closed trigger as Radix draws it, showing the chosen option, until the real one arrives. */
function SelectStandIn<V extends string | number>({ value, options, onChange: _onChange, className, ...triggerProps }: EnumSelectProps<V>) {
  return (
    <button type="button" role="combobox" aria-expanded={false} aria-busy className={cn(selectTriggerClasses, className)} {...triggerProps}>
      <span className="pointer-events-none">{options.find((option) => option.id === value)?.name}</span>
      <SelectChevron />
    </button>
  );
}

/**
 * `EnumSelect` with Radix Select (and its positioning and focus code, about 25 kB gzip) loaded after
 * the page has rendered, for a page whose first load must stay small (the dashboard's quick tool).
 */
export function LazyEnumSelect<V extends string | number>(props: EnumSelectProps<V>) {
  return (
    <Suspense fallback={<SelectStandIn {...props} />}>
      <LoadedEnumSelect {...props} />
    </Suspense>
  );
}
