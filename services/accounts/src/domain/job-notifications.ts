import type { DomainEvent } from '@chainscribe/contracts';
import type { Logger } from '@chainscribe/service-kit';
import type { JobMarks } from '../data-access/job-marks.ts';
import type { PushMessage, PushNotifier } from './push-notifier.ts';

function messageOf(event: DomainEvent): { jobId: string; userId: string; endedAt: Date; message: PushMessage } | null {
  switch (event.type) {
    case 'thread.generated':
      return {
        jobId: event.data.jobId,
        userId: event.data.userId,
        endedAt: new Date(event.data.generatedAt),
        message: {
          title: 'Your thread is ready',
          body: event.data.tweets[0]?.slice(0, 120) ?? '',
          url: `/dashboard/library/${event.data.threadId}`,
        },
      };
    case 'tweet.generated':
      return {
        jobId: event.data.jobId,
        userId: event.data.userId,
        endedAt: new Date(event.occurredAt),
        message: { title: 'Your tweet is ready', body: 'Open your library to see it.', url: '/dashboard/library' },
      };
    case 'generation.failed':
      return {
        jobId: event.data.jobId,
        userId: event.data.userId,
        endedAt: new Date(event.data.failedAt),
        message: { title: 'Your writing could not be finished', body: event.data.reason.slice(0, 160), url: '/dashboard/library' },
      };
    default:
      return null;
  }
}

/**
 * A finished generation that took at least `minMs` from request to result notifies the user's
 * browsers (quick ones were answered on screen while the user waited).
 */
export function createJobNotifications(deps: { marks: JobMarks; push: Pick<PushNotifier, 'notify'>; minMs: number; logger: Logger }) {
  return {
    async apply(event: DomainEvent): Promise<void> {
      if (event.type === 'generation.requested') {
        await deps.marks.started(event.data.jobId, new Date(event.data.requestedAt));
        return;
      }
      const ended = messageOf(event);
      if (!ended) return;
      const start = await deps.marks.startOf(ended.jobId);
      // Without its start (the request was never seen here) the job's length is unknown: say nothing.
      if (!start || ended.endedAt.getTime() - start.getTime() < deps.minMs) return;
      if (!(await deps.marks.claimAnnouncement(ended.jobId))) return;
      const outcome = await deps.push.notify(ended.userId, ended.message);
      deps.logger.info({ jobId: ended.jobId, userId: ended.userId, outcome }, 'long generation announced');
    },
  };
}

export type JobNotifications = ReturnType<typeof createJobNotifications>;
