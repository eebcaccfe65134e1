import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountDeletionMessages, analyticsSchema, exportMe, problemSchema } from '@chainscribe/contracts';
import { waitFor } from '@chainscribe/service-kit/testing';
import { startUserDataStack, type UserDataStack } from './support/user-data-stack.ts';

describe('download all my data', () => {
  let stack: UserDataStack;
  beforeAll(async () => {
    stack = await startUserDataStack('data-export');
  }, 180_000);
  afterAll(() => stack?.stop(), 60_000);

  it('when a user downloads their data, then one JSON file holds each service’s part, only theirs and without secrets', async () => {
    const user = await stack.signUp('exporter');
    const other = await stack.signUp('neighbour');
    const token = user.session.access_token;
    const { threadId } = await stack.leaveTraces(token);
    await stack.leaveTraces(other.session.access_token);
    await waitFor(
      async () => {
        const res = await stack.call('/api/analytics', { token });
        return analyticsSchema.parse(await res.json()).threadGeneration.total === 1 ? true : undefined;
      },
      { timeoutMs: 20_000, intervalMs: 250, what: 'analytics to count the thread' },
    );

    const res = await stack.call(exportMe.path, { token });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="?chainscribe-data-\d{4}-\d{2}-\d{2}\.json"?$/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const text = await res.text();
    const archive = exportMe.response.parse(JSON.parse(text));
    expect(archive.userId).toBe(user.session.user.id);

    const { accounts, generation, analytics, research, publisher } = archive.services;
    expect(accounts.user?.[0]).toMatchObject({ email: user.email, clerk_id: user.session.user.id });
    expect(accounts.sessions?.length).toBeGreaterThanOrEqual(1);
    expect(generation.threads?.map((t) => t._id)).toContain(threadId);
    expect(generation.tweets?.length).toBeGreaterThanOrEqual(1);
    expect(generation.jobs?.length).toBe(2);
    expect(generation.templates?.map((t) => t.name)).toEqual(['Mine']);
    expect(generation.plan?.[0]).toMatchObject({ _id: user.session.user.id, plan: 'free' });
    expect(analytics.activities?.map((a) => a.kind)).toEqual(expect.arrayContaining(['registered', 'session', 'thread', 'tweet']));
    expect(research.research_budget?.[0]?.used).toBeGreaterThanOrEqual(1);
    expect(publisher.queueSettings?.[0]).toMatchObject({ timeZone: 'Europe/Berlin', slots: [{ day: 'mon', time: '08:30' }] });

    // Nothing of anyone else, and no secret: password and refresh-token hashes stay home.
    expect(text).not.toContain(other.session.user.id);
    expect(text).not.toContain(other.email);
    for (const secret of ['password_hash', 'refresh_hash', 'spent_hashes', 'rotated_from']) expect(text).not.toContain(secret);
  }, 120_000);

  it('when there is no signed-in user, then the export is refused', async () => {
    const res = await stack.call(exportMe.path);
    expect(res.status).toBe(401);
  });

  it('when a service holding user data cannot answer, then the export is a 503 naming it, never a partial file', async () => {
    const user = await stack.signUp('partial');
    await stack.services.analytics?.stop('test');
    const res = await stack.call(exportMe.path, { token: user.session.access_token });
    expect(res.status).toBe(503);
    expect(problemSchema.parse(await res.json()).error).toBe(accountDeletionMessages.exportUnavailable('analytics'));
  }, 60_000);
});
