import { Activity, ArrowLeft, BarChart3, CalendarClock, CalendarDays, CalendarRange, Clock, Crown, Eye, FileText, Heart, Lightbulb, MessageCircle, MousePointerClick, Repeat2, RotateCw, Trophy, Users } from 'lucide-react';
import type { ComponentType, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { messages } from '@chainscribe/contracts';
import { paths } from '../../../config/paths.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { InlineLoading } from '../../../components/ui/status-screen.tsx';
import { useActivityReport } from '../api/get-analytics.ts';
import { quickInsights } from '../utils/fallback-counts.ts';
import { ActivityChart } from './activity-chart.tsx';

function StatCard({ icon: Icon, label, value, note }: { icon: ComponentType<{ className?: string }>; label: string; value: number; note: string }) {
  return (
    <Card className="flex flex-col gap-3 p-5" role="group" aria-label={label}>
      <div className="flex items-center justify-between text-sm text-muted-foreground">
        {label}
        <span className="grid size-8 place-items-center rounded-lg bg-primary/10 text-primary">
          <Icon className="size-4" />
        </span>
      </div>
      <p className="text-3xl font-bold tabular-nums" data-testid={`stat-${label}`}>
        {value}
      </p>
      <p className="text-xs text-muted-foreground">{note}</p>
    </Card>
  );
}

function ActivityRow({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="flex items-center gap-3 rounded-xl border border-border p-4">
      <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-muted text-primary [&_svg]:size-4">{icon}</span>
      <dl className="min-w-0">
        <dt className="text-xs text-muted-foreground">{label}</dt>
        <dd className="text-lg font-semibold tabular-nums">{children}</dd>
      </dl>
    </div>
  );
}

const comingMetrics = [
  { icon: MousePointerClick, name: 'Clicks' },
  { icon: Eye, name: 'Impressions' },
  { icon: Heart, name: 'Likes' },
  { icon: Repeat2, name: 'Retweets' },
  { icon: MessageCircle, name: 'Comments' },
  { icon: Trophy, name: 'Best threads' },
];

/** /dashboard/analytics (spec §2, §4, §8). */
export function AnalyticsPage({ isPremium }: { isPremium: boolean }) {
  const report = useActivityReport();

  if (report.isPending) return <InlineLoading message="Loading your analytics..." />;
  if (report.isError) {
    return (
      <div className="mx-auto flex max-w-lg flex-col items-center gap-4 py-16 text-center">
        <span className="grid size-14 place-items-center rounded-2xl bg-danger/15 text-danger">
          <BarChart3 aria-hidden="true" className="size-7" />
        </span>
        <h1 className="text-2xl font-bold">{messages.unableToLoadAnalyticsTitle}</h1>
        <p className="text-sm break-words text-muted-foreground">{report.error.message}</p>
        <Button onClick={() => window.location.reload()}>
          <RotateCw aria-hidden="true" /> Try Again
        </Button>
      </div>
    );
  }

  const { analytics, source } = report.data;
  const threads = analytics.threadGeneration;
  const activity = analytics.userActivity;
  const insights = quickInsights(threads, activity.daysActive);

  return (
    <div className="flex flex-col gap-8">
      <header className="flex flex-col gap-3">
        <Link to={paths.dashboard} className="inline-flex items-center gap-1.5 self-start text-sm font-medium text-muted-foreground hover:text-foreground">
          <ArrowLeft aria-hidden="true" className="size-4" /> Back to Dashboard
        </Link>
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Analytics</h1>
        <p className="text-muted-foreground">Your writing activity at a glance.</p>
      </header>

      {source === 'threads' ? (
        <Alert tone="info" title="Showing counts from your thread history">
          Full analytics are unavailable right now, so these figures are counted from your saved threads.
        </Alert>
      ) : null}

      <section aria-label="Thread counts" className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        <StatCard icon={FileText} label="Total Threads" value={threads.total} note="All time" />
        <StatCard icon={CalendarDays} label="This Month" value={threads.thisMonth} note="Since the 1st (UTC)" />
        <StatCard icon={Clock} label="Today" value={threads.today} note="Since midnight UTC" />
        <StatCard icon={CalendarRange} label="This Week" value={threads.thisWeek} note="Past 7 days" />
      </section>

      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <BarChart3 aria-hidden="true" className="size-5 text-primary" /> Last 30 Days
          </CardTitle>
          <CardDescription>
            Threads and tweets you generated each day (UTC).
            {analytics.tweetGeneration ? ` Tweets: ${analytics.tweetGeneration.total} in total, ${analytics.tweetGeneration.thisMonth} this month, ${analytics.tweetGeneration.today} today.` : ''}
          </CardDescription>
        </CardHeader>
        <CardContent>
          {analytics.daily.length > 0 ? <ActivityChart days={analytics.daily} /> : <p className="text-sm text-muted-foreground">No activity yet. Generate a thread to start your chart.</p>}
        </CardContent>
      </Card>

      <div className="grid gap-6 lg:grid-cols-2">
        <Card role="region" aria-labelledby="your-activity">
          <CardHeader>
            <CardTitle id="your-activity" className="flex items-center gap-2">
              <Activity aria-hidden="true" className="size-5 text-primary" /> Your Activity
            </CardTitle>
          </CardHeader>
          <CardContent className="grid grid-cols-2 gap-3">
            <ActivityRow icon={<CalendarClock />} label="Days Active">
              {activity.daysActive}
            </ActivityRow>
            <ActivityRow icon={<Users />} label="Total Sessions">
              {activity.totalSessions ?? '—'}
            </ActivityRow>
            <ActivityRow icon={<CalendarDays />} label="Account Age (days)">
              {activity.accountAge}
            </ActivityRow>
            <ActivityRow icon={<Crown />} label="Plan Status">
              {isPremium ? <span className="text-gold-500 dark:text-gold-400">Premium</span> : 'Free'}
            </ActivityRow>
          </CardContent>
        </Card>

        <Card role="region" aria-labelledby="quick-insights">
          <CardHeader>
            <CardTitle id="quick-insights" className="flex items-center gap-2">
              <Lightbulb aria-hidden="true" className="size-5 text-primary" /> Quick Insights
            </CardTitle>
          </CardHeader>
          <CardContent>
            <ul className="flex flex-col gap-3 text-sm">
              <li className="flex items-baseline gap-3 rounded-xl bg-muted/50 p-3.5">
                <span className="text-2xl font-bold text-primary tabular-nums">{insights.monthShare}%</span>
                <span className="text-muted-foreground">of your threads were created this month</span>
              </li>
              <li className="flex items-baseline gap-3 rounded-xl bg-muted/50 p-3.5">
                <span className="text-2xl font-bold text-primary tabular-nums">{insights.perDay}</span>
                <span className="text-muted-foreground">threads per day on average</span>
              </li>
              <li className="flex items-baseline gap-3 rounded-xl bg-muted/50 p-3.5">
                <span className="text-2xl font-bold text-primary tabular-nums">{insights.thisWeek}</span>
                <span className="text-muted-foreground">{insights.thisWeek === 1 ? 'thread' : 'threads'} this week</span>
              </li>
            </ul>
          </CardContent>
        </Card>
      </div>

      <Card role="region" aria-labelledby="performance-tracking" className="border-dashed">
        <CardHeader>
          <div className="flex flex-wrap items-center gap-2">
            <CardTitle id="performance-tracking">Performance Tracking</CardTitle>
            <Badge tone="brand">Coming Soon</Badge>
          </div>
          <CardDescription>Once you connect your X account, see how each thread performs.</CardDescription>
        </CardHeader>
        <CardContent>
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            {comingMetrics.map(({ icon: Icon, name }) => (
              <li key={name} className="flex items-center gap-2 rounded-xl border border-border p-3 text-sm text-muted-foreground">
                <Icon aria-hidden="true" className="size-4" /> {name}
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
    </div>
  );
}
