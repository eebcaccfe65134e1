import { z } from 'zod';
import type { Logger } from '@chainscribe/service-kit';

/** X's public oEmbed answer (https://developer.x.com/en/docs/x-for-websites/oembed-api), the fields we read. */
const oembedSchema = z.object({
  html: z.string().max(20_000),
  author_name: z.string().max(200).optional(),
  author_url: z.string().max(300).optional(),
  url: z.string().max(300).optional(),
});

export interface EmbeddedPost {
  text: string;
  authorName: string | null;
  authorHandle: string | null;
  url: string;
}

const entities: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  '#39': "'",
  nbsp: ' ',
  mdash: '—',
  ndash: '–',
  hellip: '…',
};

function decode(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (match, code: string) => {
    if (code.startsWith('#x') || code.startsWith('#X')) return String.fromCodePoint(parseInt(code.slice(2), 16));
    if (code.startsWith('#') && code !== '#39') return String.fromCodePoint(parseInt(code.slice(1), 10));
    return entities[code.toLowerCase()] ?? match;
  });
}

/** The post's text from the embed HTML: the first <p> of the blockquote, tags removed. */
export function postTextFromEmbed(html: string): string {
  const paragraph = /<p\b[^>]*>([\s\S]*?)<\/p>/i.exec(html)?.[1] ?? '';
  return decode(paragraph.replace(/<br\s*\/?>/gi, '\n').replace(/<[^>]+>/g, ''))
    .replace(/[ \t]+/g, ' ')
    .trim();
}

export const handleFromUrl = (url: string | undefined): string | null =>
  /(?:x|twitter)\.com\/([A-Za-z0-9_]{1,15})(?:\/|$)/i.exec(url ?? '')?.[1] ?? null;

/** Reads a public X post through oEmbed; null when the endpoint is off, unreachable or refuses. */
export function createOembedClient(options: { endpoint: string; timeoutMs: number; logger: Logger }) {
  return {
    async post(postUrl: string): Promise<EmbeddedPost | null> {
      if (!options.endpoint) return null;
      const url = new URL(options.endpoint);
      url.searchParams.set('url', postUrl);
      url.searchParams.set('omit_script', 'true');
      url.searchParams.set('dnt', 'true');
      try {
        const res = await fetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(options.timeoutMs) });
        if (!res.ok) {
          options.logger.info({ status: res.status }, 'X oEmbed refused the post');
          return null;
        }
        const parsed = oembedSchema.safeParse(await res.json());
        if (!parsed.success) return null;
        const text = postTextFromEmbed(parsed.data.html);
        if (!text) return null;
        return {
          text,
          authorName: parsed.data.author_name ?? null,
          authorHandle: handleFromUrl(parsed.data.author_url) ?? handleFromUrl(postUrl),
          url: parsed.data.url ?? postUrl,
        };
      } catch (err) {
        options.logger.info({ err: (err as Error).message }, 'X oEmbed unreachable');
        return null;
      }
    },
  };
}

export type OembedClient = ReturnType<typeof createOembedClient>;
