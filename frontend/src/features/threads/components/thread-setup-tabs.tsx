import { ArrowRight, Eye, Settings2, SlidersHorizontal, Sparkles } from 'lucide-react';
import { lazy, Suspense, type ReactNode } from 'react';
import type { PlanFeatures } from '@chainscribe/contracts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { LoadingLine } from '../../../components/ui/status-screen.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import type { ThreadForm } from '../utils/thread-options.ts';
import { BasicSetup } from './basic-setup.tsx';
import type { GeneratedThread, ThreadAuthor } from './thread-preview.tsx';

/** The generated thread's view (X's look, counts, copy and export) loads when a thread is on its way. */
export const loadThreadPreview = () => import('./thread-preview.tsx');
const ThreadPreview = lazy(() => loadThreadPreview().then((module) => ({ default: module.ThreadPreview })));

/**
 * Advanced Options (the selects, switches and tones, with their dialog and popover code) load when
 * the creator reaches for the tab or the button to it: the page starts with what Basic Setup shows.
 */
const loadAdvancedOptions = () => import('./advanced-options.tsx');
const AdvancedOptions = lazy(() => loadAdvancedOptions().then((module) => ({ default: module.AdvancedOptions })));
const reachForAdvanced = { onPointerEnter: () => void loadAdvancedOptions(), onFocus: () => void loadAdvancedOptions() };

export const threadTabs = ['basic', 'advanced', 'preview'] as const;
export type ThreadTab = (typeof threadTabs)[number];

const tabLabels = [
  ['basic', Settings2, 'Basic Setup'],
  ['advanced', SlidersHorizontal, 'Advanced Options'],
  ['preview', Eye, 'Preview & Generate'],
] as const;

function StepCard({
  next,
  nextLabel,
  onNext,
  children,
  reachForNext,
}: {
  next: ThreadTab;
  nextLabel: string;
  onNext: (tab: ThreadTab) => void;
  children: ReactNode;
  /** Handlers that start loading the next step's code when the button is reached for. */
  reachForNext?: typeof reachForAdvanced;
}) {
  return (
    <Card className="p-5 sm:p-6">
      {children}
      <div className="mt-6 flex justify-end">
        <Button variant="secondary" onClick={() => onNext(next)} {...reachForNext}>
          {nextLabel} <ArrowRight aria-hidden="true" />
        </Button>
      </div>
    </Card>
  );
}

function PreviewPlaceholder({ busy }: { busy: boolean }) {
  return (
    <Card className="flex flex-col items-center gap-3 p-10 text-center">
      <span className="grid size-12 place-items-center rounded-2xl bg-primary/15 text-primary">
        <Sparkles aria-hidden="true" className="size-6" />
      </span>
      <h2 className="text-lg font-semibold">{busy ? 'Your thread is on its way' : 'Your thread will appear here'}</h2>
      <p className="max-w-md text-sm text-muted-foreground">
        Check the summary, then generate. You will see every post as X shows it, with its character count.
      </p>
    </Card>
  );
}

export interface ThreadSetupTabsProps {
  tab: ThreadTab;
  onTabChange: (tab: ThreadTab) => void;
  form: ThreadForm;
  setField: <K extends keyof ThreadForm>(key: K, value: ThreadForm[K]) => void;
  features: PlanFeatures;
  isPremium: boolean;
  busy: boolean;
  thread: GeneratedThread | null;
  author: ThreadAuthor;
}

/** Basic setup → advanced options → preview, each step with a button to the next. */
export function ThreadSetupTabs({ tab, onTabChange, form, setField, features, isPremium, busy, thread, author }: ThreadSetupTabsProps) {
  const change = (value: string) => onTabChange(threadTabs.find((candidate) => candidate === value) ?? 'basic');
  return (
    <Tabs value={tab} onValueChange={change}>
      {/* Three equal columns on phones, where the labels wrap instead of scrolling out of view. */}
      <TabsList aria-label="Thread setup" className="grid w-full grid-cols-3 sm:inline-flex sm:w-auto">
        {tabLabels.map(([value, Icon, label]) => (
          <TabsTrigger
            key={value}
            value={value}
            {...(value === 'advanced' ? reachForAdvanced : {})}
            className="h-full justify-center px-2 text-center text-xs leading-tight whitespace-normal sm:px-3.5 sm:text-sm sm:whitespace-nowrap"
          >
            <Icon aria-hidden="true" className="hidden sm:block" /> {label}
          </TabsTrigger>
        ))}
      </TabsList>
      <TabsContent value="basic">
        <StepCard next="advanced" nextLabel="Next: Advanced Options" onNext={onTabChange} reachForNext={reachForAdvanced}>
          <BasicSetup form={form} setField={setField} features={features} disabled={busy} />
        </StepCard>
      </TabsContent>
      <TabsContent value="advanced">
        <StepCard next="preview" nextLabel="Next: Preview & Generate" onNext={onTabChange}>
          <Suspense fallback={<LoadingLine>Loading options...</LoadingLine>}>
            <AdvancedOptions form={form} setField={setField} features={features} isPremium={isPremium} disabled={busy} />
          </Suspense>
        </StepCard>
      </TabsContent>
      <TabsContent value="preview">
        {thread ? (
          <Suspense fallback={<PreviewPlaceholder busy />}>
            <ThreadPreview key={thread.libraryId ?? thread.generatedAt.toISOString()} thread={thread} author={author} />
          </Suspense>
        ) : (
          <PreviewPlaceholder busy={busy} />
        )}
      </TabsContent>
    </Tabs>
  );
}
