import { PROBLEM_CONTENT_TYPE, buildPath, messages } from '@chainscribe/contracts/catalogue';
import type { CallContract, CallRoute, ContractOf, JobAccepted, Problem } from '@chainscribe/contracts';
import type { z } from 'zod';
import { nextTask } from './utils.ts';

/**
 * Where bearer tokens come from: the local session or Clerk. The client asks for a token before
 * each bearer call and, after a 401, asks once for a refreshed one and retries.
 */
export interface TokenSource {
  getToken(): Promise<string | null>;
  refreshAfterUnauthorized(): Promise<string | null>;
}

/** A failed call. `message` is the text to show (the problem's `error` field when there is one). */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  readonly problem: Problem | undefined;
  /** The whole JSON answer, for refusals that carry more than a problem (a 412 with the stored item). */
  readonly body: unknown;

  constructor(message: string, status: number, problem?: Problem, body?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = problem?.code;
    this.problem = problem;
    this.body = body;
  }

  /** True for failures where the server never answered (offline, DNS, refused connection). */
  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

type RequestOf<C> = C extends { request: infer R extends z.ZodType } ? z.input<R> : never;
type QueryOf<C> = C extends { query: infer Q extends z.ZodType } ? z.input<Q> : never;
/** What a call answers, by its route (`@chainscribe/contracts/routes`). */
export type ResponseOf<R extends CallRoute> = z.output<ContractOf<R>['response']>;

export interface CallOptions<R extends CallRoute> {
  params?: Readonly<Record<string, string>>;
  query?: QueryOf<ContractOf<R>>;
  body?: RequestOf<ContractOf<R>>;
  signal?: AbortSignal;
  /** Send the bearer token on a call the contract marks public (the auth debug call wants it). */
  withToken?: boolean;
  /** Extra request headers, e.g. a conditional write's `If-Match`. */
  headers?: Readonly<Record<string, string>>;
  /** Bytes sent as they are (a picture upload) by a contract without a JSON request; typed by the Blob's type. */
  rawBody?: Blob;
}

/** A call that may run longer than a request: its result now, or the job to follow. */
export type Submitted<R extends CallRoute> = { kind: 'done'; data: ResponseOf<R> } | { kind: 'accepted'; job: JobAccepted };

export interface ApiClient {
  readonly baseUrl: string;
  /**
   * One call, named by its route: the body is parsed with the contract's request schema, the answer
   * with its response schema (the schemas arrive with the first call; see `contractOf`).
   */
  call<R extends CallRoute>(route: R, options?: CallOptions<R>): Promise<ResponseOf<R>>;
  /**
   * A generation call that may answer 202 with a job (RFC 7240 `Prefer: respond-async` asks for
   * that straight away; without it the server still answers 202 when its bounded wait runs out).
   */
  submit<R extends CallRoute>(route: R, options?: CallOptions<R> & { respondAsync?: boolean }): Promise<Submitted<R>>;
  /**
   * A raw authenticated request, for streams (server-sent events) the JSON path cannot carry.
   * `priority: 'low'` marks a stream that only waits for news, so the page's own loads go first.
   */
  open(path: string, init?: { signal?: AbortSignal; headers?: Record<string, string>; priority?: RequestPriority }): Promise<Response>;
  /** An absolute URL for a page navigation (no headers ride along). */
  url(path: string, query?: Record<string, string>): string;
  setTokenSource(source: TokenSource | null): void;
}

const fallbackMessage = (status: number): string => {
  if (status === 401) return messages.sessionMissing;
  if (status === 403) return messages.forbidden;
  if (status === 404) return messages.notFound;
  if (status === 429) return messages.tooManyRequests;
  if (status >= 500) return messages.serviceUnavailable;
  return messages.invalidRequest;
};

/** A failed answer as an ApiError carrying the problem's message (also for raw `open` answers). */
export async function toApiError(response: Response): Promise<ApiError> {
  const type = response.headers.get('content-type') ?? '';
  if (type.includes(PROBLEM_CONTENT_TYPE) || type.includes('application/json')) {
    try {
      const payload: unknown = await response.json();
      const { problemSchema } = await import('@chainscribe/contracts/errors');
      const parsed = problemSchema.safeParse(payload);
      if (parsed.success) return new ApiError(parsed.data.error, response.status, parsed.data, payload);
    } catch {
      // Not JSON after all, or the schemas could not be loaded: fall through to the status text.
    }
  }
  return new ApiError(fallbackMessage(response.status), response.status);
}

