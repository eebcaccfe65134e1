import { Activity, Crown, Lightbulb, ListChecks, TrendingDown, TrendingUp } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { isUnlimited, messages } from '@chainscribe/contracts/catalogue';
import type { GetThreadPlanResponse, TokenData } from '@chainscribe/contracts';
import { paths } from '../../../config/paths.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Progress } from '../../../components/ui/progress.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { cn } from '../../../lib/utils.ts';
import { formatChange, formatCompactUsd, formatUsd } from '../utils/format.ts';
import { hookStyleOptions, nameOf, threadToneOptions, threadTypeOptions } from '../utils/thread-options.ts';
import type { ThreadForm } from '../utils/thread-options.ts';

function SideCard({
  icon,
  title,
  children,
  className,
  labelledBy,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
  className?: string;
  labelledBy: string;
}) {
  return (
    <Card className={className} role="region" aria-labelledby={labelledBy}>
      <CardHeader className="pb-2">
        <CardTitle id={labelledBy} className="flex items-center gap-2 text-base">
          <span className="text-primary [&_svg]:size-4">{icon}</span>
          {title}
        </CardTitle>
      </CardHeader>
      <CardContent className="pt-2">{children}</CardContent>
    </Card>
  );
}

/** Spec §2: usage shown as used/limit. */
export function UsageCard({ plan }: { plan: GetThreadPlanResponse }) {
  const limit = plan.features.dailyLimit;
  const used = plan.usage.threadsToday;
  const unlimited = isUnlimited(limit);
  const remaining = plan.usage.remaining;
  return (
    <SideCard icon={<Activity />} title="Today's Usage" labelledBy="usage-title">
      <div className="flex items-end justify-between gap-3">
        <p className="text-3xl font-bold tabular-nums" aria-label={`${used} of ${unlimited ? 'unlimited' : limit} threads used today`}>
          {used}/{unlimited ? '∞' : limit}
        </p>
        {plan.isPremium ? (
          <Badge tone="premium">
            <Crown aria-hidden="true" /> Premium
          </Badge>
        ) : (
          <Badge>Free</Badge>
        )}
      </div>
      {unlimited ? (
        <p className="mt-3 text-sm text-muted-foreground">Unlimited threads on your plan.</p>
      ) : (
        <>
          <Progress
            className="mt-3"
            value={limit > 0 ? (used / limit) * 100 : 100}
            label="Threads used today"
            barClassName={remaining === 0 ? 'from-danger to-danger' : undefined}
          />
          <p className={cn('mt-2 text-sm', remaining === 0 ? 'text-danger' : 'text-muted-foreground')}>
            {remaining === 0
              ? 'No threads left today. Resets at midnight UTC.'
              : `${remaining} ${remaining === 1 ? 'thread' : 'threads'} left today`}
          </p>
        </>
      )}
      {!plan.isPremium ? (
        <Button asChild variant="premium" size="sm" className="mt-4 w-full">
          <Link to={paths.pricing}>
            <Crown aria-hidden="true" /> Go unlimited
          </Link>
        </Button>
      ) : null}
    </SideCard>
  );
}

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-sm font-semibold tabular-nums">{children}</dd>
    </div>
  );
}

const timeOf = (iso: string | null): string | null =>
  iso ? new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' }) : null;

/** Where the figures come from; a bundled snapshot is never presented as live. */
export function provenanceOf(data: Pick<TokenData, 'status' | 'source' | 'asOf'>): string {
  if (data.status === 'snapshot') {
    const day = data.asOf ? new Date(data.asOf).toLocaleDateString('en-US', { dateStyle: 'medium' }) : 'an earlier date';
    return `Not live: bundled snapshot as of ${day}`;
  }
  const from = data.source ? ` from ${data.source}` : '';
  const at = data.asOf ? ` · ${timeOf(data.asOf)}` : '';
  return `${data.status === 'cached' ? 'Cached' : 'Live'}${from}${at}`;
}

