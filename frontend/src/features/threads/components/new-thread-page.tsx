import { useState } from 'react';
import type { ReactNode } from 'react';
import { planFeatures } from '@chainscribe/contracts/catalogue';
import type { GetThreadPlanResponse, ThreadLength } from '@chainscribe/contracts';
import { AppPageHeader, backToDashboard } from '../../../components/ui/app-page-header.tsx';
import { InlineLoading } from '../../../components/ui/status-screen.tsx';
import { useDebouncedValue } from '../../../hooks/use-debounced-value.ts';
import { useAuth } from '../../../lib/auth/auth-context.ts';
import { usePreviewAuthor } from '../../../lib/current-user/get-profile.ts';
import { useThreadPlan } from '../api/get-thread-plan.ts';
import { useTokenData } from '../api/get-token-data.ts';
import { useThreadForm } from '../hooks/use-thread-form.ts';
import { useThreadGeneration } from '../hooks/use-thread-generation.ts';
import type { ThreadForm } from '../utils/thread-options.ts';
import { GeneratePanel } from './generate-panel.tsx';
import { ThreadSummaryCard, TipsCard, TokenDataCard, UsageCard } from './side-column.tsx';
import { loadThreadPreview, ThreadSetupTabs } from './thread-setup-tabs.tsx';
import type { ThreadTab } from './thread-setup-tabs.tsx';
import { TOKEN_SEARCH_DEBOUNCE_MS } from './token-picker.tsx';

/** Without a plan answer the page still works with the free plan's options (spec §6: length 8). */
const unknownPlan: GetThreadPlanResponse = {
  plan: 'free',
  isPremium: false,
  usage: { threadsToday: 0, remaining: 0 },
  features: planFeatures('free'),
};

/** Live token figures for the symbol being typed, fetched once typing pauses (spec §4). */
function useTypedTokenData(form: ThreadForm) {
  const settledSymbol = useDebouncedValue(form.threadType === 'token' ? form.tokenSymbol : '', TOKEN_SEARCH_DEBOUNCE_MS);
  const token = useTokenData(settledSymbol);
  const symbol = form.tokenSymbol.trim();
  return {
    data: token.data,
    shown: form.threadType === 'token' && symbol.length > 1,
    symbol,
    matching: token.data?.symbol === symbol.toUpperCase().replace(/^\$/, '') ? token.data : undefined,
    loading: token.isFetching || settledSymbol !== form.tokenSymbol,
  };
}

/** The template a thread starts from: its id for the request and its length, which the thread takes. */
export interface ChosenTemplate {
  id: string;
  length: ThreadLength;
}

/** A newly chosen template sets the thread's length once; the user may still change it afterwards. */
function useTemplateLength(template: ChosenTemplate | null, setLength: (length: ThreadLength) => void) {
  const [applied, setApplied] = useState<string | null>(null);
  // Adjusting state while rendering (not in an effect) so the old length never paints.
  if (template && template.id !== applied) {
    setApplied(template.id);
    setLength(template.length);
  }
}

/**
 * /dashboard/new-thread (spec §2, §4, §5). The app layer may hand in a template to start from, the
 * panel that picks it and actions on the result (templates are another feature).
 */
export function NewThreadPage({
  template = null,
  templatePanel,
  threadActions,
  onGenerate: generationStarts,
}: {
  template?: ChosenTemplate | null;
  templatePanel?: ReactNode;
  /** Extra actions on a generated thread (e.g. saving its structure as a template). */
  threadActions?: (thread: { tweets: string[]; title: string }) => ReactNode;
  /** Called as a generation starts: the time to load what `threadActions` needs. */
  onGenerate?: () => void;
}) {
  const auth = useAuth();
  const plan = useThreadPlan();
  const [tab, setTab] = useState<ThreadTab>('basic');
  const author = usePreviewAuthor();
  const { form, setField } = useThreadForm(plan.data);
  useTemplateLength(template, (length) => setField('threadLength', length));
  const token = useTypedTokenData(form);
  const generation = useThreadGeneration({ onDone: () => setTab('preview') });

  if (plan.isPending && auth.status === 'signed-in') return <InlineLoading message="Loading thread generator..." />;

  const current = plan.data ?? unknownPlan;
  const limitReached = plan.data !== undefined && !current.isPremium && current.usage.remaining === 0;
  const onGenerate = () => {
    if (!auth.identity || generation.busy || limitReached) return;
    void loadThreadPreview();
    generationStarts?.();
    void generation.generate(form, token.data, template?.id ?? null);
  };

  return (
    <div className="flex flex-col gap-8">
      <title>New Thread · Chainscribe</title>
      <AppPageHeader
        back={backToDashboard}
        title="Create New Thread"
        description="Turn a topic, a token or an X post into a thread that is ready to post."
      />
      <div className="grid items-start gap-6 lg:grid-cols-3">
        <div className="flex min-w-0 flex-col gap-6 lg:col-span-2">
          {templatePanel}
          <ThreadSetupTabs
            tab={tab}
            onTabChange={setTab}
            form={form}
            setField={setField}
            features={current.features}
            isPremium={current.isPremium}
            busy={generation.busy}
            thread={generation.thread}
            author={author}
          />
          {generation.thread && threadActions && tab === 'preview' ? (
            <div className="flex flex-wrap items-center justify-end gap-3">{threadActions(generation.thread)}</div>
          ) : null}
          <GeneratePanel
            limitReached={limitReached}
            error={generation.error}
            busy={generation.busy}
            progress={generation.progress}
            canGenerate={auth.identity !== null}
            onGenerate={onGenerate}
          />
        </div>
        <aside className="flex flex-col gap-6" aria-label="Thread details">
          {plan.data ? <UsageCard plan={plan.data} /> : null}
          {token.shown ? <TokenDataCard symbol={token.symbol} data={token.matching} loading={token.loading} /> : null}
          <ThreadSummaryCard form={form} />
          <TipsCard />
        </aside>
      </div>
    </div>
  );
}