const hex = (bytes: number): string =>
  Array.from(crypto.getRandomValues(new Uint8Array(bytes)), (b) => b.toString(16).padStart(2, '0')).join('');

/**
 * A W3C trace context per call, so the servers' trace of it starts here. Marked sampled: the
 * servers still keep only their configured share of traces (they decide on the trace id).
 */
export function newTraceparent(): string {
  return `00-${hex(16)}-${hex(8)}-01`;
}

/** The answer did not match this build's contract. */
export const unexpectedAnswer = (status: number): ApiError =>
  new ApiError('Unexpected response from the server. Please reload the page.', status);
const unreachable = (): ApiError => new ApiError('Unable to reach the server. Check your connection and try again.', 0);

/**
 * An answer's JSON, or undefined when it is not JSON (the contract check then calls it unexpected).
 * A body cut off on the way (the connection broke mid-answer) is the network's failure, not the
 * server's: the user is told to check the connection, as for no answer at all.
 */
async function bodyOf(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch (error) {
    if (error instanceof SyntaxError) return undefined;
    // A call its caller cancelled stays cancelled, as when fetch itself is aborted.
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw unreachable();
  }
}

/** What a lazily loaded schema module resolves to, or the network error a page shows when it cannot be loaded. */
export async function loaded<T>(module: Promise<T>): Promise<T> {
  try {
    return await module;
  } catch (error) {
    console.error('A contract module could not be loaded', error);
    throw unreachable();
  }
}

let schemaBase: Promise<void> | undefined;

/**
 * zod and the schemas every contract builds on, each evaluated in a task of its own before the
 * first contract module: evaluated with it, as one graph, they made one long task as a signed-in
 * page started (about 25 ms here, four times that on a phone).
 */
function loadSchemaBase(): Promise<void> {
  schemaBase ??= (async () => {
    for (const load of [
      () => import('./zod-ready.ts'),
      () => import('@chainscribe/contracts/enums'),
      () => import('@chainscribe/contracts/primitives'),
    ]) {
      await load();
      await nextTask();
    }
  })().catch((error: unknown) => {
    schemaBase = undefined;
    throw error;
  });
  return schemaBase;
}

/**
 * A route's whole contract: its schemas, and zod with them. The app starts with routes only
 * (`@chainscribe/contracts/routes`); each call loads the one contract module its route is defined
 * in, while its request is out, so no page's start-up evaluates a schema and each module is
 * evaluated in a task of its own. A failure reaches whoever awaits it, and only them.
 */
export function contractOf<R extends CallRoute>(route: R): Promise<ContractOf<R>> {
  const ready = loaded(loadSchemaBase().then(() => route.load())).then(
    (module) => (module as Record<string, unknown>)[route.name] as ContractOf<R>,
  );
  ready.catch(() => undefined);
  return ready;
}

async function parseResponse<R extends CallRoute>(contractReady: Promise<ContractOf<R>>, response: Response): Promise<ResponseOf<R>> {
  const payload: unknown = response.status === 204 ? undefined : await bodyOf(response);
  const contract: CallContract = await contractReady;
  const parsed = contract.response.safeParse(payload);
  if (!parsed.success) {
    // The server and this build disagree on the contract: say so instead of rendering garbage.
    console.error(`Unexpected response from ${contract.method} ${contract.path}`, parsed.error.issues);
    throw unexpectedAnswer(response.status);
  }
  return parsed.data as ResponseOf<R>;
}

/** A 202's body: the job to follow. */
async function parseAccepted(route: CallRoute, response: Response): Promise<JobAccepted> {
  const payload: unknown = await bodyOf(response);
  const { jobAcceptedSchema } = await loaded(import('@chainscribe/contracts/http/generation/job-accepted'));
  const accepted = jobAcceptedSchema.safeParse(payload);
  if (!accepted.success) {
    console.error(`Unexpected 202 from ${route.method} ${route.path}`, accepted.error.issues);
    throw unexpectedAnswer(response.status);
  }
  return accepted.data;
}

