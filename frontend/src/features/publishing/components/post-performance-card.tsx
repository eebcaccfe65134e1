import type { PostPerformance } from '@chainscribe/contracts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { usePostPerformance } from '../api/metrics.ts';
import { BarList, LineChart } from './line-chart.tsx';

const count = (n: number) => n.toLocaleString('en-US');

function PerformanceCharts({ performance }: { performance: PostPerformance }) {
  const { totals, series, tweets } = performance;
  const points = (pick: (p: PostPerformance['series'][number]) => number) => series.map((p) => ({ at: p.at, value: pick(p) }));
  return (
    <div className="flex flex-col gap-5">
      {series.length > 0 ? (
        <LineChart
          summary={`Over time: ${count(totals.impressions)} impressions and ${count(totals.likes)} likes at the latest reading`}
          series={[
            { name: 'Impressions', className: 'stroke-brand-500', points: points((p) => p.impressions) },
            {
              name: 'Engagements',
              className: 'stroke-chain-400',
              points: points((p) => p.likes + p.reposts + p.replies + p.quotes + p.bookmarks),
            },
          ]}
        />
      ) : (
        <p className="text-sm text-muted-foreground">The first reading is taken a minute after posting.</p>
      )}
      {tweets.length > 1 ? (
        <div className="flex flex-col gap-2">
          <p className="text-sm font-medium">Impressions per tweet of the thread</p>
          <BarList
            label="Impressions per tweet"
            bars={tweets.map((t) => ({
              key: t.tweetId,
              label: `Tweet ${t.index + 1}`,
              value: t.impressions,
              note: `${count(t.impressions)} · ${count(t.likes)} likes`,
            }))}
          />
        </div>
      ) : null}
    </div>
  );
}

/** One post's (or thread's) readings over its first week, and how far each tweet of a thread got. */
export function PostPerformanceCard({ postId }: { postId: string }) {
  const performance = usePostPerformance(postId);
  if (performance.isPending)
    return (
      <p className="flex items-center gap-2 text-sm text-muted-foreground">
        <Spinner /> Loading this post&apos;s readings...
      </p>
    );
  if (performance.isError)
    return (
      <Alert tone="danger" title="This post's readings could not be loaded">
        {errorMessage(performance.error, 'Try again in a moment.')}
      </Alert>
    );
  return <PerformanceCharts performance={performance.data} />;
}
