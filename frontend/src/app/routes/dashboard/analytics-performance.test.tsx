import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { analytics, performanceSummaryRow, postPerformanceRow } from '../../../testing/fixtures/index.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { problem, signedInAs } from '../../../testing/test-server.ts';
import { sharedTestServer } from '../../../testing/shared-test-server.ts';

const server = sharedTestServer();
const { requestsTo } = server;

function serveAnalytics() {
  signedInAs(server);
  server.on('GET', '/api/analytics', () => ({ body: analytics() }));
}

describe('/dashboard/analytics: Performance Tracking', { timeout: 30_000 }, () => {
  it('when posts have readings, then totals, best posts, the best post’s chart and the tone, hook and hour breakdowns show', async () => {
    serveAnalytics();
    server.on('GET', '/api/publisher/metrics/summary', () => ({ body: performanceSummaryRow() }));
    server.on('GET', '/api/publisher/metrics/posts/post-1', () => ({ body: postPerformanceRow() }));
    server.on('GET', '/api/publisher/metrics/posts/post-2', () => ({
      body: postPerformanceRow({ postId: 'post-2', series: [], tweets: [] }),
    }));
    const { user } = renderApp('/dashboard/analytics', { apiBaseUrl: server.url });

    const card = await screen.findByRole('region', { name: 'Performance Tracking' });
    expect(await within(card).findByTestId('perf-Impressions')).toHaveTextContent('1,500');
    expect(within(card).getByTestId('perf-Posts')).toHaveTextContent('2');
    expect(within(card).getByTestId('perf-Likes')).toHaveTextContent('54');
    const best = within(card)
      .getAllByRole('listitem')
      .filter((li) => li.textContent?.includes('View on X'));
    expect(best.map((li) => li.textContent?.includes('Restaking') ?? false)).toEqual([true, false]);
    expect(best[0]).toHaveTextContent('1,200 impressions · 4.8%');
    expect(
      await within(card).findByRole('img', { name: 'Over time: 1,200 impressions and 48 likes at the latest reading' }),
    ).toBeInTheDocument();
    expect(within(card).getByRole('list', { name: 'Impressions per tweet' })).toHaveTextContent('Tweet 2300 · 8 likes');
    expect(within(card).getByRole('list', { name: 'Engagement rate by tone' })).toHaveTextContent('educational4.8% · 1 post');
    expect(within(card).getByRole('list', { name: 'Engagement rate by hook' })).toHaveTextContent('question');
    expect(within(card).getByRole('list', { name: 'Engagement rate by hour of day (europe/berlin)' })).toHaveTextContent('10:00');

    await user.click(within(best[1] as HTMLElement).getByRole('button', { name: 'Chart' }));
    expect(await within(card).findByText('The first reading is taken a minute after posting.')).toBeInTheDocument();
    await waitFor(() => expect(requestsTo('GET', '/api/publisher/metrics/posts/post-2')).toHaveLength(1));
  });

  it('when nothing was posted yet, then the card says how to get numbers instead of empty charts', async () => {
    serveAnalytics();
    server.on('GET', '/api/publisher/metrics/summary', () => ({
      body: performanceSummaryRow({
        totals: { posts: 0, impressions: 0, likes: 0, reposts: 0, replies: 0, quotes: 0, bookmarks: 0 },
        posts: [],
        byTone: [],
        byHook: [],
        byHour: [],
      }),
    }));
    renderApp('/dashboard/analytics', { apiBaseUrl: server.url });
    const card = await screen.findByRole('region', { name: 'Performance Tracking' });
    expect(await within(card).findByText(/Nothing posted through Chainscribe yet/)).toBeInTheDocument();
    expect(within(card).queryByRole('img')).toBeNull();
  });

  it('when the publisher is down, then only this card says so and the activity figures still show', async () => {
    serveAnalytics();
    server.on('GET', '/api/publisher/metrics/summary', () => problem(503, 'Service temporarily unavailable. Please try again.'));
    renderApp('/dashboard/analytics', { apiBaseUrl: server.url });
    const card = await screen.findByRole('region', { name: 'Performance Tracking' });
    expect(await within(card).findByText('Performance could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Analytics' })).toBeInTheDocument();
  });
});
