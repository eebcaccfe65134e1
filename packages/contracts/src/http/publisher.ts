// Publishing to X (issue 19), answered by the publisher service under /api/publisher: the X
// connection (OAuth 2.0 PKCE), the schedule and its queue slots, and the metrics of posted items.
import { z } from 'zod';
import { hookStyleSchema } from '../enums.ts';
import { postFailureReasonSchema } from '../events/post.failed.v1.ts';
import { postTimingSchema } from '../events/post.scheduled.v1.ts';
import { countSchema, idSchema, isoDateTimeSchema, limitSchema } from '../primitives.ts';
import type { CallContract } from './call.ts';
import { LIBRARY_MAX_TWEETS, libraryKindSchema, libraryToneSchema } from './library.ts';

/** The SPA page X sends the browser back to; it hands `state` and `code` (or `error`) to `completeXConnection`. */
export const X_CALLBACK_PATH = '/dashboard/settings/x/callback';
/** What we ask X for: read and write tweets, read the profile, and a refresh token. */
export const X_SCOPES = ['tweet.read', 'tweet.write', 'users.read', 'offline.access'] as const;

export const publisherErrorCodes = {
  /** 403: the free plan's scheduled items are all in use; the UI shows the upgrade button. */
  scheduleLimitReached: 'schedule_limit_reached',
  /** 409: no X account connected, or X refused its tokens; the UI offers "Connect X" / "Reconnect X". */
  reconnectRequired: 'x_reconnect_required',
} as const;

export const publisherMessages = {
  scheduleLimitReached: (limit: number) =>
    `Free plan allows ${limit} scheduled posts at a time. Upgrade to premium to schedule without limit.`,
  notConnected: 'Connect your X account in settings to post and schedule.',
  reconnectRequired: 'X no longer accepts this connection. Reconnect X in settings to keep posting.',
  connectExpired: 'This X connection attempt expired or was already used. Please start again from settings.',
  connectDenied: 'X did not grant access. Please try connecting again.',
  tweetTooLong: (index: number) => `Tweet ${index + 1} is longer than 280 characters. Shorten it in the editor before scheduling.`,
  tweetEmpty: (index: number) => `Tweet ${index + 1} is empty. Write it or remove it in the editor before scheduling.`,
  timeInPast: 'Pick a time in the future.',
  noQueueSlots: 'Add at least one weekly time slot to your queue first.',
  itemNotFound: 'That library item was not found.',
  postNotFound: 'That scheduled post was not found.',
  notEditable: (status: string) => `This post is ${status} and can no longer be changed.`,
  alreadyScheduled: 'This item is already on the schedule. Move or cancel it from the queue.',
  invalidTimeZone: 'Pick a valid time zone, e.g. Europe/Berlin',
} as const;

// ---- X connection -----------------------------------------------------------------------------

/** `reconnect_required`: X refused the stored tokens (revoked, or refresh failed for good). */
export const xConnectionStates = ['disconnected', 'connected', 'reconnect_required'] as const;
export const xConnectionStateSchema = z.enum(xConnectionStates);
export type XConnectionState = z.infer<typeof xConnectionStateSchema>;

export const xConnectionSchema = z.object({
  state: xConnectionStateSchema,
  /** The connected X account; null when disconnected. */
  account: z.object({ id: idSchema, username: z.string().max(50), name: z.string().max(100) }).nullable(),
  connectedAt: isoDateTimeSchema.nullable(),
});
export type XConnection = z.infer<typeof xConnectionSchema>;

/** Starts the PKCE flow: the state is bound to the caller's session, single use, valid 10 minutes. */
export const startXConnection = {
  method: 'POST',
  path: '/api/publisher/x/connect',
  auth: 'bearer',
  request: z.strictObject({}),
  response: z.object({ authorizeUrl: z.url(), expiresAt: isoDateTimeSchema }),
} as const satisfies CallContract;

/** The callback page sends what X put in its query; `error` (e.g. access_denied) instead of `code` is 400. */
export const completeXConnection = {
  method: 'POST',
  path: '/api/publisher/x/callback',
  auth: 'bearer',
  request: z
    .strictObject({
      state: z.string().min(1).max(500),
      code: z.string().min(1).max(2000).optional(),
      error: z.string().max(200).optional(),
    })
    .refine((body) => body.code !== undefined || body.error !== undefined, { message: 'code is required', path: ['code'] }),
  response: xConnectionSchema,
} as const satisfies CallContract;

export const getXConnection = {
  method: 'GET',
  path: '/api/publisher/x/connection',
  auth: 'bearer',
  response: xConnectionSchema,
} as const satisfies CallContract;

/** Revokes the tokens at X and forgets them; waiting posts stay and need a connection again. */
export const disconnectX = {
  method: 'DELETE',
  path: '/api/publisher/x/connection',
  auth: 'bearer',
  response: xConnectionSchema,
} as const satisfies CallContract;

// ---- Schedule and queue -------------------------------------------------------------------------

