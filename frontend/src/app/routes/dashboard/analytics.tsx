import { lazy, Suspense } from 'react';
import { InlineLoading } from '../../../components/ui/status-screen.tsx';
import { AnalyticsPage } from '../../../features/analytics/components/analytics-page.tsx';
import { isPremiumUser, useMe } from '../../../lib/current-user/get-me.ts';

// Posted threads' charts are their own chunk: the activity figures above never wait for them.
const PerformanceTracking = lazy(() => import('../../../features/publishing/components/performance-tracking.tsx'));

export function AnalyticsRoute() {
  const me = useMe();
  return (
    <>
      <title>Analytics · Chainscribe</title>
      <AnalyticsPage isPremium={isPremiumUser(me.data)} />
      <div className="mt-8">
        <Suspense fallback={<InlineLoading message="Loading performance..." />}>
          <PerformanceTracking />
        </Suspense>
      </div>
    </>
  );
}
