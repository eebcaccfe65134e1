import OpenAI from 'openai';
import { zodResponseFormat } from 'openai/helpers/zod';
import type { z } from 'zod';
import { sleep, type Logger } from '@chainscribe/service-kit';

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
  /** Tries per call: a timeout, a transport error, a 5xx/429 or an answer outside the schema gets another. */
  maxAttempts: number;
  logger: Logger;
}

/**
 * The openai SDK against any OpenAI-compatible chat-completions server (OpenAI, OpenRouter,
 * Ollama, vLLM). Structured output is requested as a JSON schema and the answer is validated with
 * zod here, whatever the server claims to support.
 */
export function createOpenAIChat(options: OpenAIChatOptions): ChatModel {
  // Our retries also cover invalid JSON, so the SDK's own are off.
  const client = new OpenAI({ apiKey: options.apiKey, baseURL: options.baseURL, timeout: options.timeoutMs, maxRetries: 0 });
  return {
    model: options.model,
    async completeJson(schema, name, messages, signal) {
      let lastError: unknown;
      for (let attempt = 1; attempt <= options.maxAttempts; attempt++) {
        try {
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
          if (!content) throw new Error('the model answered with no content');
          return schema.parse(JSON.parse(content));
        } catch (err) {
          lastError = err;
          if (signal?.aborted) break;
          options.logger.warn({ attempt, model: options.model, err: (err as Error).message }, 'model call failed');
          if (attempt < options.maxAttempts) await sleep(250 * attempt);
        }
      }
      throw lastError instanceof Error ? lastError : new Error(String(lastError));
    },
  };
}
