import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiResponseError, type TwitterApi } from 'twitter-api-v2';
import { localXClient, startXStandIn, type XStandIn } from '../x-api.ts';
import { appClient } from './x-client.ts';

const scopes = ['tweet.read', 'tweet.write', 'users.read', 'offline.access'];
const redirectUri = 'http://localhost:5173/dashboard/settings/x/callback';
let clock = Date.UTC(2026, 10, 25, 12, 0, 0);
let x: XStandIn;

beforeAll(async () => {
  x = await startXStandIn({ now: () => clock, clients: [localXClient, { clientId: 'public-app', redirectUris: [redirectUri] }] });
});
afterAll(() => x.stop());
beforeEach(() => x.reset());

/** The browser's part: open the authorize page, press Approve as `username`, follow nothing (read Location). */
async function approve(authorizeUrl: string, username: string, decision = 'approve'): Promise<URL> {
  const page = new URL(authorizeUrl.replace('https://x.com/i/oauth2/authorize', x.authorizeUrl));
  const shown = await fetch(page);
  expect(shown.status).toBe(200);
  expect(await shown.text()).toContain('Approve');
  const form = new URLSearchParams(page.searchParams);
  form.set('username', username);
  form.set('decision', decision);
  const res = await fetch(x.authorizeUrl, { method: 'POST', body: form, redirect: 'manual' });
  expect(res.status).toBe(302);
  return new URL(res.headers.get('location') ?? '');
}

async function connect(username: string): Promise<{ client: TwitterApi; refreshToken: string; accessToken: string }> {
  const app = appClient(x.url, localXClient.clientId, localXClient.clientSecret);
  const link = app.generateOAuth2AuthLink(redirectUri, { scope: scopes });
  const back = await approve(link.url, username);
  expect(back.searchParams.get('state')).toBe(link.state);
  const result = await app.loginWithOAuth2({ code: back.searchParams.get('code') ?? '', codeVerifier: link.codeVerifier, redirectUri });
  return { client: result.client, refreshToken: result.refreshToken ?? '', accessToken: result.accessToken };
}

async function refusal(promise: Promise<unknown>): Promise<ApiResponseError> {
  const err = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ApiResponseError);
  return err as ApiResponseError;
}