/** The token's market data as the market service reports it; never invented when it has none. */
export function TokenDataCard({ symbol, data, loading }: { symbol: string; data: TokenData | undefined; loading: boolean }) {
  return (
    <SideCard icon={<TrendingUp />} title="Token Data" labelledBy="token-data-title">
      {loading && !data ? (
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <Spinner /> Loading ${symbol}...
        </p>
      ) : !data ? (
        <p className="text-sm text-muted-foreground">No market data found for ${symbol}.</p>
      ) : (
        <div className="flex flex-col gap-3">
          <p className="flex items-baseline gap-2">
            <span className="font-mono text-lg font-bold">${data.symbol}</span>
            {data.name ? <span className="truncate text-sm text-muted-foreground">{data.name}</span> : null}
          </p>
          {data.status === 'unavailable' || data.price === null ? (
            <div className="rounded-lg border border-warning/30 bg-warning/10 p-3 text-sm">
              <p className="font-medium text-foreground">{messages.priceDataUnavailable}</p>
              <p className="mt-1 text-xs text-muted-foreground">
                {data.lastKnownAt ? `Last figures seen ${timeOf(data.lastKnownAt)}.` : 'No figures have been seen for this token yet.'}{' '}
                Threads will not quote a price.
              </p>
            </div>
          ) : (
            <>
              <dl className="grid grid-cols-2 gap-3">
                <Figure label="Price">{formatUsd(data.price)}</Figure>
                <Figure label="24h change">
                  {data.change24h === null ? (
                    '—'
                  ) : (
                    <span className={cn('inline-flex items-center gap-1', data.change24h >= 0 ? 'text-success' : 'text-danger')}>
                      {data.change24h >= 0 ? (
                        <TrendingUp aria-hidden="true" className="size-3.5" />
                      ) : (
                        <TrendingDown aria-hidden="true" className="size-3.5" />
                      )}
                      {formatChange(data.change24h)}
                    </span>
                  )}
                </Figure>
                <Figure label="Market cap">{data.marketCap === null ? '—' : formatCompactUsd(data.marketCap)}</Figure>
                <Figure label="24h volume">{data.volume24h === null ? '—' : formatCompactUsd(data.volume24h)}</Figure>
              </dl>
              {data.sentiment ? (
                <p className="text-sm">
                  Sentiment:{' '}
                  <Badge
                    tone={data.sentiment.label === 'bullish' ? 'success' : data.sentiment.label === 'bearish' ? 'danger' : 'neutral'}
                    className="capitalize"
                  >
                    {data.sentiment.label}
                  </Badge>
                </p>
              ) : null}
              <p className="text-xs text-muted-foreground">{provenanceOf(data)}</p>
            </>
          )}
        </div>
      )}
    </SideCard>
  );
}

/** What the thread will be, at a glance. */
export function ThreadSummaryCard({ form }: { form: ThreadForm }) {
  const source =
    form.threadType === 'token'
      ? form.tokenSymbol
        ? `$${form.tokenSymbol}`
        : 'No token yet'
      : form.threadType === 'trend'
        ? form.tweetUrl || 'No post link yet'
        : form.customTopic.trim() || 'No topic yet';
  const rows: [string, string][] = [
    ['Type', nameOf(threadTypeOptions, form.threadType)],
    [form.threadType === 'token' ? 'Token' : form.threadType === 'trend' ? 'Post' : 'Topic', source],
    ['Tone', nameOf(threadToneOptions, form.tonePreset)],
    ['Length', `${form.threadLength} tweets`],
    ['Hook', nameOf(hookStyleOptions, form.hookStyle)],
    ['Price data', form.includePrice ? 'Included' : 'Off'],
    ['Call to action', form.includeCTA ? 'Included' : 'Off'],
  ];
  return (
    <SideCard icon={<ListChecks />} title="Thread Summary" labelledBy="thread-summary-title">
      <dl className="flex flex-col gap-2 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="flex items-start justify-between gap-4">
            <dt className="shrink-0 text-muted-foreground">{label}</dt>
            <dd className="min-w-0 truncate text-right font-medium" title={value}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
    </SideCard>
  );
}

const tips = [
  'Hooks decide reach: the first post should make people stop scrolling.',
  'Keep one idea per post and read the thread aloud before posting.',
  'Add your own take or a chart. Edited threads outperform raw AI text.',
  'Post when your audience is awake, then reply to early comments.',
];

export function TipsCard() {
  return (
    <SideCard icon={<Lightbulb />} title="Tips" labelledBy="thread-tips-title">
      <ul className="flex list-disc flex-col gap-2 pl-4 text-sm text-muted-foreground marker:text-primary">
        {tips.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ul>
    </SideCard>
  );
}
