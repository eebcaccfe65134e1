import * as TabsPrimitive from '@radix-ui/react-tabs';
import { createContext, use, useId, useState, type ComponentProps } from 'react';
import { cn } from '../../lib/utils.ts';

/** Which tab is open, and the ids that tie each tab to its panel. */
const TabsState = createContext<{ base: string; value: string | undefined } | null>(null);

const tabId = (base: string, value: string) => `${base}tab-${value}`;
const panelId = (base: string, value: string) => `${base}panel-${value}`;

function useTabsState() {
  const state = use(TabsState);
  if (!state) throw new Error('Tabs parts must be rendered inside <Tabs>');
  return state;
}

/**
 * Radix's tabs (roving focus, arrow keys, activation) with panels of our own (`TabsContent`):
 * Radix's panel reads its computed animation as it mounts, which makes the browser style the whole
 * newly rendered page inside React's commit instead of in its next frame.
 */
export function Tabs({ value, defaultValue, onValueChange, ...props }: ComponentProps<typeof TabsPrimitive.Root>) {
  const base = useId();
  const [chosen, setChosen] = useState(defaultValue);
  const current = value ?? chosen;
  return (
    <TabsState value={{ base, value: current }}>
      <TabsPrimitive.Root
        value={current}
        onValueChange={(next) => {
          setChosen(next);
          onValueChange?.(next);
        }}
        {...props}
      />
    </TabsState>
  );
}

/** Tabs wrap onto a second row instead of widening their column, so a phone never scrolls sideways for one (issue 27). */
export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      className={cn('inline-flex max-w-full flex-wrap items-center gap-1 rounded-xl border border-border bg-muted/60 p-1', className)}
      {...props}
    />
  );
}

export function TabsTrigger({ className, value, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  const { base } = useTabsState();
  return (
    <TabsPrimitive.Trigger
      value={value}
      id={tabId(base, value)}
      aria-controls={panelId(base, value)}
      className={cn(
        'inline-flex items-center gap-2 whitespace-nowrap rounded-lg px-3.5 py-1.5 text-sm font-medium text-muted-foreground transition-colors',
        'hover:text-foreground data-[state=active]:bg-card data-[state=active]:text-foreground data-[state=active]:shadow-sm',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring [&_svg]:size-4',
        className,
      )}
      {...props}
    />
  );
}

/** The open tab's panel; the others are not rendered. */
export function TabsContent({ className, value, ...props }: ComponentProps<'div'> & { value: string }) {
  const { base, value: open } = useTabsState();
  if (value !== open) return null;
  return (
    <div
      role="tabpanel"
      id={panelId(base, value)}
      aria-labelledby={tabId(base, value)}
      data-state="active"
      tabIndex={0}
      className={cn('mt-6 focus-visible:outline-none', className)}
      {...props}
    />
  );
}
