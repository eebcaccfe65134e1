import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useApi } from '../api-context.tsx';
import { useAuth } from '../auth/auth-context.ts';
import { pollMe } from './get-me.ts';

/**
 * Keeps premium status current without hammering the server: the server's plan events over
 * server-sent events, a slow poll only while they are down (`plan-stream.ts`). Mount once for the
 * signed-in app. The stream's code is a chunk of its own, asked for after the first render: nothing
 * on a page's first screen waits for it, and every signed-in page started with it.
 */
export function useLivePlanUpdates(): void {
  const api = useApi();
  const queryClient = useQueryClient();
  const { status, identity } = useAuth();
  const identityId = identity?.id;

  useEffect(() => {
    if (status !== 'signed-in' || !identityId) return;
    const controller = new AbortController();
    let stop: (() => void) | undefined;
    import('./plan-stream.ts').then(
      ({ followPlanEvents }) => {
        if (!controller.signal.aborted) stop = followPlanEvents({ api, queryClient, identityId, signal: controller.signal });
      },
      (error: unknown) => {
        // Without the stream's code (a failed download) the plan is still polled, as while the stream is down.
        console.warn('The plan event stream could not be loaded; polling instead', error);
        if (!controller.signal.aborted) stop = pollMe(queryClient);
      },
    );
    return () => {
      controller.abort();
      stop?.();
    };
  }, [api, queryClient, status, identityId]);
}
