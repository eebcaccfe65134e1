import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ScheduledPost } from '@chainscribe/contracts';
import { performanceSummaryRow, queueSettingsRow, scheduledPostRow } from '../../../testing/fixtures/index.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { signedInAs } from '../../../testing/test-server.ts';
import { sharedTestServer } from '../../../testing/shared-test-server.ts';

const server = sharedTestServer();
const { requestsTo } = server;

/** The publisher stand-in keeps the posts and applies actions to them, like the service. */
function servePosts(initial: ScheduledPost[]) {
  let posts = initial;
  const usage = () => ({
    plan: 'free' as const,
    limit: 3,
    active: posts.filter((p) => p.status !== 'posted' && p.status !== 'cancelled').length,
  });
  server.on('GET', '/api/publisher/posts', () => ({ body: { posts, usage: usage() } }));
  server.on('GET', '/api/publisher/queue/settings', () => ({ body: queueSettingsRow() }));
  server.on('GET', '/api/publisher/metrics/summary', () => ({ body: performanceSummaryRow() }));
  server.on('GET', '/api/tweet/trending-data', () => ({
    body: {
      viral_content_types: [],
      algorithm_favors: [],
      trending_hashtags: [],
      hot_discussions: [],
      trending_keywords: [],
      engagement_peaks: 'Weekdays 13:00–16:00 UTC, when US and EU overlap',
    },
  }));
  const apply = (id: string, change: Partial<ScheduledPost>) => {
    posts = posts.map((p) => (p.id === id ? { ...p, ...change } : p));
    return { body: posts.find((p) => p.id === id) };
  };
  for (const post of initial) {
    server.on('POST', `/api/publisher/posts/${post.id}/pause`, () => apply(post.id, { status: 'paused' }));
    server.on('POST', `/api/publisher/posts/${post.id}/resume`, () => apply(post.id, { status: 'scheduled', failure: null }));
    server.on('POST', `/api/publisher/posts/${post.id}/cancel`, () => apply(post.id, { status: 'cancelled' }));
    server.on('PATCH', `/api/publisher/posts/${post.id}`, (request) => {
      const body = request.body as { when?: { at?: string } };
      return apply(post.id, body.when?.at ? { scheduledAt: body.when.at } : {});
    });
  }
}

const rowOf = async (text: RegExp) => (await screen.findByText(text)).closest('li') as HTMLElement;

