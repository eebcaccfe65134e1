import OpenAI from 'openai';
import { zodResponseFormat } from 'openai/helpers/zod';
import { z } from 'zod';
import { DATA_MESSAGE_RULE, modelDataMessage, type Logger } from '@chainscribe/service-kit';
import type { Enricher, Enrichment, EnrichmentContext } from './ports.ts';

export interface LlmEnricherOptions {
  apiKey: string;
  baseURL?: string | undefined;
  model: string;
  timeoutMs: number;
  logger: Logger;
}

/** The model's answer. Lengths are capped later by the domain, so a long answer is trimmed, not lost. */
export const enrichmentSchema = z.object({
  summary: z.string(),
  key_points: z.array(z.string()),
  current_trends: z.array(z.string()),
  trending_hashtags: z.array(z.string()),
  suggested_mentions: z.array(z.string()),
});

const ATTEMPTS = 2;

const instructions = [
  'You help crypto creators research a topic before writing a post on X.',
  DATA_MESSAGE_RULE,
  'Use only the facts in that JSON context. Do not state prices, percentages, dates, figures or news that are not in it,',
  'and make no claims about people. Market figures are already shown to the reader: do not repeat or restate them.',
  'Write a 2–3 sentence summary for the audience, up to 5 key talking points, up to 5 current trends,',
  'up to 6 relevant hashtags, and choose suggested_mentions only from the curatedAccounts handles (most relevant first).',
  'Answer with JSON only, exactly in this shape:',
  '{"summary": string, "key_points": string[], "current_trends": string[], "trending_hashtags": string[], "suggested_mentions": string[]}',
].join(' ');

/**
 * Enriches research through any OpenAI-compatible chat-completions endpoint. Structured output is
 * requested and then validated with zod; a timeout, a transport error or an invalid answer gets
 * one retry, after which research falls back to the knowledge-base result (null).
 */
export function createLlmEnricher(options: LlmEnricherOptions): Enricher {
  // Retries are ours (they also cover invalid JSON), so the SDK's own are off.
  const client = new OpenAI({ apiKey: options.apiKey, baseURL: options.baseURL, timeout: options.timeoutMs, maxRetries: 0 });

  async function ask(context: EnrichmentContext): Promise<Enrichment> {
    const completion = await client.chat.completions.create({
      model: options.model,
      temperature: 0.4,
      response_format: zodResponseFormat(enrichmentSchema, 'topic_research'),
      messages: [
        { role: 'system', content: instructions },
        // The topic and every other value the user can influence travel only here, as data.
        { role: 'user', content: modelDataMessage(context) },
      ],
    });
    const content = completion.choices[0]?.message.content;
    if (!content) throw new Error('empty completion');
    return enrichmentSchema.parse(JSON.parse(content));
  }

  return {
    async enrich(context) {
      for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
        try {
          return await ask(context);
        } catch (err) {
          options.logger.warn({ attempt, err: (err as Error).message }, 'research enrichment failed');
        }
      }
      return null;
    },
  };
}
