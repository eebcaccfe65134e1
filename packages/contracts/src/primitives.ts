import { z } from 'zod';

/** Every timestamp on the wire: ISO 8601 with `Z` or an explicit offset. */
export const isoDateTimeSchema = z.iso.datetime({ offset: true });
/** A calendar day in UTC, `YYYY-MM-DD`: the key of every daily counter. */
export const isoDateSchema = z.iso.date();

export const idSchema = z.string().min(1).max(200);
export const countSchema = z.number().int().nonnegative();
/** Limits and remaining counts: -1 means unlimited (spec §3 plan features). */
export const limitSchema = z.number().int().min(-1);

/** Emails are compared trimmed and lowercased. */
export const emailSchema = z.string().trim().toLowerCase().max(254).pipe(z.email('Enter a valid email'));
/** E.164, e.g. +14155550123. */
export const phoneSchema = z
  .string()
  .trim()
  .regex(/^\+[1-9]\d{6,14}$/, 'Enter the phone number in international format, e.g. +14155550123');

/** An X handle, with or without the leading `@` (X allows 1–15 word characters). */
export const xHandleSchema = z
  .string()
  .trim()
  .regex(/^@?[A-Za-z0-9_]{1,15}$/, 'Enter a valid X handle');

/** Token symbols are compared uppercased and without a leading `$` (users type `$pepe`). */
export const tokenSymbolSchema = z
  .string()
  .trim()
  .toUpperCase()
  .overwrite((s) => s.replace(/^\$/, ''))
  .min(1)
  .max(20)
  .regex(/^[A-Z0-9][A-Z0-9._-]*$/, 'Enter a valid token symbol');

// Browser-gathered context is free-form; these bounds keep a hostile client from sending
// megabytes of nested JSON while accepting whatever shape the UI collects today.
const MAX_KEYS = 50;
const MAX_ITEMS = 50;
const keySchema = z.string().max(64);
const scalarSchema = z.union([z.string().max(500), z.number().finite(), z.boolean(), z.null()]);
const shallowSchema = z.union([
  scalarSchema,
  z.array(scalarSchema).max(MAX_ITEMS),
  z.record(keySchema, scalarSchema).refine((r) => Object.keys(r).length <= MAX_KEYS, `At most ${MAX_KEYS} keys`),
]);

/** A JSON object at most two levels deep, at most 50 keys / 50 items per level, strings ≤ 500. */
export const boundedRecordSchema = z
  .record(keySchema, z.union([shallowSchema, z.array(shallowSchema).max(MAX_ITEMS)]))
  .refine((r) => Object.keys(r).length <= MAX_KEYS, `At most ${MAX_KEYS} keys`);
export type BoundedRecord = z.infer<typeof boundedRecordSchema>;

export const boundedStringList = (maxLength = 500, maxItems = MAX_ITEMS) => z.array(z.string().max(maxLength)).max(maxItems);
