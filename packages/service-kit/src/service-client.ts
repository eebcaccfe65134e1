import type { z } from 'zod';
import { signIdentity, type Identity } from './identity.ts';

export type ServiceAnswer<T> = { ok: true; data: T } | { ok: false; status: number | null; reason: string };

interface CallShape<R extends z.ZodType> {
  method: string;
  path: string;
  response: R;
}

/**
 * One service calling another directly (not through the gateway), signed exactly as the gateway
 * signs (method, path, query and body), with the answer parsed by the call's contract. Failures come back as data (`ok: false`)
 * so callers decide what "unavailable" means for them instead of catching.
 */
export async function callService<R extends z.ZodType>(options: {
  baseUrl: string;
  internalKey: string;
  call: CallShape<R>;
  query?: Record<string, string>;
  body?: unknown;
  identity?: Identity | null;
  timeoutMs: number;
}): Promise<ServiceAnswer<z.infer<R>>> {
  const { call } = options;
  const url = new URL(call.path, options.baseUrl);
  for (const [key, value] of Object.entries(options.query ?? {})) url.searchParams.set(key, value);
  // The exact bytes sent are the bytes signed: the target as fetch serialises it, the JSON body.
  const body = options.body === undefined ? undefined : JSON.stringify(options.body);
  try {
    const res = await fetch(url, {
      method: call.method,
      headers: {
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...signIdentity(options.internalKey, { method: call.method, target: `${url.pathname}${url.search}`, body }, options.identity ?? null),
      },
      ...(body === undefined ? {} : { body }),
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    if (!res.ok) return { ok: false, status: res.status, reason: `${call.path} answered ${res.status}` };
    const parsed = call.response.safeParse(await res.json());
    if (!parsed.success) return { ok: false, status: res.status, reason: `${call.path} answered outside its contract: ${parsed.error.issues[0]?.message ?? ''}` };
    return { ok: true, data: parsed.data };
  } catch (err) {
    return { ok: false, status: null, reason: `${call.path} unreachable: ${(err as Error).message}` };
  }
}
