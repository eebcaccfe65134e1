import type { Connection } from 'mongoose';
import { templateModel, type TemplateDoc } from './template.model.ts';

/** Users' own templates. Each write is one insert or one delete: nothing here reads before it writes. */
export function createTemplatesRepository(connection: Connection) {
  const templates = templateModel(connection);
  return {
    init: () => templates.init(),
    async insert(template: TemplateDoc): Promise<void> {
      await templates.create(template);
    },
    ofUser: (userId: string) => templates.find({ userId }).sort({ created_at: -1, _id: -1 }).lean<TemplateDoc[]>().exec(),
    countOf: (userId: string) => templates.countDocuments({ userId }).exec(),
    /** The template if it is the user's own; another user's reads as absent. */
    ownedBy: (userId: string, id: string) => templates.findOne({ _id: id, userId }).lean<TemplateDoc>().exec(),
    async deleteOwned(userId: string, id: string): Promise<boolean> {
      const { deletedCount } = await templates.deleteOne({ _id: id, userId }).exec();
      return deletedCount > 0;
    },
  };
}

export type TemplatesRepository = ReturnType<typeof createTemplatesRepository>;