describe('X stand-in: OAuth 2.0 PKCE', () => {
  it('when a confidential app runs the PKCE round trip with twitter-api-v2, then its tokens name the approving user', async () => {
    const { client, refreshToken } = await connect('alice_web3');
    const me = await client.v2.me();
    expect(me.data).toMatchObject({ username: 'alice_web3', name: 'Alice Web3' });
    expect(refreshToken).not.toBe('');

    const refreshed = await appClient(x.url, localXClient.clientId, localXClient.clientSecret).refreshOAuth2Token(refreshToken);
    expect((await refreshed.client.v2.me()).data.id).toBe(me.data.id);
    expect(refreshed.scope.sort()).toEqual([...scopes].sort());
    // Refresh tokens rotate: the first one is spent.
    const reused = await refusal(appClient(x.url, localXClient.clientId, localXClient.clientSecret).refreshOAuth2Token(refreshToken));
    expect(reused.code).toBe(400);
    expect(reused.data).toMatchObject({ error: 'invalid_request' });
  });

  it('when the code verifier does not match the challenge, then the token endpoint refuses and the code is spent', async () => {
    const app = appClient(x.url, localXClient.clientId, localXClient.clientSecret);
    const link = app.generateOAuth2AuthLink(redirectUri, { scope: scopes });
    const code = (await approve(link.url, 'bob')).searchParams.get('code') ?? '';
    const wrong = await refusal(app.loginWithOAuth2({ code, codeVerifier: 'x'.repeat(64), redirectUri }));
    expect(wrong.code).toBe(400);
    expect(wrong.data).toMatchObject({
      error: 'invalid_request',
      error_description: 'Value passed for the authorization code was invalid.',
    });
    const again = await refusal(app.loginWithOAuth2({ code, codeVerifier: link.codeVerifier, redirectUri }));
    expect(again.code).toBe(400);
  });

  it('when a confidential app sends a wrong secret, then the token endpoint answers 401 unauthorized_client', async () => {
    const link = appClient(x.url, localXClient.clientId, localXClient.clientSecret).generateOAuth2AuthLink(redirectUri, { scope: scopes });
    const code = (await approve(link.url, 'carol')).searchParams.get('code') ?? '';
    const err = await refusal(
      appClient(x.url, localXClient.clientId, 'not-the-secret').loginWithOAuth2({ code, codeVerifier: link.codeVerifier, redirectUri }),
    );
    expect(err.code).toBe(401);
    expect(err.data).toMatchObject({ error: 'unauthorized_client' });
  });

  it('when a public app uses a form body and a registered callback, then it gets tokens without a secret', async () => {
    const link = appClient(x.url, 'public-app').generateOAuth2AuthLink(redirectUri, { scope: ['tweet.read', 'users.read'] });
    const code = (await approve(link.url, 'dave')).searchParams.get('code') ?? '';
    const body = new URLSearchParams({
      code,
      grant_type: 'authorization_code',
      client_id: 'public-app',
      redirect_uri: redirectUri,
      code_verifier: link.codeVerifier,
    });
    const res = await fetch(`${x.url}/2/oauth2/token`, { method: 'POST', body });
    expect(res.status).toBe(200);
    const tokens = (await res.json()) as Record<string, unknown>;
    expect(tokens).toMatchObject({ token_type: 'bearer', expires_in: 7200, scope: 'tweet.read users.read' });
    expect(tokens.refresh_token).toBeUndefined();
  });

  it('when the redirect_uri is not registered, then the authorize page refuses instead of redirecting', async () => {
    const link = appClient(x.url, 'public-app').generateOAuth2AuthLink('https://evil.example/cb', { scope: scopes });
    const res = await fetch(link.url.replace('https://x.com/i/oauth2/authorize', x.authorizeUrl), { redirect: 'manual' });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('redirect_uri is not a callback URL registered');
  });

  it('when the user presses Cancel, then the app gets error=access_denied with its state and no code', async () => {
    const link = appClient(x.url, localXClient.clientId, localXClient.clientSecret).generateOAuth2AuthLink(redirectUri, { scope: scopes });
    const back = await approve(link.url, 'erin', 'cancel');
    expect(back.searchParams.get('error')).toBe('access_denied');
    expect(back.searchParams.get('state')).toBe(link.state);
    expect(back.searchParams.get('code')).toBeNull();
  });

  it('when a token is revoked or the user is revoked by the knob, then API calls answer 401 and refresh fails', async () => {
    const first = await connect('frank');
    await appClient(x.url, localXClient.clientId, localXClient.clientSecret).revokeOAuth2Token(first.accessToken);
    expect((await refusal(first.client.v2.me())).code).toBe(401);

    const second = await connect('frank');
    expect(x.revokeUser('frank')).toBe(1);
    expect((await refusal(second.client.v2.me())).code).toBe(401);
    const refresh = await refusal(
      appClient(x.url, localXClient.clientId, localXClient.clientSecret).refreshOAuth2Token(second.refreshToken),
    );
    expect(refresh.code).toBe(400);
  });

  it('when the access token has expired, then the API answers 401', async () => {
    const { client } = await connect('gina');
    clock += 7201 * 1000;
    expect((await refusal(client.v2.me())).code).toBe(401);
  });
});

describe('X stand-in: tweets', () => {
  it('when a thread is posted as a reply chain, then each tweet replies to the previous one in order', async () => {
    const { client } = await connect('thread_author');
    const texts = ['1/ Why restaking matters', '2/ Security is shared', '3/ Yields stack', '4/ Risks stack too', '5/ Read the docs'];
    const ids: string[] = [];
    for (const text of texts) {
      const last = ids.at(-1);
      const posted = await client.v2.tweet(text, last ? { reply: { in_reply_to_tweet_id: last } } : {});
      expect(posted.data.text).toBe(text);
      ids.push(posted.data.id);
    }
    const seen = x.tweets('thread_author');
    expect(seen.map((t) => t.text)).toEqual(texts);
    expect(seen.map((t) => t.inReplyToTweetId)).toEqual([null, ...ids.slice(0, -1)]);
    expect(new Set(seen.map((t) => t.conversationId))).toEqual(new Set([ids[0]]));
    expect([...ids].sort((a, b) => (BigInt(a) < BigInt(b) ? -1 : 1))).toEqual(ids);

    const inspected = (await (await fetch(`${x.url}/__admin/tweets?username=thread_author`)).json()) as { tweets: { id: string }[] };
    expect(inspected.tweets.map((t) => t.id)).toEqual(ids);
  });

  it('when the same user posts the same text twice, then the second is a 403 duplicate and nothing is stored', async () => {
    const { client } = await connect('dup_user');
    await client.v2.tweet('gm builders');
    const err = await refusal(client.v2.tweet('gm builders'));
    expect(err.code).toBe(403);
    expect(err.data).toMatchObject({ detail: 'You are not allowed to create a Tweet with duplicate content.' });
    expect(x.tweets('dup_user')).toHaveLength(1);
    // Another user may say the same.
    await (await connect('other_user')).client.v2.tweet('gm builders');
    expect(x.tweets()).toHaveLength(2);
  });

  it('when a tweet is over 280 weighted characters or replies to an unknown tweet, then it is refused', async () => {
    const { client } = await connect('long_user');
    expect((await refusal(client.v2.tweet('a'.repeat(281)))).code).toBe(403);
    // Emoji weigh two: 140 of them fill the 280.
    await client.v2.tweet('🚀'.repeat(140));
    expect((await refusal(client.v2.tweet('🚀'.repeat(141)))).code).toBe(403);
    expect((await refusal(client.v2.reply('hello', '1234567890'))).code).toBe(403);
    expect(x.tweets('long_user')).toHaveLength(1);
  });

  it('when tweets are looked up later, then public_metrics have grown and unknown ids come back as errors', async () => {
    const { client } = await connect('metrics_user');
    const first = await client.v2.tweet('ETH gas is low right now');
    const reply = await client.v2.reply('and here is why', first.data.id);
    // A fresh reader each time: access tokens live two hours, as X's do.
    const at = async () =>
      (await connect('reader')).client.v2.tweets([first.data.id, reply.data.id, '1'], {
        'tweet.fields': ['public_metrics', 'created_at', 'conversation_id'],
      });
    const zero = await at();
    expect(zero.data[0]?.public_metrics?.impression_count).toBe(0);
    clock += 3600 * 1000;
    const hour = await at();
    clock += 24 * 3600 * 1000;
    const day = await at();
    const [hourTop, hourReply] = [hour.data[0]?.public_metrics, hour.data[1]?.public_metrics];
    const dayTop = day.data[0]?.public_metrics;
    expect(hourTop?.impression_count).toBeGreaterThan(0);
    expect(dayTop?.impression_count).toBeGreaterThan(hourTop?.impression_count ?? Infinity);
    expect(dayTop?.like_count).toBeGreaterThanOrEqual(hourTop?.like_count ?? Infinity);
    expect(hourReply?.impression_count).toBeLessThan(hourTop?.impression_count ?? 0);
    expect(day.data[1]?.conversation_id).toBe(first.data.id);
    expect(day.errors?.[0]).toMatchObject({ resource_id: '1', title: 'Not Found Error' });
  });
});

