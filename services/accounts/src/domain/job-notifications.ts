import type { DomainEvent } from '@chainscribe/contracts';
import type { Logger } from '@chainscribe/service-kit';
import type { EndedJob, JobMarks } from '../data-access/job-marks.ts';
import type { PushNotifier } from './push-notifier.ts';

function endedJobOf(event: DomainEvent): EndedJob | null {
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
  async function announce(ended: EndedJob, start: Date): Promise<void> {
    if (ended.endedAt.getTime() - start.getTime() < deps.minMs) return;
    if (!(await deps.marks.claimAnnouncement(ended.jobId))) return;
    const outcome = await deps.push.notify(ended.userId, ended.message);
    deps.logger.info({ jobId: ended.jobId, userId: ended.userId, outcome }, 'long generation announced');
  }

  return {
    async apply(event: DomainEvent): Promise<void> {
      if (event.type === 'generation.requested') {
        const start = new Date(event.data.requestedAt);
        await deps.marks.started(event.data.jobId, start);
        // The topics are read side by side with no order between them: a result may have come first.
        const held = await deps.marks.heldResult(event.data.jobId);
        if (held) await announce(held, start);
        return;
      }
      const ended = endedJobOf(event);
      if (!ended) return;
      const start = await deps.marks.startOf(ended.jobId);
      if (start) await announce(ended, start);
      else await deps.marks.holdResult(ended);
    },
  };
}

export type JobNotifications = ReturnType<typeof createJobNotifications>;
