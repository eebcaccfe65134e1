import type { QueryClient } from '@tanstack/react-query';
import type { AppConfig } from '../config/env.ts';
import type { AppRouter } from './index.tsx';
import { createApiClient } from '../lib/api-client.ts';
import type { ApiClient } from '../lib/api-client.ts';
import { LocalSession } from '../lib/auth/local-session.ts';
import { meQueryOptions } from '../lib/current-user/get-me.ts';
import { profileQueryOptions } from '../lib/current-user/get-profile.ts';
import { settingsQueryOptions } from '../features/settings/api/get-settings.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { nextTask, sleep } from '../lib/utils.ts';

/** What every page shares: the API client, server state and, in local mode, the session. */
export interface AppServices {
  api: ApiClient;
  queryClient: QueryClient;
  /** Null in Clerk mode, where Clerk's SDK holds the session. */
  session: LocalSession | null;
}

export function createServices(config: AppConfig): AppServices {
  const api = createApiClient(config.apiBaseUrl);
  return { api, queryClient: createQueryClient(), session: config.authMode === 'local' ? new LocalSession(api) : null };
}

/** What a page's first screen loads for a signed-in user, so the warm start can load it beforehand. */
export interface WarmContext {
  api: ApiClient;
  queryClient: QueryClient;
  identityId: string;
}
export type Warm = (context: WarmContext) => Promise<unknown>;

/** A route's `handle`: a page module that exports `warm` hands it to the router (app/router.tsx). */
export interface RouteHandle {
  warm?: Warm;
}

/** What every signed-in page shows: the account row (the guard, the plan), the theme, and the header's name and picture. */
const warmLayout: Warm[] = [
  ({ api, queryClient, identityId }) => queryClient.prefetchQuery(meQueryOptions(api, identityId)),
  ({ api, queryClient, identityId }) => queryClient.prefetchQuery(settingsQueryOptions(api, identityId)),
  ({ api, queryClient, identityId }) => queryClient.prefetchQuery(profileQueryOptions(api, identityId)),
];

/**
 * The longest the first render waits for the session and the first screen's data. Past it the page renders
 * its loading states and fills in when they arrive, as it would without a warm start.
 */
const WARM_START_LIMIT_MS = 2_500;

/**
 * Restores the session and loads what the page's first screen shows (the layout's queries and the
 * route's `warm`) before the app's first render, while the page's code downloads. A signed-in page
 * then renders complete in one go, inside a transition that yields to the browser every few
 * milliseconds. Without it the page renders once per answer (a spinner, the layout with "Loading…",
 * the page, the header…), and each is a store update React must render in one blocking task: on a
 * phone, most of the page's blocking time. Every answer also waited for the render before it.
 */
export async function warmStart(
  { api, queryClient, session }: AppServices,
  routerReady: Promise<AppRouter>,
  { limitMs = WARM_START_LIMIT_MS }: { limitMs?: number } = {},
): Promise<void> {
  if (!session?.hasMarker()) return;
  const ready = (async () => {
    api.setTokenSource(session);
    await session.restore();
    const identityId = session.getSnapshot().identity?.id;
    if (!identityId) return;
    const handles = (await routerReady).state.matches.map(({ route }) => route.handle as RouteHandle | undefined);
    const warms = [...warmLayout, ...handles.flatMap((handle) => (handle?.warm ? [handle.warm] : []))];
    // One task each: starting a call (its request, its contract module, their preloads) costs the
    // main thread a few milliseconds, and all of them in one go made a long task.
    const loading: Promise<unknown>[] = [];
    for (const warm of warms) {
      loading.push(warm({ api, queryClient, identityId }));
      await nextTask();
    }
    await Promise.all(loading);
  })();
  await Promise.race([ready, sleep(limitMs)]);
}