describe('/dashboard/queue', { timeout: 30_000 }, () => {
  it('when posts are scheduled, then they are listed soonest first in the posting zone with the plan usage and research’s best times', async () => {
    signedInAs(server);
    servePosts([
      scheduledPostRow({ id: 'late', tweets: ['Later thread'], scheduledAt: '2099-03-05T16:00:00.000Z' }),
      scheduledPostRow({ id: 'soon', tweets: ['Sooner thread'], scheduledAt: '2099-03-03T08:30:00.000Z' }),
      scheduledPostRow({
        id: 'done',
        tweets: ['Already out'],
        status: 'posted',
        postUrl: 'https://x.com/satoshi_builds/status/1',
        publishedAt: '2026-03-01T10:00:00.000Z',
      }),
    ]);
    renderApp('/dashboard/queue', { apiBaseUrl: server.url });
    const upcoming = await screen.findByRole('region', { name: 'Coming up' });
    const rows = await within(upcoming).findAllByTestId('queue-row');
    expect(rows.map((r) => r.querySelector('p')?.textContent)).toEqual(['Sooner thread', 'Later thread']);
    // 08:30 UTC in March is 09:30 in Berlin.
    expect(within(rows[0] as HTMLElement).getByText('Tue, Mar 3, 09:30')).toBeInTheDocument();
    expect(within(upcoming).getByText('2 of 3 scheduled at a time on the Free plan')).toBeInTheDocument();
    expect(within(await screen.findByRole('region', { name: 'Recently posted' })).getByRole('link', { name: 'View on X' })).toHaveAttribute(
      'href',
      'https://x.com/satoshi_builds/status/1',
    );
    const best = screen.getByRole('region', { name: 'Best times to post' });
    expect(await within(best).findByText('Weekdays 13:00–16:00 UTC, when US and EU overlap')).toBeInTheDocument();
    expect(within(best).getByText(/10:00: 4\.8% engagement over 1 post/)).toBeInTheDocument();
    expect(within(rows[0] as HTMLElement).getByRole('link', { name: /Edit/ })).toHaveAttribute('href', '/dashboard/library/item-1');
  });

  it('when a post is paused and another cancelled, then each action goes to the publisher and the list shows the result', async () => {
    signedInAs(server);
    servePosts([
      scheduledPostRow({ id: 'a', tweets: ['Pause me'] }),
      scheduledPostRow({ id: 'b', tweets: ['Cancel me'], scheduledAt: '2099-03-04T08:30:00.000Z' }),
    ]);
    const { user } = renderApp('/dashboard/queue', { apiBaseUrl: server.url });
    await user.click(within(await rowOf(/Pause me/)).getByRole('button', { name: 'Pause' }));
    expect(await within(await rowOf(/Pause me/)).findByText('Paused')).toBeInTheDocument();
    await user.click(within(await rowOf(/Cancel me/)).getByRole('button', { name: 'Cancel “Cancel me”' }));
    await waitFor(() => expect(screen.queryByText('Cancel me')).toBeNull());
    expect(requestsTo('POST', '/api/publisher/posts/a/pause')).toHaveLength(1);
    expect(requestsTo('POST', '/api/publisher/posts/b/cancel')).toHaveLength(1);
    expect(screen.getByText('1 of 3 scheduled at a time on the Free plan')).toBeInTheDocument();
  });

  it('when a post is moved, then the picked wall time in the posting zone is sent as an instant', async () => {
    signedInAs(server);
    servePosts([scheduledPostRow({ id: 'm', tweets: ['Move me'] })]);
    const { user } = renderApp('/dashboard/queue', { apiBaseUrl: server.url });
    await user.click(within(await rowOf(/Move me/)).getByRole('button', { name: 'Move “Move me”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move this post' });
    const picker = within(dialog).getByLabelText('Date and time (Europe/Berlin)');
    expect(picker).toHaveValue('2099-03-03T09:30');
    fireEvent.change(picker, { target: { value: '2099-07-01T18:15' } });
    await user.click(within(dialog).getByRole('button', { name: 'Move' }));
    await waitFor(() => expect(requestsTo('PATCH', '/api/publisher/posts/m')).toHaveLength(1));
    // Berlin is UTC+2 in July.
    expect(requestsTo('PATCH', '/api/publisher/posts/m')[0]?.body).toEqual({ when: { timing: 'at', at: '2099-07-01T16:15:00.000Z' } });
    expect(await screen.findByText('Wed, Jul 1, 18:15')).toBeInTheDocument();
  });

  it('when a thread failed midway, then what is on X is listed with links and Resume puts it back on the schedule', async () => {
    signedInAs(server);
    servePosts([
      scheduledPostRow({
        id: 'f',
        tweets: ['1/ First', '2/ Second', '3/ Third'],
        status: 'failed',
        posted: [
          {
            index: 0,
            tweetId: '1860000000000000100',
            url: 'https://x.com/satoshi_builds/status/1860000000000000100',
            postedAt: '2026-03-02T09:30:00.000Z',
          },
        ],
        failure: { reason: 'unavailable', message: 'X kept failing. 1 of 3 tweets were posted.' },
      }),
    ]);
    const { user } = renderApp('/dashboard/queue', { apiBaseUrl: server.url });
    const [row = document.body] = await screen.findAllByTestId('queue-row');
    expect(within(row).getByText('X kept failing. 1 of 3 tweets were posted.')).toBeInTheDocument();
    expect(within(row).getByText('On X: 1 of 3 tweets. Resume posts the 2 remaining tweets after them.')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: '1/ First' })).toHaveAttribute(
      'href',
      'https://x.com/satoshi_builds/status/1860000000000000100',
    );
    await user.click(within(row).getByRole('button', { name: 'Resume' }));
    expect(await screen.findByText('Back on the schedule')).toBeInTheDocument();
    expect(requestsTo('POST', '/api/publisher/posts/f/resume')).toHaveLength(1);
  });
});
