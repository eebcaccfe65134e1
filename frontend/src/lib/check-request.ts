import { messages } from '@chainscribe/contracts/catalogue';
import type { z } from 'zod';

export type CheckedRequest<T> = { ok: true; data: T } | { ok: false; message: string };

/**
 * A request body built from several inputs (a form, research, live figures), checked against its
 * contract before it is sent: the parsed body, or the first message the server would answer with.
 * Forms whose fields map one-to-one onto a contract use `useZodForm` instead.
 */
export function checkRequest<Output, Input>(schema: z.ZodType<Output, Input>, body: Input): CheckedRequest<Output> {
  const parsed = schema.safeParse(body);
  if (parsed.success) return { ok: true, data: parsed.data };
  return { ok: false, message: parsed.error.issues[0]?.message ?? messages.invalidRequest };
}
