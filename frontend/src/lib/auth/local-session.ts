import type { AuthSession } from '@chainscribe/contracts';
import { refreshSession, signIn, signOut, signUp } from '@chainscribe/contracts/routes';
import { ApiError } from '../api-client.ts';
import type { ApiClient, TokenSource } from '../api-client.ts';
import { readString, removeKeys, writeString } from '../storage.ts';
import { SESSION_MARKER_KEY } from './session-marker.ts';
import type { AuthIdentity, AuthStatus, Credentials } from './auth-context.ts';

/** Where older builds kept the refresh token; removed on sight. */
const LEGACY_REFRESH_TOKEN_KEY = 'chainscribe.refresh_token';

const REFRESH_LOCK = 'chainscribe.auth.refresh';
/** Refresh this long before expiry (or a quarter of a short token's life, whichever is less). */
const MAX_REFRESH_LEAD_MS = 60_000;
const RETRY_AFTER_FAILURE_MS = 15_000;

export interface LocalSessionSnapshot {
  status: AuthStatus;
  identity: AuthIdentity | null;
}

/**
 * The local-mode session (AUTH_MODE=local): sign-in, sign-up, quiet refresh before expiry and
 * once after a 401, sign-out, and the same state in every tab.
 *
 * Where the tokens live, and why: the access token stays in memory only, so script injected into
 * the page can at worst read a short-lived token, and it never touches disk. The refresh token is
 * never seen by this code at all: the server keeps it in an httpOnly, Secure, SameSite=Strict
 * cookie scoped to /api/auth, which the browser sends with the refresh and sign-out calls (same
 * origin). It rotates on every use, and signing out revokes it on the server.
 */
export class LocalSession implements TokenSource {
  readonly #api: ApiClient;
  readonly #now: () => number;
  #session: AuthSession | null = null;
  /** Local-clock times (from `expires_in`, so a skewed client clock does not matter). */
  #refreshAt = 0;
  #expiresAt = 0;
  #snapshot: LocalSessionSnapshot = { status: 'loading', identity: null };
  readonly #listeners = new Set<() => void>();
  #inflight: Promise<string | null> | null = null;
  #timer: number | undefined;
  #started = false;

  constructor(api: ApiClient, now: () => number = () => Date.now()) {
    this.#api = api;
    this.#now = now;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  getSnapshot = (): LocalSessionSnapshot => this.#snapshot;

  /** Restores the session from the stored refresh token (once) and follows other tabs. */
  start(): void {
    if (this.#started) return;
    this.#started = true;
    removeKeys(LEGACY_REFRESH_TOKEN_KEY);
    window.addEventListener('storage', this.#onStorage);
    if (this.#snapshot.status === 'loading') void this.#refresh();
    else this.#schedule();
  }

  /** Whether this browser holds a session to restore (visitors who never signed in skip the call). */
  hasMarker(): boolean {
    return readString(SESSION_MARKER_KEY) !== null;
  }

  /** Restores the session from the refresh cookie, before `start` (the app's warm start); once. */
  restore(): Promise<string | null> {
    return this.#snapshot.status === 'loading' ? this.#refresh() : Promise.resolve(this.#session?.access_token ?? null);
  }

  stop(): void {
    this.#started = false;
    window.removeEventListener('storage', this.#onStorage);
    window.clearTimeout(this.#timer);
  }

  async signIn(credentials: Credentials): Promise<void> {
    this.#accept(await this.#api.call(signIn, { body: credentials }));
  }

  async signUp(credentials: Credentials): Promise<void> {
    this.#accept(await this.#api.call(signUp, { body: credentials }));
  }

  async signOut(): Promise<void> {
    removeKeys(SESSION_MARKER_KEY);
    this.#clear();
    try {
      // The refresh cookie rides along and names the session to end.
      await this.#api.call(signOut, { body: {} });
    } catch {
      // Already signed out here; the server-side session expires on its own if revocation failed.
    }
  }

  async getToken(): Promise<string | null> {
    if (!this.#session) return this.#inflight ?? null;
    if (this.#now() < this.#refreshAt) return this.#session.access_token;
    return this.#refresh();
  }

  refreshAfterUnauthorized(): Promise<string | null> {
    return this.#refresh();
  }

  /** One refresh at a time in this tab, and (where Web Locks exist) across tabs. */
  #refresh(): Promise<string | null> {
    if (!this.#inflight) {
      const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
      const run = () => this.#refreshNow();
      const exclusive = async (): Promise<string | null> => (locks ? await locks.request(REFRESH_LOCK, run) : run());
      this.#inflight = exclusive().finally(() => {
        this.#inflight = null;
      });
    }
    return this.#inflight;
  }

  async #refreshNow(): Promise<string | null> {
    // Read inside the lock: another tab may have signed out a moment ago.
    if (!this.hasMarker()) {
      this.#clear();
      return null;
    }
    try {
      const session = await this.#api.call(refreshSession, { body: {} });
      this.#accept(session);
      return session.access_token;
    } catch (error) {
      const rejected = error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 429;
      if (rejected) {
        // The server refused the cookie (expired, revoked, reused, absent): the session is over.
        removeKeys(SESSION_MARKER_KEY);
        this.#clear();
        return null;
      }
      // Unreachable or failing server: keep the session and try again later.
      if (this.#snapshot.status === 'loading') this.#setSnapshot('signed-out', null);
      else this.#scheduleIn(RETRY_AFTER_FAILURE_MS);
      return this.#session && this.#expiresAt > this.#now() ? this.#session.access_token : null;
    }
  }

  #accept(session: AuthSession): void {
    this.#session = session;
    if (readString(SESSION_MARKER_KEY) === null) writeString(SESSION_MARKER_KEY, 'active');
    const lifetime = session.expires_in * 1000;
    this.#expiresAt = this.#now() + lifetime;
    this.#refreshAt = this.#expiresAt - Math.min(MAX_REFRESH_LEAD_MS, lifetime / 4);
    const current = this.#snapshot.identity;
    const sameUser = current && current.id === session.user.id && current.email === session.user.email;
    this.#setSnapshot('signed-in', sameUser ? current : { id: session.user.id, email: session.user.email ?? session.user.phone });
    this.#schedule();
  }

  #clear(): void {
    this.#session = null;
    this.#refreshAt = 0;
    this.#expiresAt = 0;
    window.clearTimeout(this.#timer);
    this.#setSnapshot('signed-out', null);
  }

  #schedule(): void {
    if (this.#session) this.#scheduleIn(Math.max(this.#refreshAt - this.#now(), 1_000));
  }

  #scheduleIn(ms: number): void {
    window.clearTimeout(this.#timer);
    if (!this.#started) return;
    this.#timer = window.setTimeout(() => void this.#refresh(), ms);
  }

  #setSnapshot(status: AuthStatus, identity: AuthIdentity | null): void {
    if (this.#snapshot.status === status && this.#snapshot.identity === identity) return;
    this.#snapshot = { status, identity };
    for (const listener of this.#listeners) listener();
  }

  #onStorage = (event: StorageEvent): void => {
    if (event.key !== SESSION_MARKER_KEY && event.key !== null) return;
    const active = readString(SESSION_MARKER_KEY) !== null;
    // Signed out in another tab: follow. Signed in in another tab: pick the session up (the cookie is shared).
    if (!active && this.#snapshot.status === 'signed-in') this.#clear();
    else if (active && this.#snapshot.status === 'signed-out') void this.#refresh();
  };
}
