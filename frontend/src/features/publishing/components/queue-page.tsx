import { Link } from 'react-router-dom';
import type { ScheduledPost, ScheduleUsage } from '@chainscribe/contracts';
import { Alert } from '../../../components/ui/alert.tsx';
import { AppPageHeader, backToDashboard } from '../../../components/ui/app-page-header.tsx';
import { InlineLoading } from '../../../components/ui/status-screen.tsx';
import { paths } from '../../../config/paths.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { usePosts } from '../api/list-posts.ts';
import { useQueueSettings } from '../api/queue-settings.ts';
import { isOpen } from '../utils/post-labels.ts';
import { formatInZone } from '../utils/zoned-time.ts';
import { BestTimesCard } from './best-times-card.tsx';
import { QueueRow } from './queue-row.tsx';

function usageText(usage: ScheduleUsage): string {
  if (usage.limit < 0) return `${usage.active} scheduled · Premium: no limit`;
  return `${usage.active} of ${usage.limit} scheduled at a time on the Free plan`;
}

function PostedList({ posts, timeZone }: { posts: ScheduledPost[]; timeZone: string }) {
  if (posts.length === 0) return null;
  return (
    <section aria-labelledby="posted-title" className="flex flex-col gap-3">
      <h2 id="posted-title" className="text-lg font-semibold">
        Recently posted
      </h2>
      <ul className="flex flex-col divide-y divide-border rounded-2xl border border-border bg-card">
        {posts.slice(0, 10).map((post) => (
          <li key={post.id} className="flex flex-wrap items-center gap-3 p-4 text-sm">
            <span className="min-w-0 flex-1 truncate">{post.tweets[0]}</span>
            <span className="text-muted-foreground">{formatInZone(post.publishedAt ?? post.scheduledAt, timeZone)}</span>
            {post.postUrl ? (
              <a className="text-primary underline underline-offset-4" href={post.postUrl} target="_blank" rel="noreferrer">
                View on X
              </a>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** /dashboard/queue: what is coming, and what can still be moved, edited, paused or cancelled. */
export function QueuePage() {
  const posts = usePosts();
  const settings = useQueueSettings();
  const timeZone = settings.data?.timeZone ?? 'UTC';
  const header = <AppPageHeader back={backToDashboard} title="Queue" description={`Your scheduled posts, in ${timeZone} time.`} />;
  if (posts.isPending) return <InlineLoading message="Loading your queue..." />;
  if (posts.isError)
    return (
      <div className="flex flex-col gap-6">
        {header}
        <Alert tone="danger" title="Your queue could not be loaded">
          {errorMessage(posts.error, 'Try again in a moment.')}
        </Alert>
      </div>
    );
  const upcoming = posts.data.posts.filter(isOpen).sort((a, b) => Date.parse(a.scheduledAt) - Date.parse(b.scheduledAt));
  const posted = posts.data.posts.filter((p) => p.status === 'posted');
  return (
    <div className="flex flex-col gap-6">
      {header}
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="flex flex-col gap-6">
          <section aria-labelledby="upcoming-title" className="flex flex-col gap-3">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h2 id="upcoming-title" className="text-lg font-semibold">
                Coming up
              </h2>
              <p className="text-sm text-muted-foreground">{usageText(posts.data.usage)}</p>
            </div>
            {upcoming.length === 0 ? (
              <p className="rounded-2xl border border-dashed border-border p-6 text-sm text-muted-foreground">
                Nothing scheduled. Open a thread in your{' '}
                <Link className="text-primary underline underline-offset-4" to={paths.library}>
                  library
                </Link>{' '}
                and choose Schedule or Add to queue.
              </p>
            ) : (
              <ul className="flex flex-col gap-3">
                {upcoming.map((post) => (
                  <QueueRow key={post.id} post={post} timeZone={timeZone} />
                ))}
              </ul>
            )}
          </section>
          <PostedList posts={posted} timeZone={timeZone} />
        </div>
        <BestTimesCard />
      </div>
    </div>
  );
}
