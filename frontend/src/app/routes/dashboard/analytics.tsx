import { AnalyticsPage } from '../../../features/analytics/components/analytics-page.tsx';
import { isPremiumUser, useMe } from '../../../lib/current-user/get-me.ts';

export function AnalyticsRoute() {
  const me = useMe();
  return (
    <>
      <title>Analytics · Chainscribe</title>
      <AnalyticsPage isPremium={isPremiumUser(me.data)} />
    </>
  );
}
