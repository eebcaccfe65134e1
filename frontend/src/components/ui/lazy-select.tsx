import { lazy, Suspense, useState } from 'react';
import { cn } from '../../lib/utils.ts';
import { SelectChevron, selectTriggerClasses } from './select-look.tsx';
import { standInHandlers, useFocusOnArrival } from './stand-in.ts';
import type { Wake } from './stand-in.ts';
import type { EnumSelect, EnumSelectProps } from './select.tsx';

const loadSelect = () => import('./select.tsx');
// `lazy` drops the type parameter; what it loads is EnumSelect itself, so that is its type.
const LoadedEnumSelect = lazy(() => loadSelect().then((module) => ({ default: module.EnumSelect }))) as typeof EnumSelect;

/** The closed trigger as Radix draws it, showing the chosen option, until the real one is wanted. */
function SelectStandIn<V extends string | number>({
  value,
  options,
  onChange: _onChange,
  className,
  onWake,
  ...triggerProps
}: EnumSelectProps<V> & { onWake?: (wake: Exclude<Wake, 'asleep'>) => void }) {
  return (
    <button
      type="button"
      role="combobox"
      aria-expanded={false}
      aria-busy={onWake ? undefined : true}
      className={cn(selectTriggerClasses, className)}
      {...triggerProps}
      {...standInHandlers(loadSelect, onWake)}
    >
      <span className="pointer-events-none">{options.find((option) => option.id === value)?.name}</span>
      <SelectChevron />
    </button>
  );
}

/** The real select; it decides on the focus as it arrives. */
function ArrivingSelect<V extends string | number>({ wake, ...props }: EnumSelectProps<V> & { wake: Exclude<Wake, 'asleep'> }) {
  const trigger = useFocusOnArrival(wake);
  return <LoadedEnumSelect {...props} ref={trigger} defaultOpen={wake === 'opened'} />;
}

/**
 * `EnumSelect` with Radix Select (its positioning and focus code, about 25 kB gzip, and a second
 * render of every option on mount) loaded when the creator first reaches for it: focused, or
 * pressed, which opens it once it has arrived. A page whose first load must stay small (the
 * dashboard's quick tool) starts with stand-ins that look the same.
 */
export function LazyEnumSelect<V extends string | number>(props: EnumSelectProps<V>) {
  const [wake, setWake] = useState<Wake>('asleep');
  if (wake === 'asleep') return <SelectStandIn {...props} onWake={setWake} />;
  return (
    <Suspense fallback={<SelectStandIn {...props} />}>
      <ArrivingSelect {...props} wake={wake} />
    </Suspense>
  );
}
