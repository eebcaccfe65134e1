// Settings accounts keeps for each user (issue 23), Web Push subscriptions, and what personalisation uses.
import { z } from 'zod';
import { hookStyleSchema, threadLengthSchema } from '../enums.ts';
import { idSchema, isoDateTimeSchema } from '../primitives.ts';
import type { CallContract } from './call.ts';

/** What the user chooses. Consent-like switches (email updates, push, public profile) start off. */
export const userSettingsValuesSchema = z.strictObject({
  theme: z.enum(['dark', 'light']),
  /** The editor saves by itself; off, it shows an explicit Save button. */
  autoSave: z.boolean(),
  /** Consent to product update emails; every change is recorded with its time. */
  emailUpdates: z.boolean(),
  /** Web Push for finished long generations and for scheduled posts that went live or stopped, on the devices subscribed. */
  pushNotifications: z.boolean(),
  /** `/u/:username` shows the profile and the items marked public; off, it is 404. */
  publicProfile: z.boolean(),
  /** Generation fills a request's defaults from the library; off, nothing of it is used. */
  personalisation: z.boolean(),
  /** The lint asks for a not-financial-advice line on price talk (issue 22). Absent from older forms: off. */
  notFinancialAdvice: z.boolean().default(false),
});
export type UserSettingsValues = z.infer<typeof userSettingsValuesSchema>;

export const defaultUserSettings: UserSettingsValues = {
  theme: 'dark',
  autoSave: true,
  emailUpdates: false,
  pushNotifications: false,
  publicProfile: false,
  personalisation: true,
  notFinancialAdvice: false,
};

export const userSettingsSchema = userSettingsValuesSchema.extend({
  /** When email updates were last switched on; null while there is no consent. */
  emailUpdatesConsentAt: isoDateTimeSchema.nullable(),
  /** null until the user saves settings once (the defaults apply). */
  updatedAt: isoDateTimeSchema.nullable(),
});
export type UserSettings = z.infer<typeof userSettingsSchema>;

export const getSettings = {
  method: 'GET',
  path: '/api/users/me/settings',
  auth: 'bearer',
  response: userSettingsSchema,
} as const satisfies CallContract;

/** Replaces every setting (send the whole form). */
export const updateSettings = {
  method: 'PUT',
  path: '/api/users/me/settings',
  auth: 'bearer',
  request: userSettingsValuesSchema,
  response: userSettingsSchema,
} as const satisfies CallContract;

// ---- Web Push ------------------------------------------------------------------------------

export const pushMessages = {
  notConfigured: 'Push notifications are not available on this server.',
} as const;

/** What `PushSubscription.toJSON()` gives in the browser. */
export const pushSubscriptionRequestSchema = z.object({
  endpoint: z.url({ protocol: /^https?$/ }).max(2000),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({ p256dh: z.string().min(1).max(200), auth: z.string().min(1).max(100) }),
});
export type PushSubscriptionRequest = z.infer<typeof pushSubscriptionRequestSchema>;

/** The VAPID public key the browser passes to `pushManager.subscribe` as `applicationServerKey`. */
export const getPushKey = {
  method: 'GET',
  path: '/api/users/me/push-subscriptions/key',
  auth: 'bearer',
  response: z.object({ publicKey: z.string().min(1) }),
} as const satisfies CallContract;

/** Adds (or refreshes, by endpoint) this device's subscription. */
export const addPushSubscription = {
  method: 'POST',
  path: '/api/users/me/push-subscriptions',
  auth: 'bearer',
  request: pushSubscriptionRequestSchema,
  response: z.object({ id: idSchema, endpoint: z.string(), createdAt: isoDateTimeSchema }),
} as const satisfies CallContract;

/** Removes this device's subscription (by endpoint); removing an unknown one is not an error. */
export const removePushSubscription = {
  method: 'DELETE',
  path: '/api/users/me/push-subscriptions',
  auth: 'bearer',
  request: z.strictObject({ endpoint: z.string().min(1).max(2000) }),
  response: z.object({ removed: z.boolean() }),
} as const satisfies CallContract;

// ---- Personalisation (answered by generation, which owns the library) ----------------------

/** Defaults a new request starts from when personalisation is on; null fields have no signal yet. */
export const personalDefaultsSchema = z.object({
  tone: z.string().nullable(),
  hookStyle: hookStyleSchema.nullable(),
  length: threadLengthSchema.nullable(),
  topics: z.array(z.string()),
});
export type PersonalDefaults = z.infer<typeof personalDefaultsSchema>;

export const personalisationSchema = z.object({
  enabled: z.boolean(),
  /** Library items (kept or edited since the last clear) the defaults come from. */
  itemsUsed: z.number().int().nonnegative(),
  /** Items older than this are not used; null when never cleared. */
  clearedAt: isoDateTimeSchema.nullable(),
  defaults: personalDefaultsSchema,
});
export type Personalisation = z.infer<typeof personalisationSchema>;

export const getPersonalisation = {
  method: 'GET',
  path: '/api/personalisation',
  auth: 'bearer',
  response: personalisationSchema,
} as const satisfies CallContract;

/** Forgets what personalisation learned so far (the library itself stays). */
export const clearPersonalisation = {
  method: 'DELETE',
  path: '/api/personalisation',
  auth: 'bearer',
  response: personalisationSchema,
} as const satisfies CallContract;
