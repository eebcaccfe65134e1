import { ArrowLeft, ArrowRight, Crown, Eye, Settings2, SlidersHorizontal, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { toast } from 'sonner';
import { generateThread, messages, planFeatures } from '@chainscribe/contracts';
import type { GetThreadPlanResponse } from '@chainscribe/contracts';
import { paths } from '../../../config/paths.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Progress } from '../../../components/ui/progress.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { InlineLoading } from '../../../components/ui/status-screen.tsx';
import { useDebouncedValue } from '../../../hooks/use-debounced-value.ts';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth/auth-context.ts';
import type { GenerationProgress } from '../../../lib/generation/run-generation.ts';
import { readLearningHistory, recordLearning } from '../../../lib/personalization/learning-history.ts';
import { readPersonalizationEnabled } from '../../../lib/personalization/preference.ts';
import { sessionStartedAt } from '../../../lib/personalization/session.ts';
import { buildThreadContext, readBrowserFacts } from '../../../lib/personalization/thread-context.ts';
import { useGenerateThread } from '../api/generate-thread.ts';
import { useThreadPlan } from '../api/get-thread-plan.ts';
import { useTokenData } from '../api/get-token-data.ts';
import { useThreadForm } from '../hooks/use-thread-form.ts';
import { buildThreadRequest, threadTitle } from '../utils/build-thread-request.ts';
import { AdvancedOptions, BasicSetup } from './setup-tabs.tsx';
import { ThreadSummaryCard, TipsCard, TokenDataCard, UsageCard } from './side-column.tsx';
import { TOKEN_SEARCH_DEBOUNCE_MS } from './token-picker.tsx';
import { ThreadPreview } from './thread-preview.tsx';
import type { GeneratedThread } from './thread-preview.tsx';

const tabs = ['basic', 'advanced', 'preview'] as const;
type Tab = (typeof tabs)[number];

function progressLabel(progress: GenerationProgress | null): string {
  if (!progress || progress.status === 'queued') return 'Queued: waiting for a writer...';
  if (progress.progress < 45) return 'Gathering research and market data...';
  if (progress.progress < 90) return 'Writing your thread...';
  return 'Checking every post fits on X...';
}

/** Without a plan answer the page still works with the free plan's options (spec §6: length 8). */
const unknownPlan: GetThreadPlanResponse = { plan: 'free', isPremium: false, usage: { threadsToday: 0, remaining: 0 }, features: planFeatures('free') };

/** /dashboard/new-thread (spec §2, §4, §5). */
export function NewThreadPage() {
  const auth = useAuth();
  const plan = useThreadPlan();
  const [tab, setTab] = useState<Tab>('basic');
  const { form, setField, countTabSwitch, countTokenSearch, interactions } = useThreadForm(plan.data);
  // Fetched for any symbol longer than one character (spec §4), once typing pauses like the search.
  const settledSymbol = useDebouncedValue(form.threadType === 'token' ? form.tokenSymbol : '', TOKEN_SEARCH_DEBOUNCE_MS);
  const token = useTokenData(settledSymbol);
  const generation = useGenerateThread();
  const [thread, setThread] = useState<GeneratedThread | null>(null);
  const [invalid, setInvalid] = useState<string | null>(null);

  if (plan.isPending && auth.status === 'signed-in') return <InlineLoading message="Loading thread generator..." />;

  const current = plan.data ?? unknownPlan;
  const features = current.features;
  const limitReached = plan.data !== undefined && !current.isPremium && current.usage.remaining === 0;
  const busy = generation.isPending;
  const author = { name: auth.identity?.email?.split('@')[0] ?? 'You', handle: (auth.identity?.email?.split('@')[0] ?? 'you').replace(/[^A-Za-z0-9_]/g, '').slice(0, 15) || 'you' };
  const error = invalid ?? (generation.isError ? errorMessage(generation.error, messages.failedToGenerateThread) || messages.anErrorOccurred : null);

  const changeTab = (value: string) => {
    const next = tabs.find((candidate) => candidate === value) ?? 'basic';
    if (next !== tab) countTabSwitch();
    setTab(next);
  };

  const onGenerate = () => {
    if (!auth.identity || busy || limitReached) return;
    const personal = readPersonalizationEnabled();
    const context = personal
      ? buildThreadContext({ history: readLearningHistory(), now: new Date(), sessionStartedAt: sessionStartedAt(), browser: readBrowserFacts(), interactions: interactions() })
      : null;
    const body = buildThreadRequest(form, token.data, context);
    const checked = generateThread.request.safeParse(body);
    if (!checked.success) {
      setInvalid(checked.error.issues[0]?.message ?? messages.invalidRequest);
      return;
    }
    // Spec §4: starting clears the prior error and thread.
    setInvalid(null);
    setThread(null);
    const snapshot = form;
    generation.mutate(body, {
      onSuccess: (data) => {
        setThread({ tweets: data.thread, enhancedFeatures: data.enhancedFeatures, title: threadTitle(snapshot), generatedAt: new Date() });
        setTab('preview');
        toast.success('Thread generated!');
        if (personal) {
          recordLearning({
            at: new Date().toISOString(),
            threadType: snapshot.threadType,
            tone: snapshot.tonePreset,
            length: snapshot.threadLength,
            hookStyle: snapshot.hookStyle,
            topic: snapshot.threadType === 'token' ? null : snapshot.customTopic.trim() || null,
            tokenSymbol: snapshot.threadType === 'token' ? snapshot.tokenSymbol.trim().toUpperCase() || null : null,
            includePrice: snapshot.includePrice,
            includeCTA: snapshot.includeCTA,
          });
        }
      },
    });
  };

  return (
    <div className="flex flex-col gap-8">
      <title>New Thread · Chainscribe</title>
      <header className="flex flex-col gap-3">
        <Link to={paths.dashboard} className="inline-flex items-center gap-1.5 self-start text-sm font-medium text-muted-foreground hover:text-foreground">
          <ArrowLeft aria-hidden="true" className="size-4" /> Back to Dashboard
        </Link>
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Create New Thread</h1>
        <p className="text-muted-foreground">Turn a topic, a token or an X post into a thread that is ready to post.</p>
      </header>

      <div className="grid items-start gap-6 lg:grid-cols-3">
        <div className="flex min-w-0 flex-col gap-6 lg:col-span-2">
          <Tabs value={tab} onValueChange={changeTab}>
            {/* Three equal columns on phones, where the labels wrap instead of scrolling out of view. */}
            <TabsList aria-label="Thread setup" className="grid w-full grid-cols-3 sm:inline-flex sm:w-auto">
              {(
                [
                  ['basic', Settings2, 'Basic Setup'],
                  ['advanced', SlidersHorizontal, 'Advanced Options'],
                  ['preview', Eye, 'Preview & Generate'],
                ] as const
              ).map(([value, Icon, label]) => (
                <TabsTrigger key={value} value={value} className="h-full justify-center px-2 text-center text-xs leading-tight whitespace-normal sm:px-3.5 sm:text-sm sm:whitespace-nowrap">
                  <Icon aria-hidden="true" className="hidden sm:block" /> {label}
                </TabsTrigger>
              ))}
            </TabsList>

            <TabsContent value="basic">
              <Card className="p-5 sm:p-6">
                <BasicSetup form={form} setField={setField} features={features} disabled={busy} onTokenSearch={countTokenSearch} />
                <div className="mt-6 flex justify-end">
                  <Button variant="secondary" onClick={() => changeTab('advanced')}>
                    Next: Advanced Options <ArrowRight aria-hidden="true" />
                  </Button>
                </div>
              </Card>
            </TabsContent>

            <TabsContent value="advanced">
              <Card className="p-5 sm:p-6">
                <AdvancedOptions form={form} setField={setField} features={features} isPremium={current.isPremium} disabled={busy} />
                <div className="mt-6 flex justify-end">
                  <Button variant="secondary" onClick={() => changeTab('preview')}>
                    Next: Preview & Generate <ArrowRight aria-hidden="true" />
                  </Button>
                </div>
              </Card>
            </TabsContent>

            <TabsContent value="preview">
              {thread ? (
                <ThreadPreview thread={thread} author={author} />
              ) : (
                <Card className="flex flex-col items-center gap-3 p-10 text-center">
                  <span className="grid size-12 place-items-center rounded-2xl bg-primary/15 text-primary">
                    <Sparkles aria-hidden="true" className="size-6" />
                  </span>
                  <h2 className="text-lg font-semibold">{busy ? 'Your thread is on its way' : 'Your thread will appear here'}</h2>
                  <p className="max-w-md text-sm text-muted-foreground">Check the summary, then generate. You will see every post as X shows it, with its character count.</p>
                </Card>
              )}
            </TabsContent>
          </Tabs>

          <Card className="flex flex-col gap-4 p-5 sm:p-6" role="region" aria-label="Generate">
            {limitReached ? (
              <Alert
                tone="warning"
                title={messages.threadLimitReached}
                action={
                  <Button asChild size="sm" variant="premium">
                    <Link to={paths.pricing}>
                      <Crown aria-hidden="true" /> Upgrade
                    </Link>
                  </Button>
                }
              />
            ) : null}
            {error ? (
              <Alert
                tone="danger"
                role="alert"
                title={error}
                action={
                  error.toLowerCase().includes('premium') ? (
                    <Button asChild size="sm" variant="premium">
                      <Link to={paths.pricing}>
                        <Crown aria-hidden="true" /> Upgrade to Premium
                      </Link>
                    </Button>
                  ) : undefined
                }
              />
            ) : null}
            {busy ? (
              <div className="flex flex-col gap-2" aria-live="polite">
                <div className="flex items-center justify-between text-sm">
                  <span className="text-muted-foreground">{progressLabel(generation.progress)}</span>
                  <span className="font-medium tabular-nums">{generation.progress?.progress ?? 0}%</span>
                </div>
                <Progress value={generation.progress?.progress ?? 0} label="Thread generation progress" />
              </div>
            ) : null}
            <Button size="lg" className="w-full" onClick={onGenerate} disabled={busy || !auth.identity || limitReached}>
              {busy ? (
                <>
                  <Spinner /> Generating Thread...
                </>
              ) : (
                <>
                  <Sparkles aria-hidden="true" /> Generate Thread
                </>
              )}
            </Button>
          </Card>
        </div>

        <aside className="flex flex-col gap-6" aria-label="Thread details">
          {plan.data ? <UsageCard plan={plan.data} /> : null}
          {form.threadType === 'token' && form.tokenSymbol.trim().length > 1 ? (
            <TokenDataCard
              symbol={form.tokenSymbol.trim()}
              data={token.data?.symbol === form.tokenSymbol.trim().toUpperCase().replace(/^\$/, '') ? token.data : undefined}
              loading={token.isFetching || settledSymbol !== form.tokenSymbol}
            />
          ) : null}
          <ThreadSummaryCard form={form} />
          <TipsCard />
        </aside>
      </div>
    </div>
  );
}
