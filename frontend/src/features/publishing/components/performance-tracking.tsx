import { useState } from 'react';
import type { PerformanceGroup, PerformanceSummary } from '@chainscribe/contracts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { usePerformanceSummary } from '../api/metrics.ts';
import { BarList } from './line-chart.tsx';
import { PostPerformanceCard } from './post-performance-card.tsx';

const count = (n: number) => n.toLocaleString('en-US');
const percent = (rate: number) => `${(rate * 100).toFixed(1)}%`;
const engagementsOf = (t: PerformanceSummary['totals']) => t.likes + t.reposts + t.replies + t.quotes + t.bookmarks;

function Totals({ totals }: { totals: PerformanceSummary['totals'] }) {
  const figures = [
    ['Posts', totals.posts],
    ['Impressions', totals.impressions],
    ['Likes', totals.likes],
    ['Reposts', totals.reposts],
    ['Replies', totals.replies],
    ['Bookmarks', totals.bookmarks],
  ] as const;
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
      {figures.map(([label, value]) => (
        <div key={label} className="rounded-xl border border-border p-3">
          <dt className="text-xs text-muted-foreground">{label}</dt>
          <dd className="text-xl font-semibold tabular-nums" data-testid={`perf-${label}`}>
            {count(value)}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function BestPosts({
  posts,
  selected,
  onSelect,
}: {
  posts: PerformanceSummary['posts'];
  selected: string | null;
  onSelect: (id: string) => void;
}) {
  return (
    <ol className="flex flex-col gap-2">
      {posts.slice(0, 5).map((post, index) => (
        <li key={post.postId} className="flex flex-col gap-2 rounded-xl border border-border p-3 text-sm">
          <p className="flex gap-2">
            <span className="font-semibold tabular-nums">{index + 1}.</span>
            <span className="line-clamp-2 min-w-0 break-words">{post.firstTweet}</span>
          </p>
          <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
            {post.tone ? <Badge>{post.tone}</Badge> : null}
            <span className="text-muted-foreground tabular-nums">{`${count(post.totals.impressions)} impressions · ${percent(post.engagementRate)}`}</span>
            <a className="text-primary underline underline-offset-4" href={post.postUrl} target="_blank" rel="noreferrer">
              View on X
            </a>
            <Button
              size="sm"
              className="ml-auto"
              variant={selected === post.postId ? 'secondary' : 'outline'}
              aria-pressed={selected === post.postId}
              onClick={() => onSelect(post.postId)}
            >
              Chart
            </Button>
          </div>
        </li>
      ))}
    </ol>
  );
}

const bars = (groups: PerformanceGroup[], label: (key: string) => string) =>
  groups.map((g) => ({
    key: g.key,
    label: label(g.key),
    value: g.engagementRate,
    note: `${percent(g.engagementRate)} · ${g.posts} ${g.posts === 1 ? 'post' : 'posts'}`,
  }));

function Breakdowns({ summary }: { summary: PerformanceSummary }) {
  const hours = [...summary.byHour].sort((a, b) => Number(a.key) - Number(b.key));
  const sections = [
    { title: 'By tone', items: bars(summary.byTone, (k) => k) },
    { title: 'By hook', items: bars(summary.byHook, (k) => k) },
    { title: `By hour of day (${summary.timeZone})`, items: bars(hours, (k) => `${k.padStart(2, '0')}:00`) },
  ];
  return (
    <div className="grid gap-6 lg:grid-cols-3">
      {sections.map((s) => (
        <div key={s.title} className="flex flex-col gap-3">
          <h4 className="text-sm font-semibold">{s.title}</h4>
          <BarList label={`Engagement rate ${s.title.toLowerCase()}`} bars={s.items} />
        </div>
      ))}
    </div>
  );
}

function SummaryView({ summary }: { summary: PerformanceSummary }) {
  const [selected, setSelected] = useState<string | null>(summary.posts[0]?.postId ?? null);
  if (summary.totals.posts === 0)
    return (
      <p className="text-sm text-muted-foreground">
        Nothing posted through Chainscribe yet. Post or schedule a thread from the library and its numbers show here.
      </p>
    );
  return (
    <div className="flex flex-col gap-6">
      <Totals totals={summary.totals} />
      <p className="text-sm text-muted-foreground">{`${percent(summary.totals.impressions > 0 ? engagementsOf(summary.totals) / summary.totals.impressions : 0)} of impressions turned into engagement.`}</p>
      <div className="grid gap-6 lg:grid-cols-2">
        <div className="flex flex-col gap-3">
          <h4 className="text-sm font-semibold">Best posts</h4>
          <BestPosts posts={summary.posts} selected={selected} onSelect={setSelected} />
        </div>
        <div className="flex flex-col gap-3">
          <h4 className="text-sm font-semibold">Over time</h4>
          {selected ? <PostPerformanceCard postId={selected} /> : null}
        </div>
      </div>
      <Breakdowns summary={summary} />
    </div>
  );
}

/** Analytics → Performance Tracking: what posted threads did on X, so the creator learns what works. */
export default function PerformanceTracking() {
  const summary = usePerformanceSummary();
  return (
    <Card role="region" aria-labelledby="performance-title">
      <CardHeader>
        <CardTitle id="performance-title">Performance Tracking</CardTitle>
        <CardDescription>Impressions and engagement of what you posted, read from X for 7 days after posting.</CardDescription>
      </CardHeader>
      <CardContent>
        {summary.isPending ? (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <Spinner /> Loading performance...
          </p>
        ) : summary.isError ? (
          <Alert tone="danger" title="Performance could not be loaded">
            {errorMessage(summary.error, 'Try again in a moment.')}
          </Alert>
        ) : (
          <SummaryView summary={summary.data} />
        )}
      </CardContent>
    </Card>
  );
}
