import { useState } from 'react';
import { publisherErrorCodes, type PostWhen, type ScheduledPost } from '@chainscribe/contracts';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { formatInZone } from '../utils/zoned-time.ts';
import { useSchedulePost } from '../api/schedule-post.ts';

/** What happened, said the way the user asked for it. */
function confirmation(post: ScheduledPost, timeZone: string): string {
  if (post.timing === 'now') return 'Posting to X now';
  return `Scheduled for ${formatInZone(post.scheduledAt, timeZone)}`;
}

/**
 * Post now / schedule / add to queue for one library item. The editor's unsaved text is saved
 * first (the publisher posts the saved version). A free plan's limit is kept to show with its
 * upgrade offer; other refusals are toasts, and rejections reach a dialog that shows them.
 */
export function usePublishActions(itemId: string, timeZone: string, saveFirst: () => Promise<unknown>) {
  const schedule = useSchedulePost();
  const [limitMessage, setLimitMessage] = useState<string | null>(null);

  const run = async (when: PostWhen, { rethrow = false } = {}) => {
    setLimitMessage(null);
    try {
      await saveFirst();
      const post = await schedule.mutateAsync({ itemId, when });
      toast.success(confirmation(post, timeZone));
      return post;
    } catch (error) {
      if (error instanceof ApiError && error.code === publisherErrorCodes.scheduleLimitReached) {
        setLimitMessage(error.message);
        if (!rethrow) return undefined;
      } else if (!rethrow) toast.error(errorMessage(error, 'Could not schedule this post. Try again.'));
      if (rethrow) throw error;
      return undefined;
    }
  };

  return {
    busy: schedule.isPending,
    limitMessage,
    postNow: () => void run({ timing: 'now' }),
    addToQueue: () => void run({ timing: 'queue' }),
    scheduleAt: (at: string) => run({ timing: 'at', at }, { rethrow: true }),
  };
}
