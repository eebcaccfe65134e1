import { lazy, Suspense, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { usePaymentAttempt } from '../../../features/billing/hooks/use-payment-attempt.ts';
import { DashboardHome, DashboardHomeLoading, toDashboardTab } from '../../../features/dashboard/components/dashboard-home.tsx';
import type { DashboardTab } from '../../../features/dashboard/components/dashboard-home.tsx';
import { QuickTweetToolPlaceholder } from '../../../features/tweets/components/quick-tweet-placeholder.tsx';
import { useNearViewport } from '../../../hooks/use-near-viewport.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { isPremiumUser, useMe } from '../../../lib/current-user/get-me.ts';
import { tweetLimitQueryOptions } from '../../../features/tweets/api/get-tweet-limit.ts';
import type { Warm } from '../../services.ts';

// The quick tweet tool sits under the account overview and carries the generator's code (job
// following, research, the option lists, about fifteen files): a chunk of its own, loaded when its
// place comes within half a screen of view. On a desktop that is at once; on a phone, where it
// starts two screens down, the dashboard starts without it.
const QuickTweetTool = lazy(() =>
  import('../../../features/tweets/components/quick-tweet-tool.tsx').then((module) => ({ default: module.QuickTweetTool })),
);

function QuickTweetToolWhenNear() {
  const place = useRef<HTMLDivElement>(null);
  const near = useNearViewport(place, '50% 0px');
  if (!near) {
    return (
      <div ref={place}>
        <QuickTweetToolPlaceholder />
      </div>
    );
  }
  return (
    <Suspense fallback={<QuickTweetToolPlaceholder />}>
      <QuickTweetTool />
    </Suspense>
  );
}

/** /dashboard: `?tab=` picks the tab, `?upgraded=true` shows the welcome-to-Premium banner. */
export function DashboardHomeRoute() {
  const me = useMe();
  const paymentPending = usePaymentAttempt();
  const [search, setSearch] = useSearchParams();

  const title = <title>Dashboard · Chainscribe</title>;
  if (me.isPending) {
    return (
      <>
        {title}
        <DashboardHomeLoading />
      </>
    );
  }
  if (me.isError) {
    return (
      <Alert
        tone="danger"
        title="We could not load your account"
        action={
          <Button size="sm" variant="secondary" onClick={() => void me.refetch()}>
            Try again
          </Button>
        }
      >
        {errorMessage(me.error, 'Please try again in a moment.')}
      </Alert>
    );
  }

  const update = (change: (params: URLSearchParams) => void) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        change(next);
        return next;
      },
      { replace: true },
    );

  return (
    <>
      {title}
      <DashboardHome
        user={me.data}
        premium={isPremiumUser(me.data)}
        tab={toDashboardTab(search.get('tab'))}
        onTabChange={(tab: DashboardTab) => update((params) => (tab === 'dashboard' ? params.delete('tab') : params.set('tab', tab)))}
        upgraded={search.get('upgraded') === 'true'}
        onDismissUpgraded={() => update((params) => params.delete('upgraded'))}
        paymentPending={paymentPending}
        quickTool={<QuickTweetToolWhenNear />}
      />
    </>
  );
}

/** The quick tweet tool's daily count, so the tool shows it complete (the layout loads the account). */
export const warm: Warm = ({ api, queryClient, identityId }) => queryClient.prefetchQuery(tweetLimitQueryOptions(api, identityId));
