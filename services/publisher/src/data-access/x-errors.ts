import { ApiResponseError } from 'twitter-api-v2';

/**
 * What an X failure means for us. `unauthorized`: the token is no good (revoked, expired, scope
 * gone); `rate_limited`: wait until `resetAt`; `rejected`: X refuses this content or request for
 * good (duplicate, too long, bad reply); `unavailable`: 5xx, no answer, timeout — try again later.
 */
export type XFailureKind = 'unauthorized' | 'rate_limited' | 'rejected' | 'unavailable';

export class XError extends Error {
  readonly kind: XFailureKind;
  readonly status: number | null;
  /** For `rate_limited`: when X says the window resets (epoch ms). */
  readonly resetAt: number | null;
  constructor(kind: XFailureKind, message: string, options: { status?: number | null; resetAt?: number | null } = {}) {
    super(message);
    this.name = 'XError';
    this.kind = kind;
    this.status = options.status ?? null;
    this.resetAt = options.resetAt ?? null;
  }
}

function detailOf(err: ApiResponseError): string {
  const data = err.data as { detail?: unknown; error_description?: unknown; title?: unknown };
  const detail = data.detail ?? data.error_description ?? data.title;
  return typeof detail === 'string' ? detail : err.message;
}

/** Maps anything twitter-api-v2 (or our deadline) throws onto an XError. */
export function toXError(err: unknown): XError {
  if (err instanceof XError) return err;
  if (err instanceof ApiResponseError) {
    const detail = detailOf(err);
    if (err.code === 429) {
      const reset = err.rateLimit?.reset ?? Number(err.headers['x-rate-limit-reset']);
      return new XError('rate_limited', detail, { status: 429, resetAt: Number.isFinite(reset) && reset > 0 ? reset * 1000 : null });
    }
    // The token endpoint answers 400 invalid_grant for a refresh token X no longer honours.
    const data = err.data as { error?: unknown };
    if (err.code === 401 || data.error === 'invalid_grant' || data.error === 'invalid_token')
      return new XError('unauthorized', detail, { status: err.code });
    if (err.code >= 500) return new XError('unavailable', detail, { status: err.code });
    return new XError('rejected', detail, { status: err.code });
  }
  return new XError('unavailable', err instanceof Error ? err.message : String(err));
}