/** One fetch with a fresh trace context; no answer at all becomes a network ApiError (status 0). */
async function fetchOnce(target: string, init: RequestInit, token: string | null): Promise<Response> {
  const headers = new Headers(init.headers);
  if (token) headers.set('Authorization', `Bearer ${token}`);
  headers.set('traceparent', newTraceparent());
  try {
    return await fetch(target, { ...init, headers });
  } catch (error) {
    if (init.signal?.aborted) throw error;
    throw unreachable();
  }
}

/** Sends with the current token; on a 401 refreshes once and sends again. */
async function sendWithToken(target: string, init: RequestInit, tokens: TokenSource | null): Promise<Response> {
  if (!tokens) return fetchOnce(target, init, null);
  const response = await fetchOnce(target, init, await tokens.getToken());
  if (response.status !== 401) return response;
  const refreshed = await tokens.refreshAfterUnauthorized();
  return refreshed ? fetchOnce(target, init, refreshed) : response;
}

/** The contract's parsed query as URL parameters (undefined values left out). */
function queryParameters(contract: CallContract, query: unknown): Record<string, string> | undefined {
  if (!contract.query || query === undefined) return undefined;
  const parsed = contract.query.parse(query) as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(parsed)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => [k, String(v)]),
  );
}

export function createApiClient(baseUrl: string): ApiClient {
  let tokens: TokenSource | null = null;

  const url = (path: string, query?: Record<string, string>): string => {
    const target = new URL(path, baseUrl);
    for (const [key, value] of Object.entries(query ?? {})) target.searchParams.set(key, value);
    return target.toString();
  };

  /**
   * Builds and sends one call; a non-2xx answer becomes an ApiError. A call with a body or a query
   * waits for its schemas to parse them; any other is sent at once, its schemas loading meanwhile.
   */
  async function request<R extends CallRoute>(
    route: R,
    contractReady: Promise<ContractOf<R>>,
    options: CallOptions<R>,
    extraHeaders: Record<string, string> = {},
  ): Promise<Response> {
    const contract: CallContract | undefined = route.body || options.query !== undefined ? await contractReady : undefined;
    const target = url(buildPath(route.path, options.params), contract && queryParameters(contract, options.query));
    const headers: Record<string, string> = { Accept: `application/json, ${PROBLEM_CONTENT_TYPE}`, ...options.headers, ...extraHeaders };
    let body: string | Blob | undefined;
    if (contract?.request) {
      body = JSON.stringify(contract.request.parse(options.body ?? {}));
      headers['Content-Type'] = 'application/json';
    } else if (options.rawBody) {
      body = options.rawBody;
      headers['Content-Type'] = options.rawBody.type || 'application/octet-stream';
    }
    const authenticated = route.auth === 'bearer' || options.withToken === true;
    const response = await sendWithToken(
      target,
      { method: route.method, headers, body, signal: options.signal },
      authenticated ? tokens : null,
    );
    if (!response.ok) throw await toApiError(response);
    return response;
  }

  return {
    baseUrl,
    url,
    setTokenSource(source) {
      tokens = source;
    },

    async call<R extends CallRoute>(route: R, options: CallOptions<R> = {}): Promise<ResponseOf<R>> {
      const contractReady = contractOf(route);
      return parseResponse(contractReady, await request(route, contractReady, options));
    },

    async submit<R extends CallRoute>(route: R, options: CallOptions<R> & { respondAsync?: boolean } = {}): Promise<Submitted<R>> {
      const contractReady = contractOf(route);
      const response = await request(route, contractReady, options, options.respondAsync ? { Prefer: 'respond-async' } : {});
      if (response.status !== 202) return { kind: 'done', data: await parseResponse(contractReady, response) };
      return { kind: 'accepted', job: await parseAccepted(route, response) };
    },

    async open(path, init = {}) {
      return sendWithToken(url(path), { ...init, method: 'GET' }, tokens);
    },
  };
}

/** The message to show for anything a call may throw. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.message;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
