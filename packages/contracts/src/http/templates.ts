// Thread templates (issue 18 "Keep and take out"): built-in and the user's own, served by generation.
import { z } from 'zod';
import { threadLengths } from '../enums.ts';
import { idSchema, isoDateTimeSchema } from '../primitives.ts';
import type { CallContract } from './call.ts';
import { tweetTextSchema } from './generation/text.ts';

/**
 * What one tweet of a template does. Writers map each role to the kind of tweet they write there,
 * so a thread started from a template keeps its shape whoever writes it.
 */
export const templateRoles = ['hook', 'context', 'data', 'insight', 'risk', 'signal', 'steps', 'summary', 'cta'] as const;
export const templateRoleSchema = z.enum(templateRoles, `Role must be one of ${templateRoles.join(', ')}`);
export type TemplateRole = z.infer<typeof templateRoleSchema>;

export const templateCategories = [
  'launch',
  'token',
  'market',
  'education',
  'defi',
  'security',
  'governance',
  'community',
  'growth',
] as const;
export const templateCategorySchema = z.enum(templateCategories, `Category must be one of ${templateCategories.join(', ')}`);
export type TemplateCategory = z.infer<typeof templateCategorySchema>;

export const templateBeatSchema = z.strictObject({
  role: templateRoleSchema,
  /** Short placeholder guidance shown in the editor and given to the model, e.g. "What launched and for whom". */
  guidance: z.string().trim().min(1, 'Each beat needs a short guidance').max(200),
});
export type TemplateBeat = z.infer<typeof templateBeatSchema>;

export const templateMessages = {
  beatCount: `A template has ${threadLengths.join(', ')} tweets, like a thread`,
  hookFirst: 'A template starts with a hook',
  ctaLast: 'A call to action can only be the last tweet',
  oneSource: 'Send exactly one of beats, tweets or threadId',
  builtInReadOnly: 'Built-in templates cannot be deleted',
  notFound: 'Template not found',
  threadNotFound: 'Thread not found',
  tooMany: (max: number) => `You can keep at most ${max} templates. Delete one to save another.`,
} as const;

/** The ordered beats of a template: as long as a thread may be, a hook first, a CTA only last. */
export const templateBeatsSchema = z.array(templateBeatSchema).superRefine((beats, ctx) => {
  if (!(threadLengths as readonly number[]).includes(beats.length)) ctx.addIssue({ code: 'custom', message: templateMessages.beatCount });
  if (beats[0] && beats[0].role !== 'hook') ctx.addIssue({ code: 'custom', path: [0, 'role'], message: templateMessages.hookFirst });
  beats.forEach((beat, i) => {
    if (beat.role === 'cta' && i !== beats.length - 1)
      ctx.addIssue({ code: 'custom', path: [i, 'role'], message: templateMessages.ctaLast });
  });
});

export const templateSchema = z.object({
  id: idSchema,
  name: z.string().min(1).max(80),
  description: z.string().max(300),
  category: templateCategorySchema,
  builtIn: z.boolean(),
  beats: templateBeatsSchema,
  /** Example tweets, one per beat (saved templates keep the thread they came from). */
  preview: z.array(tweetTextSchema).max(15),
  createdAt: isoDateTimeSchema.nullable(),
});
export type Template = z.infer<typeof templateSchema>;

export const listTemplates = {
  method: 'GET',
  path: '/api/templates',
  auth: 'bearer',
  query: z.object({ category: templateCategorySchema.optional() }),
  response: z.object({ templates: z.array(templateSchema) }),
} as const satisfies CallContract;
export type ListTemplatesResponse = z.infer<typeof listTemplates.response>;

/**
 * Saves a structure as the caller's template, from exactly one source: `beats` sent explicitly,
 * `tweets` (a thread's text, roles derived from it) or `threadId` (one of the caller's threads).
 */
export const createTemplateRequestSchema = z
  .strictObject({
    name: z.string().trim().min(1, 'Give the template a name').max(80),
    description: z.string().trim().max(300).default(''),
    category: templateCategorySchema,
    beats: templateBeatsSchema.optional(),
    tweets: z.array(tweetTextSchema).optional(),
    threadId: idSchema.optional(),
  })
  .superRefine((body, ctx) => {
    const sources = [body.beats, body.tweets, body.threadId].filter((source) => source !== undefined);
    if (sources.length !== 1) ctx.addIssue({ code: 'custom', message: templateMessages.oneSource });
    if (body.tweets && !(threadLengths as readonly number[]).includes(body.tweets.length))
      ctx.addIssue({ code: 'custom', path: ['tweets'], message: templateMessages.beatCount });
  });

export const createTemplate = {
  method: 'POST',
  path: '/api/templates',
  auth: 'bearer',
  request: createTemplateRequestSchema,
  response: templateSchema,
} as const satisfies CallContract;
export type CreateTemplateRequest = z.infer<typeof createTemplate.request>;
export type CreateTemplateRequestInput = z.input<typeof createTemplate.request>;

/** Own templates only: another user's id is 404, a built-in one 403. */
export const deleteTemplate = {
  method: 'DELETE',
  path: '/api/templates/:id',
  auth: 'bearer',
  params: z.object({ id: idSchema }),
  response: z.object({ id: idSchema, deleted: z.literal(true) }),
} as const satisfies CallContract;
