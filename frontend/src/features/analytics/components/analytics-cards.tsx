import { messages } from '@chainscribe/contracts/catalogue';
import {
  Activity,
  BarChart3,
  CalendarClock,
  CalendarDays,
  CalendarRange,
  Clock,
  Crown,
  FileText,
  Lightbulb,
  RotateCw,
  Users,
} from 'lucide-react';
import type { ComponentType, ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import type { ActivityReport } from '../utils/fallback-counts.ts';
import { quickInsights } from '../utils/fallback-counts.ts';
import { ActivityChart } from './activity-chart.tsx';

type ReportAnalytics = ActivityReport['analytics'];

function StatCard({
  icon: Icon,
  label,
  value,
  note,
}: {
  icon: ComponentType<{ className?: string }>;
  label: string;
  value: number;
  note: string;
}) {
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
    // On a phone the icon sits above the figures, so the label has the card's whole width (issue 27).
    <div className="flex min-w-0 flex-col items-start gap-3 rounded-xl border border-border p-3 sm:flex-row sm:items-center sm:p-4">
      <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-muted text-primary [&_svg]:size-4">{icon}</span>
      <dl className="min-w-0">
        <dt className="text-xs break-words text-muted-foreground">{label}</dt>
        <dd className="text-lg font-semibold tabular-nums">{children}</dd>
      </dl>
    </div>
  );
}

export function AnalyticsUnavailable({ message }: { message: string }) {
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center gap-4 py-16 text-center">
      <span className="grid size-14 place-items-center rounded-2xl bg-danger/15 text-danger">
        <BarChart3 aria-hidden="true" className="size-7" />
      </span>
      <h1 className="text-2xl font-bold">{messages.unableToLoadAnalyticsTitle}</h1>
      <p className="text-sm break-words text-muted-foreground">{message}</p>
      <Button onClick={() => window.location.reload()}>
        <RotateCw aria-hidden="true" /> Try Again
      </Button>
    </div>
  );
}

export function ThreadCounts({ threads }: { threads: ReportAnalytics['threadGeneration'] }) {
  return (
    <section aria-label="Thread counts" className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      <StatCard icon={FileText} label="Total Threads" value={threads.total} note="All time" />
      <StatCard icon={CalendarDays} label="This Month" value={threads.thisMonth} note="Since the 1st (UTC)" />
      <StatCard icon={Clock} label="Today" value={threads.today} note="Since midnight UTC" />
      <StatCard icon={CalendarRange} label="This Week" value={threads.thisWeek} note="Past 7 days" />
    </section>
  );
}

export function DailyActivityCard({ analytics }: { analytics: ReportAnalytics }) {
  const tweets = analytics.tweetGeneration;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <BarChart3 aria-hidden="true" className="size-5 text-primary" /> Last 30 Days
        </CardTitle>
        <CardDescription>
          Threads and tweets you generated each day (UTC).
          {tweets ? ` Tweets: ${tweets.total} in total, ${tweets.thisMonth} this month, ${tweets.today} today.` : ''}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {analytics.daily.length > 0 ? (
          <ActivityChart days={analytics.daily} />
        ) : (
          <p className="text-sm text-muted-foreground">No activity yet. Generate a thread to start your chart.</p>
        )}
      </CardContent>
    </Card>
  );
}

export function YourActivityCard({ activity, isPremium }: { activity: ReportAnalytics['userActivity']; isPremium: boolean }) {
  return (
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
          {isPremium ? <span className="text-gold-700 dark:text-gold-400">Premium</span> : 'Free'}
        </ActivityRow>
      </CardContent>
    </Card>
  );
}

function Insight({ figure, children }: { figure: ReactNode; children: ReactNode }) {
  return (
    <li className="flex items-baseline gap-3 rounded-xl bg-muted/50 p-3.5">
      <span className="text-2xl font-bold text-primary tabular-nums">{figure}</span>
      <span className="text-muted-foreground">{children}</span>
    </li>
  );
}

export function QuickInsightsCard({ analytics }: { analytics: ReportAnalytics }) {
  const insights = quickInsights(analytics.threadGeneration, analytics.userActivity.daysActive);
  return (
    <Card role="region" aria-labelledby="quick-insights">
      <CardHeader>
        <CardTitle id="quick-insights" className="flex items-center gap-2">
          <Lightbulb aria-hidden="true" className="size-5 text-primary" /> Quick Insights
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="flex flex-col gap-3 text-sm">
          <Insight figure={`${insights.monthShare}%`}>of your threads were created this month</Insight>
          <Insight figure={insights.perDay}>threads per day on average</Insight>
          <Insight figure={insights.thisWeek}>{insights.thisWeek === 1 ? 'thread' : 'threads'} this week</Insight>
        </ul>
      </CardContent>
    </Card>
  );
}
