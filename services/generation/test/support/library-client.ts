import { inject } from 'vitest';
import type { Connection } from 'mongoose';
import { libraryItemSchema, type CreateLibraryItemRequestInput, type LibraryItem } from '@chainscribe/contracts';
import { connectMongo, createLogger, signIdentity, type Identity } from '@chainscribe/service-kit';
import { testInternalKeys } from '@chainscribe/service-kit/testing';
import type { GenerationSystem } from './generation-system.ts';

export interface RawResult {
  status: number;
  headers: Headers;
  text: string;
  /** The body parsed as JSON when it is JSON, else null. */
  json: unknown;
}

/** Signed calls to the library routes as the gateway makes them, any method, raw bodies kept. */
export function libraryClient(sys: Pick<GenerationSystem, 'api'>) {
  async function call(
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    path: string,
    identity: Identity,
    opts: { body?: unknown; headers?: Record<string, string> } = {},
  ): Promise<RawResult> {
    const body = opts.body === undefined ? undefined : JSON.stringify(opts.body);
    const res = await fetch(`${sys.api.url}${path}`, {
      method,
      headers: {
        ...signIdentity(testInternalKeys.generation, { method, target: path, body }, identity),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...opts.headers,
      },
      body,
    });
    const text = await res.text();
    const isJson = /json/.test(res.headers.get('content-type') ?? '');
    return { status: res.status, headers: res.headers, text, json: isJson && text ? JSON.parse(text) : null };
  }

  return {
    call,
    /** Creates a draft and returns it, failing the test on anything but 201. */
    async create(identity: Identity, body: CreateLibraryItemRequestInput): Promise<LibraryItem> {
      const res = await call('POST', '/api/library', identity, { body });
      if (res.status !== 201) throw new Error(`create answered ${res.status}: ${res.text}`);
      return libraryItemSchema.parse(res.json);
    },
    /** PATCH with `If-Match` for `version` (omitted when null). */
    patch: (identity: Identity, id: string, version: number | null, body: unknown) =>
      call('PATCH', `/api/library/${encodeURIComponent(id)}`, identity, {
        body,
        headers: version === null ? {} : { 'if-match': `"${version}"` },
      }),
  };
}

/** The generation database of a running system, to check what was stored. */
export async function generationDatabase(sys: Pick<GenerationSystem, 'config'>): Promise<Connection> {
  return connectMongo(inject('infra').mongoUrl, sys.config.MONGO_DB, createLogger('library-test', 'silent'));
}
