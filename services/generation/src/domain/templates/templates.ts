import { randomUUID } from 'node:crypto';
import {
  templateMessages,
  type CreateTemplateRequest,
  type Template,
  type TemplateBeat,
  type TemplateCategory,
} from '@chainscribe/contracts';
import { AppError } from '@chainscribe/service-kit';
import type { TemplateDoc } from '../../data-access/template.model.ts';
import type { TemplatesRepository } from '../../data-access/templates.repository.ts';
import { builtInTemplates, type BuiltInTemplate } from './built-in.ts';
import { beatsFromTweets } from './derive-beats.ts';
import { previewOf } from './preview.ts';

/** How many templates one user may keep: plenty for a creator, bounded for the store. */
export const MAX_TEMPLATES_PER_USER = 100;

/** What a generation job needs from a template. */
export interface ResolvedTemplate {
  id: string;
  name: string;
  beats: TemplateBeat[];
}

export interface TemplatesDeps {
  templates: TemplatesRepository;
  /** The caller's own thread's tweets, or null when it is not theirs (or does not exist). */
  threadTweets: (userId: string, threadId: string) => Promise<string[] | null>;
  now: () => Date;
}

const builtInView = (template: BuiltInTemplate): Template => ({
  id: template.id,
  name: template.name,
  description: template.description,
  category: template.category,
  builtIn: true,
  beats: template.beats,
  preview: previewOf(template),
  createdAt: null,
});

const ownView = (doc: TemplateDoc): Template => ({
  id: doc._id,
  name: doc.name,
  description: doc.description,
  category: doc.category,
  builtIn: false,
  beats: doc.beats.map(({ role, guidance }) => ({ role, guidance })),
  preview: doc.preview,
  createdAt: doc.created_at.toISOString(),
});

const builtInById = new Map(builtInTemplates.map((template) => [template.id, template]));

export function createTemplates(deps: TemplatesDeps) {
  /** Beats and preview from the one source the request names (the contract guarantees exactly one). */
  async function structureOf(userId: string, request: CreateTemplateRequest): Promise<{ beats: TemplateBeat[]; preview: string[] }> {
    if (request.beats) return { beats: request.beats, preview: [] };
    if (request.tweets) return { beats: beatsFromTweets(request.tweets), preview: request.tweets };
    const tweets = request.threadId ? await deps.threadTweets(userId, request.threadId) : null;
    if (!tweets) throw AppError.notFound(templateMessages.threadNotFound);
    return { beats: beatsFromTweets(tweets), preview: tweets };
  }

  return {
    /** The user's own templates (newest first), then the built-in ones. */
    async list(userId: string, category?: TemplateCategory): Promise<Template[]> {
      const own = (await deps.templates.ofUser(userId)).map(ownView);
      const all = [...own, ...builtInTemplates.map(builtInView)];
      return category ? all.filter((template) => template.category === category) : all;
    },

    async create(userId: string, request: CreateTemplateRequest): Promise<Template> {
      if ((await deps.templates.countOf(userId)) >= MAX_TEMPLATES_PER_USER)
        throw AppError.conflict(templateMessages.tooMany(MAX_TEMPLATES_PER_USER), 'template_limit_reached');
      const { beats, preview } = await structureOf(userId, request);
      const doc: TemplateDoc = {
        _id: `tpl-${randomUUID()}`,
        userId,
        name: request.name,
        description: request.description,
        category: request.category,
        beats,
        preview,
        created_at: deps.now(),
      };
      await deps.templates.insert(doc);
      return ownView(doc);
    },

    /** Own templates only: a built-in one is 403, anyone else's (or none) 404, so ids reveal nothing. */
    async remove(userId: string, id: string): Promise<void> {
      if (builtInById.has(id)) throw AppError.forbidden(templateMessages.builtInReadOnly, 'template_built_in');
      if (!(await deps.templates.deleteOwned(userId, id))) throw AppError.notFound(templateMessages.notFound);
    },

    /** A template the user may start from: built-in or their own; anything else is 404. */
    async resolve(userId: string, id: string): Promise<ResolvedTemplate> {
      const builtIn = builtInById.get(id);
      if (builtIn) return { id: builtIn.id, name: builtIn.name, beats: builtIn.beats };
      const own = await deps.templates.ownedBy(userId, id);
      if (!own) throw AppError.notFound(templateMessages.notFound);
      return { id: own._id, name: own.name, beats: own.beats.map(({ role, guidance }) => ({ role, guidance })) };
    },
  };
}

export type Templates = ReturnType<typeof createTemplates>;
