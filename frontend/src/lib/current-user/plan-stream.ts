import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../api-client.ts';
import { readServerSentEvents } from '../sse.ts';
import { meQueryKey, pollMe } from './get-me.ts';

const PLAN_EVENTS_PATH = '/api/users/me/events';
/** The current row, sent once when the stream opens. */
const USER_EVENT = 'user';
/** The row after a plan change. */
const PLAN_CHANGED_EVENT = 'plan_changed';

const RECONNECT_BASE_MS = 5_000;
const RECONNECT_MAX_MS = 5 * 60_000;
/** Answers that mean "no such stream here": stop reconnecting and just poll. */
const PERMANENT = new Set([404, 405, 501]);

class StreamUnavailable extends Error {
  readonly status: number;
  constructor(status: number) {
    super(`Plan event stream unavailable (${status})`);
    this.status = status;
  }
}

/**
 * Follows the account's plan events until `signal` aborts (`live-plan-updates.ts` starts it): the
 * server sends the current row (`user`) when the stream opens and `plan_changed` with the new row;
 * only while the stream is down does a slow poll (60 s) run, and the stream is retried with backoff.
 * Returns what stops the poll and the retry.
 */
export function followPlanEvents({
  api,
  queryClient,
  identityId,
  signal,
}: {
  api: ApiClient;
  queryClient: QueryClient;
  identityId: string;
  signal: AbortSignal;
}): () => void {
  let stopPoll: (() => void) | undefined;
  let retry: number | undefined;
  let failures = 0;

  const refreshMe = () => void queryClient.invalidateQueries({ queryKey: meQueryKey });
  const startPolling = () => {
    stopPoll ??= pollMe(queryClient);
  };
  const stopPolling = () => {
    stopPoll?.();
    stopPoll = undefined;
  };

  const connect = async (): Promise<void> => {
    try {
      // Low priority: the stream only waits for news, and a page's start should not wait on it (a
      // high-priority request that never ends also kept Lighthouse waiting 45 s for the load to settle).
      const response = await api.open(PLAN_EVENTS_PATH, { signal, priority: 'low', headers: { Accept: 'text/event-stream' } });
      if (!response.ok || !response.body) throw new StreamUnavailable(response.status);
      failures = 0;
      stopPolling();
      // Usually loaded already by the calls that came before the stream.
      const { userSchema } = await import('@chainscribe/contracts/http/accounts');
      await readServerSentEvents(
        response.body,
        (event) => {
          if (event.event !== USER_EVENT && event.event !== PLAN_CHANGED_EVENT) return;
          try {
            queryClient.setQueryData([...meQueryKey, identityId], userSchema.parse(JSON.parse(event.data)));
          } catch (error) {
            console.warn(`Unreadable ${event.event} event; refetching the user instead`, error);
            refreshMe();
          }
          // After a plan change everything keyed on the plan (limits, plan features) is stale.
          if (event.event === PLAN_CHANGED_EVENT) void queryClient.invalidateQueries();
        },
        signal,
      );
      throw new Error('Plan event stream closed');
    } catch (error) {
      if (signal.aborted) return;
      startPolling();
      if (error instanceof StreamUnavailable && PERMANENT.has(error.status)) return;
      const delay = Math.min(RECONNECT_MAX_MS, RECONNECT_BASE_MS * 2 ** failures);
      failures += 1;
      retry = window.setTimeout(() => void connect(), delay);
    }
  };

  void connect();
  return () => {
    stopPolling();
    window.clearTimeout(retry);
  };
}
