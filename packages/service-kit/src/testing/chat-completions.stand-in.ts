import { json, serve, type StandIn } from './stand-in.ts';

export type CompletionReply = { content: string } | { status: number } | { delayMs: number; content: string };

/**
 * An OpenAI-compatible chat-completions server (POST /chat/completions) for the writers and the
 * research enricher. Each request takes the next scripted reply; the last one repeats.
 */
export function startChatCompletionsStandIn(replies: CompletionReply[]): Promise<StandIn> {
  let next = 0;
  return serve(async (req, _body, res) => {
    if (req.method !== 'POST' || req.url !== '/chat/completions') return json(res, 404, { error: { message: 'not found' } });
    const reply = replies[Math.min(next++, replies.length - 1)] ?? { status: 500 };
    if ('status' in reply) return json(res, reply.status, { error: { message: 'scripted failure', type: 'server_error' } });
    if ('delayMs' in reply) await new Promise((r) => setTimeout(r, reply.delayMs));
    if (res.destroyed) return;
    return json(res, 200, {
      id: `chatcmpl-${next}`,
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      model: 'stand-in-model',
      choices: [{ index: 0, message: { role: 'assistant', content: reply.content, refusal: null }, finish_reason: 'stop', logprobs: null }],
      usage: { prompt_tokens: 100, completion_tokens: 50, total_tokens: 150 },
    });
  });
}
