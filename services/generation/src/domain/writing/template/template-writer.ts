import type { Writer } from '../writer.ts';
import { writeTemplateRewrite } from './rewriter.ts';
import { writeTemplateThreadWithRoles } from './thread-writer.ts';
import { writeTemplateTweets } from './tweet-writer.ts';

/** The default Writer: built-in copy, no network, deterministic per brief and seed. */
export function createTemplateWriter(): Writer {
  return {
    kind: 'template',
    writeThread: async (brief) => ({ ...writeTemplateThreadWithRoles(brief), writer: 'template', model: 'template' }),
    writeTweets: async (brief) => ({ drafts: writeTemplateTweets(brief), writer: 'template', model: 'template' }),
    rewrite: async (brief) => ({ tweets: writeTemplateRewrite(brief), writer: 'template', model: 'template' }),
  };
}
