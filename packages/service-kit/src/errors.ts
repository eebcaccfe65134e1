/**
 * The one error type of the system. `message` is what the user sees (spec §8 texts), so it must
 * never carry internals; `cause` and `details` are for logs only.
 */
export class AppError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details: Record<string, unknown> | undefined;
  readonly headers: Record<string, string> | undefined;
  /** Field-level reasons shown next to inputs (e.g. each rule a weak password breaks). */
  readonly errors: { path: string; message: string }[] | undefined;

  constructor(
    status: number,
    message: string,
    options: {
      code?: string;
      cause?: unknown;
      details?: Record<string, unknown>;
      headers?: Record<string, string>;
      errors?: { path: string; message: string }[];
    } = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'AppError';
    this.status = status;
    this.code = options.code ?? defaultCode(status);
    this.details = options.details;
    this.headers = options.headers;
    this.errors = options.errors;
  }

  static badRequest(message: string, code = 'bad_request') {
    return new AppError(400, message, { code });
  }
  static unauthorized(message = 'User not authenticated', code = 'unauthorized') {
    return new AppError(401, message, { code });
  }
  static forbidden(message: string, code = 'forbidden') {
    return new AppError(403, message, { code });
  }
  static notFound(message = 'Not found', code = 'not_found') {
    return new AppError(404, message, { code });
  }
  static conflict(message: string, code = 'conflict') {
    return new AppError(409, message, { code });
  }
  static tooManyRequests(message: string, retryAfterSeconds: number) {
    return new AppError(429, message, {
      code: 'rate_limited',
      headers: { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))) },
    });
  }
  static unavailable(message: string, cause?: unknown) {
    return new AppError(503, message, { code: 'unavailable', cause });
  }
}

function defaultCode(status: number): string {
  if (status === 400) return 'bad_request';
  if (status === 401) return 'unauthorized';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not_found';
  if (status === 409) return 'conflict';
  if (status === 429) return 'rate_limited';
  if (status >= 500) return 'internal';
  return 'error';
}
