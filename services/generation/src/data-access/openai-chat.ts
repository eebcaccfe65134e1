import OpenAI from 'openai';
import { zodResponseFormat } from 'openai/helpers/zod';
import type { z } from 'zod';
import { retry, type Logger } from '@chainscribe/service-kit';

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

/** A chat model that answers with JSON matching a schema; throws when it cannot. */
export interface ChatModel {
  readonly model: string;
  completeJson<S extends z.ZodType>(schema: S, name: string, messages: readonly ChatMessage[], signal?: AbortSignal): Promise<z.infer<S>>;
}

export interface OpenAIChatOptions {
  apiKey: string;
  baseURL?: string | undefined;
  model: string;
  timeoutMs: number;
  /**
   * Tries per call. The SDK retries what the server may answer differently (no answer, timeout,
   * 408/409/429/5xx, honouring Retry-After); an answer outside the schema gets a fresh request too.
   * Any other 4xx is final.
   */
  maxAttempts: number;
  logger: Logger;
}

/**
 * The openai SDK against any OpenAI-compatible chat-completions server (OpenAI, OpenRouter,
 * Ollama, vLLM). Structured output is requested as a JSON schema and the answer is validated with
 * zod here, whatever the server claims to support.
 */
export function createOpenAIChat(options: OpenAIChatOptions): ChatModel {
  // The SDK's retry already covers exactly the transport failures worth repeating (with backoff,
  // jitter and Retry-After); ours only adds the answer that came back outside the schema.
  const client = new OpenAI({
    apiKey: options.apiKey,
    baseURL: options.baseURL,
    timeout: options.timeoutMs,
    maxRetries: Math.max(0, options.maxAttempts - 1),
  });
  return {
    model: options.model,
    async completeJson(schema, name, messages, signal) {
      return retry(
        `The ${options.model} call`,
        async () => {
          const completion = await client.chat.completions.create(
            {
              model: options.model,
              temperature: 0.8,
              response_format: zodResponseFormat(schema, name),
              messages: messages.map((m) => ({ role: m.role, content: m.content })),
            },
            signal ? { signal } : {},
          );
          const content = completion.choices[0]?.message.content;
          if (!content) throw new InvalidAnswerError('the model answered with no content');
          try {
            return schema.parse(JSON.parse(content));
          } catch (err) {
            throw new InvalidAnswerError(`the model answered outside the schema: ${(err as Error).message}`, { cause: err });
          }
        },
        {
          attempts: options.maxAttempts,
          baseMs: 250,
          maxMs: 2000,
          ...(signal ? { signal } : {}),
          shouldRetry: (err) => err instanceof InvalidAnswerError,
          onRetry: (err, attempt) =>
            options.logger.warn({ attempt, model: options.model, err: (err as Error).message }, 'model answer invalid, asking again'),
        },
      );
    },
  };
}

/** The server answered, but not with JSON matching the schema: a fresh request may do better. */
class InvalidAnswerError extends Error {
  override name = 'InvalidAnswerError';
}
