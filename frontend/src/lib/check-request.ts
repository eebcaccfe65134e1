import { messages } from '@chainscribe/contracts/catalogue';
import type { CallRoute, ContractOf } from '@chainscribe/contracts';
import type { z } from 'zod';
import { contractOf, errorMessage } from './api-client.ts';

export type CheckedRequest<T> = { ok: true; data: T } | { ok: false; message: string };

type RequestSchemaOf<R extends CallRoute> = ContractOf<R> extends { request: infer S extends z.ZodType } ? S : never;

/**
 * A request body built from several inputs (a form, research, live figures), checked against its
 * route's contract before it is sent: the parsed body, or the first message the server would answer
 * with. The contract loads with the first check, so the page starts without it.
 * Forms whose fields map one-to-one onto a contract use `useZodForm` instead.
 */
export async function checkRequest<R extends CallRoute>(
  route: R,
  body: z.input<RequestSchemaOf<R>>,
): Promise<CheckedRequest<z.output<RequestSchemaOf<R>>>> {
  let schema: z.ZodType;
  try {
    schema = ((await contractOf(route)) as { request: z.ZodType }).request;
  } catch (error) {
    return { ok: false, message: errorMessage(error, messages.anErrorOccurred) };
  }
  const parsed = schema.safeParse(body);
  if (parsed.success) return { ok: true, data: parsed.data as z.output<RequestSchemaOf<R>> };
  return { ok: false, message: parsed.error.issues[0]?.message ?? messages.invalidRequest };
}
