import { Alert } from '../../../components/ui/alert.tsx';
import { AppPageHeader, backToDashboard } from '../../../components/ui/app-page-header.tsx';
import { InlineLoading } from '../../../components/ui/status-screen.tsx';
import { useActivityReport } from '../api/get-analytics.ts';
import { AnalyticsUnavailable, DailyActivityCard, QuickInsightsCard, ThreadCounts, YourActivityCard } from './analytics-cards.tsx';

/** /dashboard/analytics (spec §2, §4, §8). */
export function AnalyticsPage({ isPremium }: { isPremium: boolean }) {
  const report = useActivityReport();
  if (report.isPending) return <InlineLoading message="Loading your analytics..." />;
  if (report.isError) return <AnalyticsUnavailable message={report.error.message} />;
  const { analytics, source } = report.data;

  return (
    <div className="flex flex-col gap-8">
      <AppPageHeader back={backToDashboard} title="Analytics" description="Your writing activity at a glance." />
      {source === 'threads' ? (
        <Alert tone="info" title="Showing counts from your thread history">
          Full analytics are unavailable right now, so these figures are counted from your saved threads.
        </Alert>
      ) : null}
      <ThreadCounts threads={analytics.threadGeneration} />
      <DailyActivityCard analytics={analytics} />
      <div className="grid gap-6 lg:grid-cols-2">
        <YourActivityCard activity={analytics.userActivity} isPremium={isPremium} />
        <QuickInsightsCard analytics={analytics} />
      </div>
    </div>
  );
}