/**
 * `scheduled` waits for its time; `posting` is on a worker; `posted` is all on X; `failed` stopped
 * (resume continues after the last posted tweet); `reconnect_required` waits for the user to
 * reconnect X (then resume); `paused` and `cancelled` are the user's.
 */
export const postStatuses = ['scheduled', 'paused', 'posting', 'posted', 'failed', 'reconnect_required', 'cancelled'] as const;
export const postStatusSchema = z.enum(postStatuses);
export type PostStatus = z.infer<typeof postStatusSchema>;
/** Statuses that count against the plan's scheduled-at-a-time limit. */
export const activePostStatuses: readonly PostStatus[] = ['scheduled', 'paused', 'posting', 'failed', 'reconnect_required'];

export const postedTweetSchema = z.object({
  index: z.number().int().min(0),
  tweetId: idSchema,
  url: z.url(),
  postedAt: isoDateTimeSchema,
});

export const scheduledPostSchema = z.object({
  id: idSchema,
  itemId: idSchema,
  kind: libraryKindSchema,
  /** The text as it will be (or was) posted, first tweet first. */
  tweets: z.array(z.string().max(4000)).min(1).max(LIBRARY_MAX_TWEETS),
  tone: libraryToneSchema.nullable(),
  hook: hookStyleSchema.nullable(),
  status: postStatusSchema,
  timing: postTimingSchema,
  scheduledAt: isoDateTimeSchema,
  /** What is already on X, in order; on a failure this is what stays posted. */
  posted: z.array(postedTweetSchema),
  /** The first tweet on X once posted. */
  postUrl: z.url().nullable(),
  failure: z.object({ reason: postFailureReasonSchema, message: z.string() }).nullable(),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
  publishedAt: isoDateTimeSchema.nullable(),
});
export type ScheduledPost = z.infer<typeof scheduledPostSchema>;

/** The caller's plan and how many scheduled items they hold against it. */
export const scheduleUsageSchema = z.object({
  plan: z.enum(['free', 'premium']),
  /** -1 is unlimited. */
  limit: limitSchema,
  active: countSchema,
});
export type ScheduleUsage = z.infer<typeof scheduleUsageSchema>;

/** `now` posts at once, `at` at a future instant, `queue` in the next free weekly slot. */
export const postWhenSchema = z.discriminatedUnion('timing', [
  z.strictObject({ timing: z.literal('now') }),
  z.strictObject({ timing: z.literal('at'), at: isoDateTimeSchema }),
  z.strictObject({ timing: z.literal('queue') }),
]);
export type PostWhen = z.infer<typeof postWhenSchema>;

/** The text is read from the library item (its current version); 201 with the post, 403 at the free limit. */
export const schedulePost = {
  method: 'POST',
  path: '/api/publisher/posts',
  auth: 'bearer',
  request: z.strictObject({ itemId: idSchema, when: postWhenSchema }),
  response: scheduledPostSchema,
} as const satisfies CallContract;
export type SchedulePostRequest = z.infer<typeof schedulePost.request>;

/** Upcoming first (by time), then the finished ones newest first; `status` filters. */
export const listPosts = {
  method: 'GET',
  path: '/api/publisher/posts',
  auth: 'bearer',
  query: z.strictObject({ status: postStatusSchema.optional(), limit: z.coerce.number().int().min(1).max(100).default(50) }),
  response: z.object({ posts: z.array(scheduledPostSchema), usage: scheduleUsageSchema }),
} as const satisfies CallContract;

const postIdParams = z.object({ id: idSchema });

export const getPost = {
  method: 'GET',
  path: '/api/publisher/posts/:id',
  auth: 'bearer',
  params: postIdParams,
  response: scheduledPostSchema,
} as const satisfies CallContract;

/**
 * Changes a waiting (`scheduled` or `paused`) post: `when` moves it; `refreshText: true` takes the
 * library item's current text again (after an edit in the editor). 409 once it is posting or done.
 */
export const updatePost = {
  method: 'PATCH',
  path: '/api/publisher/posts/:id',
  auth: 'bearer',
  params: postIdParams,
  request: z
    .strictObject({ when: postWhenSchema.optional(), refreshText: z.literal(true).optional() })
    .refine((b) => b.when !== undefined || b.refreshText !== undefined, { message: 'Nothing to change', path: ['when'] }),
  response: scheduledPostSchema,
} as const satisfies CallContract;

/** `pause` holds a waiting post; `resume` releases a paused one or retries a failed one after its last posted tweet; `cancel` drops it. */
export const postActions = ['pause', 'resume', 'cancel'] as const;
export const postActionSchema = z.enum(postActions);
export const postAction = {
  method: 'POST',
  path: '/api/publisher/posts/:id/:action',
  auth: 'bearer',
  params: z.object({ id: idSchema, action: postActionSchema }),
  request: z.strictObject({}),
  response: scheduledPostSchema,
} as const satisfies CallContract;

