import { ExternalLink, ListPlus, Play, Send } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { ScheduledPost } from '@chainscribe/contracts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useXConnection } from '../api/get-x-connection.ts';
import { usePosts } from '../api/list-posts.ts';
import { usePostAction } from '../api/post-action.ts';
import { useQueueSettings } from '../api/queue-settings.ts';
import { usePublishActions } from '../hooks/use-publish-actions.ts';
import { currentPostOf, isOpen, plural, postStatusLabels, postStatusTones } from '../utils/post-labels.ts';
import { formatInZone } from '../utils/zoned-time.ts';
import { PlanLimitAlert } from './plan-limit-alert.tsx';
import { PostedTweets } from './posted-tweets.tsx';
import { ScheduleDialog } from './schedule-dialog.tsx';

function ResumeButton({ post }: { post: ScheduledPost }) {
  const action = usePostAction();
  return (
    <Button
      size="sm"
      disabled={action.isPending}
      onClick={() =>
        action.mutate(
          { id: post.id, action: 'resume' },
          {
            onSuccess: () => toast.success('Resuming after the last posted tweet'),
            onError: (e) => toast.error(errorMessage(e, 'Could not resume.')),
          },
        )
      }
    >
      {action.isPending ? <Spinner /> : <Play aria-hidden="true" />} Resume
    </Button>
  );
}

function PostState({ post, timeZone }: { post: ScheduledPost; timeZone: string }) {
  const total = post.tweets.length;
  return (
    <div className="flex flex-col gap-3 text-sm">
      <p className="flex flex-wrap items-center gap-2">
        <Badge tone={postStatusTones[post.status]}>{postStatusLabels[post.status]}</Badge>
        {post.status === 'scheduled' || post.status === 'paused' ? (
          <span>
            for {formatInZone(post.scheduledAt, timeZone)} ({timeZone})
          </span>
        ) : null}
        {post.status === 'posting' ? <span>{`${post.posted.length} of ${plural(total, 'tweet')} on X`}</span> : null}
        {post.postUrl ? (
          <a
            className="inline-flex items-center gap-1 text-primary underline underline-offset-4"
            href={post.postUrl}
            target="_blank"
            rel="noreferrer"
          >
            View on X <ExternalLink aria-hidden="true" className="size-3.5" />
          </a>
        ) : null}
        {isOpen(post) ? (
          <Link className="text-primary underline underline-offset-4" to={paths.queue}>
            Open queue
          </Link>
        ) : null}
      </p>
      {post.status === 'failed' || post.status === 'reconnect_required' ? (
        <Alert
          tone={post.status === 'failed' ? 'danger' : 'warning'}
          title={post.failure?.message ?? 'Posting stopped'}
          action={<ResumeButton post={post} />}
        >
          <PostedTweets post={post} />
        </Alert>
      ) : null}
    </div>
  );
}

function PublishButtons({ itemId, timeZone, saveFirst }: { itemId: string; timeZone: string; saveFirst: () => Promise<unknown> }) {
  const publish = usePublishActions(itemId, timeZone, saveFirst);
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap gap-2">
        <Button onClick={publish.postNow} disabled={publish.busy}>
          {publish.busy ? <Spinner /> : <Send aria-hidden="true" />} Post now
        </Button>
        <ScheduleDialog title="Schedule on X" action="Schedule" timeZone={timeZone} onPick={publish.scheduleAt} />
        <Button variant="outline" onClick={publish.addToQueue} disabled={publish.busy}>
          <ListPlus aria-hidden="true" /> Add to queue
        </Button>
      </div>
      {publish.limitMessage ? <PlanLimitAlert message={publish.limitMessage} /> : null}
    </div>
  );
}

export interface PublishPanelProps {
  itemId: string;
  /** Saves the editor's unsaved text, so what is posted is what the user sees. */
  saveFirst: () => Promise<unknown>;
}

/** The editor's "Post to X" card: the item's post and its state, or the three ways to publish it. */
export function PublishPanel({ itemId, saveFirst }: PublishPanelProps) {
  const connection = useXConnection();
  const posts = usePosts();
  const queue = useQueueSettings();
  const timeZone = queue.data?.timeZone ?? 'UTC';
  const post = posts.data ? currentPostOf(posts.data.posts, itemId) : undefined;
  const state = connection.data?.state;
  return (
    <Card role="region" aria-labelledby="publish-title">
      <CardHeader className="pb-2">
        <CardTitle id="publish-title" className="text-base">
          Post to X
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {connection.isPending || posts.isPending ? (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <Spinner /> Checking your X connection...
          </p>
        ) : connection.isError ? (
          <Alert tone="danger" title="Posting to X is unavailable right now">
            {errorMessage(connection.error, 'Try again in a moment.')}
          </Alert>
        ) : state !== 'connected' ? (
          <Alert
            tone={state === 'reconnect_required' ? 'warning' : 'info'}
            title={state === 'reconnect_required' ? 'Reconnect X to keep posting' : 'Connect X to post and schedule'}
          >
            <Link className="text-primary underline underline-offset-4" to={paths.settings}>
              {state === 'reconnect_required' ? 'Reconnect X in Settings' : 'Connect X in Settings'}
            </Link>
          </Alert>
        ) : null}
        {post ? <PostState post={post} timeZone={timeZone} /> : null}
        {state === 'connected' && (!post || !isOpen(post)) ? (
          <PublishButtons itemId={itemId} timeZone={timeZone} saveFirst={saveFirst} />
        ) : null}
      </CardContent>
    </Card>
  );
}
