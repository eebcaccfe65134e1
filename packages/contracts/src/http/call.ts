import type { z } from 'zod';
import type * as contracts from '../index.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One HTTP call: what the gateway routes, the service parses and the frontend fetches.
 * `auth: 'bearer'` calls carry `Authorization: Bearer …` (spec §6); `'none'` are public at the
 * gateway (webhooks check their own signature). Body-less calls have no `request`.
 */
export interface CallContract {
  readonly method: HttpMethod;
  readonly path: string;
  readonly auth: 'bearer' | 'none';
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly request?: z.ZodType;
  readonly response: z.ZodType;
}

/**
 * A call without its schemas (`@chainscribe/contracts/routes`, generated from the contracts): what
 * a client needs to send it. The SPA's start-up path holds these and loads a call's schemas, and
 * zod, with its first call: `load` imports the module that defines the contract (its export
 * `name`). `body` marks a call whose contract has a request schema.
 */
export interface CallRoute {
  readonly name: string;
  readonly method: HttpMethod;
  readonly path: string;
  readonly auth: 'bearer' | 'none';
  readonly body?: true;
  readonly load: () => Promise<object>;
}

/** The contract a route was generated from (a type only: nothing of it is loaded). */
export type ContractOf<R extends CallRoute> = R['name'] extends keyof typeof contracts
  ? (typeof contracts)[R['name']] extends CallContract
    ? (typeof contracts)[R['name']]
    : never
  : never;

/** Fills `:name` segments of a call's path, URI-encoding each value. */
export function buildPath(path: string, params: Readonly<Record<string, string>> = {}): string {
  return path.replace(/:([A-Za-z_]\w*)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(value);
  });
}