describe('X stand-in: limits and knobs', () => {
  it('when every call answers, then it carries x-rate-limit headers counting down to a reset 15 minutes ahead', async () => {
    const { accessToken } = await connect('limits_user');
    const me = () => fetch(`${x.url}/2/users/me`, { headers: { authorization: `Bearer ${accessToken}` } });
    const [first, second] = [await me(), await me()];
    expect(first.headers.get('x-rate-limit-limit')).toBe('75');
    expect(first.headers.get('x-rate-limit-remaining')).toBe('74');
    expect(second.headers.get('x-rate-limit-remaining')).toBe('73');
    expect(Number(second.headers.get('x-rate-limit-reset'))).toBe(Math.ceil((clock + 15 * 60 * 1000) / 1000));
  });

  it('when the next call is made to 429, then it carries a reset in the future and the call after it succeeds', async () => {
    const { client } = await connect('rl_user');
    x.failNext('POST /2/tweets', 1, 429, 5);
    const err = await refusal(client.v2.tweet('first try'));
    expect(err.code).toBe(429);
    expect(err.rateLimit).toEqual({ limit: 100, remaining: 0, reset: Math.ceil((clock + 5000) / 1000) });
    expect(x.tweets('rl_user')).toHaveLength(0);
    await client.v2.tweet('first try');
    expect(x.tweets('rl_user').map((t) => t.text)).toEqual(['first try']);
  });

  it('when a route is exhausted, then every call is 429 until the reset passes', async () => {
    const { client } = await connect('ex_user');
    x.exhaust('POST /2/tweets', 30);
    expect((await refusal(client.v2.tweet('early'))).code).toBe(429);
    clock += 10_000;
    const still = await refusal(client.v2.tweet('early'));
    expect(still.rateLimit?.reset).toBe(Math.ceil((clock - 10_000 + 30_000) / 1000));
    clock += 21_000;
    await client.v2.tweet('early');
    expect(x.tweets('ex_user')).toHaveLength(1);
  });

  it('when the next two calls are made to 503 over HTTP, then two fail and the third posts', async () => {
    const { client } = await connect('flaky_user');
    const knob = await fetch(`${x.url}/__admin/fail`, {
      method: 'POST',
      body: JSON.stringify({ route: 'POST /2/tweets', count: 2, status: 503 }),
    });
    expect(knob.status).toBe(200);
    expect((await refusal(client.v2.tweet('try'))).code).toBe(503);
    expect((await refusal(client.v2.tweet('try'))).code).toBe(503);
    await client.v2.tweet('try');
    expect(x.tweets('flaky_user')).toHaveLength(1);
    const bad = await fetch(`${x.url}/__admin/fail`, { method: 'POST', body: JSON.stringify({ route: 'POST /nowhere' }) });
    expect(bad.status).toBe(400);
  });
});
