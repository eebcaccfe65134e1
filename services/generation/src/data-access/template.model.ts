import { Schema, type Connection, type Model } from 'mongoose';
import type { TemplateBeat, TemplateCategory } from '@chainscribe/contracts';

/** A template a user saved (built-in ones are data in domain/templates/built-in.ts). */
export interface TemplateDoc {
  _id: string;
  userId: string;
  name: string;
  description: string;
  category: TemplateCategory;
  beats: TemplateBeat[];
  preview: string[];
  created_at: Date;
}

const templateSchema = new Schema<TemplateDoc>(
  {
    _id: { type: String, required: true },
    userId: { type: String, required: true },
    name: { type: String, required: true },
    description: { type: String, default: '' },
    category: { type: String, required: true },
    beats: { type: [{ _id: false, role: { type: String, required: true }, guidance: { type: String, required: true } }], required: true },
    preview: { type: [String], default: [] },
    created_at: { type: Date, required: true },
  },
  { versionKey: false },
);
templateSchema.index({ userId: 1, created_at: -1 });

export const templateModel = (connection: Connection): Model<TemplateDoc> =>
  (connection.models.ThreadTemplate as Model<TemplateDoc> | undefined) ??
  connection.model<TemplateDoc>('ThreadTemplate', templateSchema, 'templates');
