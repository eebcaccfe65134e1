import { CalendarClock, Pause, Pencil, Play, RefreshCw, X } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { ScheduledPost } from '@chainscribe/contracts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { libraryItemPath } from '../../../config/paths.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { usePostAction, type PostActionName } from '../api/post-action.ts';
import { useUpdatePost } from '../api/update-post.ts';
import { plural, postStatusLabels, postStatusTones } from '../utils/post-labels.ts';
import { formatInZone } from '../utils/zoned-time.ts';
import { PostedTweets } from './posted-tweets.tsx';
import { ScheduleDialog } from './schedule-dialog.tsx';

const actionDone: Record<PostActionName, string> = { pause: 'Paused', resume: 'Back on the schedule', cancel: 'Cancelled' };

function RowActions({ post, timeZone }: { post: ScheduledPost; timeZone: string }) {
  const action = usePostAction();
  const update = useUpdatePost();
  const label = post.tweets[0]?.slice(0, 40) ?? 'post';
  const act = (name: PostActionName) =>
    action.mutate(
      { id: post.id, action: name },
      { onSuccess: () => toast.success(actionDone[name]), onError: (e) => toast.error(errorMessage(e, 'That did not work. Try again.')) },
    );
  const waiting = post.status === 'scheduled' || post.status === 'paused';
  return (
    <div className="flex flex-wrap gap-2">
      {waiting ? (
        <>
          <ScheduleDialog
            title="Move this post"
            action="Move"
            timeZone={timeZone}
            initial={post.scheduledAt}
            onPick={(at) => update.mutateAsync({ id: post.id, body: { when: { timing: 'at', at } } }).then(() => toast.success('Moved'))}
            trigger={
              <Button size="sm" variant="outline" aria-label={`Move “${label}”`}>
                <CalendarClock aria-hidden="true" /> Move
              </Button>
            }
          />
          <Button size="sm" variant="outline" asChild>
            <Link to={libraryItemPath(post.itemId)} aria-label={`Edit “${label}”`}>
              <Pencil aria-hidden="true" /> Edit
            </Link>
          </Button>
          <Button
            size="sm"
            variant="ghost"
            disabled={update.isPending}
            onClick={() =>
              update.mutate(
                { id: post.id, body: { refreshText: true } },
                {
                  onSuccess: () => toast.success('Now posting the edited text'),
                  onError: (e) => toast.error(errorMessage(e, 'Could not take the edited text.')),
                },
              )
            }
          >
            <RefreshCw aria-hidden="true" /> Use edited text
          </Button>
        </>
      ) : null}
      {post.status === 'scheduled' ? (
        <Button size="sm" variant="ghost" disabled={action.isPending} onClick={() => act('pause')}>
          <Pause aria-hidden="true" /> Pause
        </Button>
      ) : null}
      {post.status === 'paused' || post.status === 'failed' || post.status === 'reconnect_required' ? (
        <Button size="sm" disabled={action.isPending} onClick={() => act('resume')}>
          <Play aria-hidden="true" /> Resume
        </Button>
      ) : null}
      {post.status !== 'posting' ? (
        <Button size="sm" variant="ghost" disabled={action.isPending} onClick={() => act('cancel')} aria-label={`Cancel “${label}”`}>
          <X aria-hidden="true" /> Cancel
        </Button>
      ) : null}
    </div>
  );
}

/** One post on the queue: when, what, its state, and what the user can do with it. */
export function QueueRow({ post, timeZone }: { post: ScheduledPost; timeZone: string }) {
  return (
    <li className="flex flex-col gap-3 rounded-2xl border border-border bg-card p-4" data-testid="queue-row">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <time className="font-semibold tabular-nums" dateTime={post.scheduledAt}>
          {formatInZone(post.scheduledAt, timeZone)}
        </time>
        <Badge tone={postStatusTones[post.status]}>{postStatusLabels[post.status]}</Badge>
        <Badge>{post.kind === 'thread' ? `Thread · ${plural(post.tweets.length, 'tweet')}` : 'Tweet'}</Badge>
        {post.status === 'posting' ? (
          <span className="text-muted-foreground">{`${post.posted.length} of ${post.tweets.length} on X`}</span>
        ) : null}
      </div>
      <p className="line-clamp-3 text-[0.95rem] break-words whitespace-pre-wrap">{post.tweets[0]}</p>
      {post.failure ? (
        <div className="rounded-xl border border-danger/30 bg-danger/5 p-3 text-sm">
          <p className="mb-2 font-semibold">{post.failure.message}</p>
          <PostedTweets post={post} />
        </div>
      ) : null}
      <RowActions post={post} timeZone={timeZone} />
    </li>
  );
}
