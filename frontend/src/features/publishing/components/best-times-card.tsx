import type { PerformanceGroup } from '@chainscribe/contracts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useResearchBestTimes } from '../api/get-best-times.ts';
import { usePerformanceSummary } from '../api/metrics.ts';

const hourLabel = (hour: string) => `${hour.padStart(2, '0')}:00`;

/** The hours the user's own posts did best (by engagement rate), once there are posts to learn from. */
function yourBestHours(groups: PerformanceGroup[]): PerformanceGroup[] {
  return [...groups]
    .filter((g) => g.posts > 0)
    .sort((a, b) => b.engagementRate - a.engagementRate)
    .slice(0, 3);
}

/** Best times to post: research's engagement peaks for crypto on X, and the user's own best hours. */
export function BestTimesCard() {
  const research = useResearchBestTimes();
  const summary = usePerformanceSummary();
  const hours = summary.data ? yourBestHours(summary.data.byHour) : [];
  return (
    <Card role="region" aria-labelledby="best-times-title">
      <CardHeader>
        <CardTitle id="best-times-title">Best times to post</CardTitle>
        <CardDescription>From research on crypto X, and from how your own posts did.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4 text-sm">
        <div>
          <p className="mb-1 font-medium">From research</p>
          {research.isPending ? (
            <p className="flex items-center gap-2 text-muted-foreground">
              <Spinner /> Loading research...
            </p>
          ) : (
            <p className="text-muted-foreground">{research.data || 'Research has no timing advice right now.'}</p>
          )}
        </div>
        <div>
          <p className="mb-1 font-medium">From your posts{summary.data ? ` (${summary.data.timeZone})` : ''}</p>
          {hours.length > 0 ? (
            <ol className="list-decimal space-y-1 pl-5 text-muted-foreground">
              {hours.map((g) => (
                <li key={g.key}>
                  {hourLabel(g.key)}: {(g.engagementRate * 100).toFixed(1)}% engagement over {g.posts} {g.posts === 1 ? 'post' : 'posts'}
                </li>
              ))}
            </ol>
          ) : (
            <p className="text-muted-foreground">Post a few times and your best hours show here.</p>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
