import { Agent as HttpAgent } from 'node:http';
import { Agent as HttpsAgent } from 'node:https';
import { TwitterApi, type ITwitterApiClientPlugin } from 'twitter-api-v2';
import { X_SCOPES, type PostMetrics } from '@chainscribe/contracts';
import { toXError, XError } from './x-errors.ts';

/** twitter-api-v2 always names api.x.com; this is the prefix it writes for API v2 calls. */
const LIBRARY_V2_PREFIX = 'https://api.x.com/2/';

export interface XClientOptions {
  /** X API v2's prefix, e.g. `https://api.x.com/2/` (or the stand-in's `http://127.0.0.1:4140/2/`). */
  apiBaseUrl: string;
  authorizeUrl: string;
  clientId: string;
  clientSecret: string;
  timeoutMs: number;
}

export interface XTokens {
  accessToken: string;
  refreshToken: string | null;
  expiresAt: Date;
  scopes: string[];
}

export interface XAccount {
  id: string;
  username: string;
  name: string;
}

/**
 * Sends the library's calls to the configured X instead of api.x.com: every request (OAuth token
 * and revoke endpoints included) is rewritten just before it leaves, so production and the stand-in
 * go through the same client code.
 */
function baseUrlPlugin(apiBaseUrl: string): ITwitterApiClientPlugin {
  const base = apiBaseUrl.endsWith('/') ? apiBaseUrl : `${apiBaseUrl}/`;
  return {
    onBeforeRequest({ computedParams }) {
      const href = computedParams.url.href;
      if (href.startsWith(LIBRARY_V2_PREFIX)) computedParams.url.href = base + href.slice(LIBRARY_V2_PREFIX.length);
    },
  };
}

const metricsOf = (m: Record<string, number | undefined> | undefined): PostMetrics => ({
  impressions: m?.impression_count ?? 0,
  likes: m?.like_count ?? 0,
  reposts: m?.retweet_count ?? 0,
  replies: m?.reply_count ?? 0,
  quotes: m?.quote_count ?? 0,
  bookmarks: m?.bookmark_count ?? 0,
});

/** Bounds how long a caller waits; the request itself is left to finish or fail on its own. */
function within<T>(work: Promise<T>, ms: number, onTimeout: () => Error): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(onTimeout()), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** X through twitter-api-v2: OAuth 2.0 PKCE, posting, metrics. Every call has a deadline and fails as XError. */
export function createXClient(options: XClientOptions) {
  const agent = options.apiBaseUrl.startsWith('http:') ? new HttpAgent({ keepAlive: true }) : new HttpsAgent({ keepAlive: true });
  const settings = { httpAgent: agent, plugins: [baseUrlPlugin(options.apiBaseUrl)] };
  const appClient = () => new TwitterApi({ clientId: options.clientId, clientSecret: options.clientSecret }, settings);
  const userClient = (accessToken: string) => new TwitterApi(accessToken, settings);
  const deadline = <T>(what: string, work: Promise<T>): Promise<T> =>
    within(work, options.timeoutMs, () => new XError('unavailable', `X did not answer ${what} within ${options.timeoutMs} ms`)).catch(
      (err: unknown) => {
        throw toXError(err);
      },
    );
  const tokensOf = (result: { accessToken: string; refreshToken?: string; expiresIn: number; scope: string[] }, now: Date): XTokens => ({
    accessToken: result.accessToken,
    refreshToken: result.refreshToken ?? null,
    expiresAt: new Date(now.getTime() + result.expiresIn * 1000),
    scopes: result.scope,
  });

  return {
    /** The authorize URL (with PKCE challenge) and the verifier to keep until the callback. */
    authLink(redirectUri: string, state: string): { url: string; codeVerifier: string } {
      const link = appClient().generateOAuth2AuthLink(redirectUri, { state, scope: [...X_SCOPES] });
      const url = new URL(options.authorizeUrl);
      url.search = new URL(link.url).search;
      return { url: url.toString(), codeVerifier: link.codeVerifier };
    },
    async exchange(input: { code: string; codeVerifier: string; redirectUri: string }, now: Date): Promise<XTokens> {
      return tokensOf(await deadline('the code exchange', appClient().loginWithOAuth2(input)), now);
    },
    /** X answers a refresh token it no longer honours with 400 invalid_request: the grant is gone (`unauthorized`). */
    async refresh(refreshToken: string, now: Date): Promise<XTokens> {
      try {
        return tokensOf(await deadline('the token refresh', appClient().refreshOAuth2Token(refreshToken)), now);
      } catch (err) {
        if (err instanceof XError && err.kind === 'rejected') throw new XError('unauthorized', err.message, { status: err.status });
        throw err;
      }
    },
    async revoke(token: string, hint: 'access_token' | 'refresh_token'): Promise<void> {
      await deadline('the revoke', appClient().revokeOAuth2Token(token, hint));
    },
    async me(accessToken: string): Promise<XAccount> {
      const { data } = await deadline('users/me', userClient(accessToken).v2.me());
      return { id: data.id, username: data.username, name: data.name };
    },
    /** Posts one tweet, as a reply when `replyTo` is given; answers its id. */
    async tweet(accessToken: string, text: string, replyTo: string | null): Promise<string> {
      const payload = replyTo ? { reply: { in_reply_to_tweet_id: replyTo } } : {};
      const { data } = await deadline('the post', userClient(accessToken).v2.tweet(text, payload));
      return data.id;
    },
    /** Each tweet's public_metrics; tweets X no longer returns (deleted) are left out. */
    async metrics(accessToken: string, ids: readonly string[]): Promise<Map<string, PostMetrics>> {
      const result = await deadline(
        'the metrics lookup',
        userClient(accessToken).v2.tweets([...ids], { 'tweet.fields': ['public_metrics'] }),
      );
      return new Map((result.data ?? []).map((t) => [t.id, metricsOf(t.public_metrics as Record<string, number | undefined> | undefined)]));
    },
  };
}

export type XClient = ReturnType<typeof createXClient>;