// ---- Queue slots and time zone ------------------------------------------------------------------

export const weekdays = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export const weekdaySchema = z.enum(weekdays);
export type Weekday = z.infer<typeof weekdaySchema>;

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** An IANA zone name such as `Europe/Berlin` or `UTC`. */
export const timeZoneSchema = z.string().min(1).max(64).refine(isTimeZone, publisherMessages.invalidTimeZone);

export const queueSlotSchema = z.strictObject({
  day: weekdaySchema,
  /** Local time in the user's zone, 24-hour `HH:MM`. */
  time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use HH:MM, e.g. 09:30'),
});
export type QueueSlot = z.infer<typeof queueSlotSchema>;

export const queueSettingsSchema = z.strictObject({
  timeZone: timeZoneSchema,
  /** Weekly slots; duplicates are merged, order does not matter. */
  slots: z.array(queueSlotSchema).max(100),
});
export type QueueSettings = z.infer<typeof queueSettingsSchema>;

/** New users start in UTC with these slots until they change them. */
export const defaultQueueSettings: QueueSettings = {
  timeZone: 'UTC',
  slots: weekdays.flatMap((day) => [
    { day, time: '09:00' },
    { day, time: '17:00' },
  ]),
};

export const queueSettingsResponseSchema = queueSettingsSchema.extend({
  /** The next slot (after now) no waiting post holds; null without slots. */
  nextFreeSlot: isoDateTimeSchema.nullable(),
});

export const getQueueSettings = {
  method: 'GET',
  path: '/api/publisher/queue/settings',
  auth: 'bearer',
  response: queueSettingsResponseSchema,
} as const satisfies CallContract;

export const putQueueSettings = {
  method: 'PUT',
  path: '/api/publisher/queue/settings',
  auth: 'bearer',
  request: queueSettingsSchema,
  response: queueSettingsResponseSchema,
} as const satisfies CallContract;

// ---- Metrics --------------------------------------------------------------------------------------

/** X's `public_metrics` (impression_count, like_count, retweet_count, reply_count, quote_count, bookmark_count). */
export const postMetricsSchema = z.object({
  impressions: countSchema,
  likes: countSchema,
  reposts: countSchema,
  replies: countSchema,
  quotes: countSchema,
  bookmarks: countSchema,
});
export type PostMetrics = z.infer<typeof postMetricsSchema>;

/** One reading: the sum over the post's tweets at `at`. */
export const metricsPointSchema = postMetricsSchema.extend({ at: isoDateTimeSchema });

/** Fetched at 5 min, 15 min, 1 h, 3 h, 6 h, 12 h, then daily for 7 days after posting. */
export const postPerformanceSchema = z.object({
  postId: idSchema,
  itemId: idSchema,
  kind: libraryKindSchema,
  tone: libraryToneSchema.nullable(),
  hook: hookStyleSchema.nullable(),
  postUrl: z.url(),
  firstTweet: z.string(),
  publishedAt: isoDateTimeSchema,
  /** The latest reading, summed over the thread's tweets. */
  totals: postMetricsSchema,
  /** Likes + reposts + replies + quotes + bookmarks per impression (0 without impressions). */
  engagementRate: z.number().min(0),
  /** Oldest first. */
  series: z.array(metricsPointSchema),
  /** Each tweet's latest reading, in thread order. */
  tweets: z.array(postMetricsSchema.extend({ index: z.number().int().min(0), tweetId: idSchema })),
});
export type PostPerformance = z.infer<typeof postPerformanceSchema>;

export const getPostPerformance = {
  method: 'GET',
  path: '/api/publisher/metrics/posts/:id',
  auth: 'bearer',
  params: postIdParams,
  response: postPerformanceSchema,
} as const satisfies CallContract;

/** Posts grouped by one attribute: counts and averages over their latest readings. */
export const performanceGroupSchema = z.object({
  key: z.string(),
  posts: countSchema,
  impressions: countSchema,
  engagements: countSchema,
  avgImpressions: z.number().min(0),
  engagementRate: z.number().min(0),
});
export type PerformanceGroup = z.infer<typeof performanceGroupSchema>;

export const performanceSummarySchema = z.object({
  totals: postMetricsSchema.extend({ posts: countSchema }),
  /** Every posted item of the last 90 days, best (most engagements) first, without series. */
  posts: z.array(postPerformanceSchema.omit({ series: true, tweets: true })).max(100),
  byTone: z.array(performanceGroupSchema),
  byHook: z.array(performanceGroupSchema),
  /** Hour of day (`'0'`–`'23'`) in the user's queue time zone. */
  byHour: z.array(performanceGroupSchema),
  timeZone: timeZoneSchema,
});
export type PerformanceSummary = z.infer<typeof performanceSummarySchema>;

export const getPerformanceSummary = {
  method: 'GET',
  path: '/api/publisher/metrics/summary',
  auth: 'bearer',
  response: performanceSummarySchema,
} as const satisfies CallContract;
