import OpenAI from 'openai';
import { zodResponseFormat } from 'openai/helpers/zod';
import { z } from 'zod';
import { DATA_MESSAGE_RULE, modelDataMessage, retry, type Logger } from '@chainscribe/service-kit';
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
 * requested and then validated with zod; a timeout, a transport error, a 429/5xx (the SDK's own
 * retry) or an invalid answer (ours) gets one retry, after which research falls back to the
 * knowledge-base result (null). Any other 4xx is final.
 */
export function createLlmEnricher(options: LlmEnricherOptions): Enricher {
  const client = new OpenAI({ apiKey: options.apiKey, baseURL: options.baseURL, timeout: options.timeoutMs, maxRetries: ATTEMPTS - 1 });

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
    if (!content) throw new InvalidAnswerError('empty completion');
    try {
      return enrichmentSchema.parse(JSON.parse(content));
    } catch (err) {
      throw new InvalidAnswerError(`answer outside the schema: ${(err as Error).message}`, { cause: err });
    }
  }

  return {
    async enrich(context) {
      try {
        return await retry('Research enrichment', () => ask(context), {
          attempts: ATTEMPTS,
          baseMs: 100,
          maxMs: 500,
          shouldRetry: (err) => err instanceof InvalidAnswerError,
          onRetry: (err, attempt) =>
            options.logger.warn({ attempt, err: (err as Error).message }, 'research enrichment answer invalid, asking again'),
        });
      } catch (err) {
        options.logger.warn({ err: (err as Error).message }, 'research enrichment failed');
        return null;
      }
    },
  };
}

/** The model answered, but not with JSON matching the schema: a fresh request may do better. */
class InvalidAnswerError extends Error {
  override name = 'InvalidAnswerError';
}
