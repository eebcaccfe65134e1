import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { publisherErrorCodes, publisherMessages, type ScheduledPost, type XConnection } from '@chainscribe/contracts';
import { libraryItem, queueSettingsRow, scheduledPostRow, xConnectionRow } from '../../../testing/fixtures/index.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { problem, signedInAs } from '../../../testing/test-server.ts';
import { sharedTestServer } from '../../../testing/shared-test-server.ts';

const server = sharedTestServer();
const { requestsTo } = server;

/** One library item in the editor, the X connection as given and the publisher's posts (a POST adds one). */
function editorWithPublisher(connection: XConnection, initial: ScheduledPost[] = []) {
  signedInAs(server);
  const item = libraryItem();
  server.on('GET', `/api/library/${item.id}`, () => ({ body: item, headers: { etag: `"${item.version}"` } }));
  server.on('GET', '/api/publisher/x/connection', () => ({ body: connection }));
  server.on('GET', '/api/publisher/queue/settings', () => ({ body: queueSettingsRow() }));
  let posts = initial;
  server.on('GET', '/api/publisher/posts', () => ({ body: { posts, usage: { plan: 'free', limit: 3, active: posts.length } } }));
  server.on('POST', '/api/publisher/posts', (request) => {
    const body = request.body as { when: { timing: 'now' | 'at' | 'queue'; at?: string } };
    const post = scheduledPostRow({
      status: body.when.timing === 'now' ? 'posting' : 'scheduled',
      timing: body.when.timing,
      scheduledAt: body.when.at ?? '2099-03-09T08:00:00.000Z',
    });
    posts = [post];
    return { status: 201, body: post };
  });
}

const panel = () => screen.findByRole('region', { name: 'Post to X' });

describe('/dashboard/library/:id: Post to X', { timeout: 30_000 }, () => {
  it('when Post now is pressed, then the item is sent for posting now and the panel shows it posting', async () => {
    editorWithPublisher(xConnectionRow('connected'));
    const { user } = renderApp('/dashboard/library/item-1', { apiBaseUrl: server.url });
    await user.click(await within(await panel()).findByRole('button', { name: 'Post now' }));
    await waitFor(() => expect(requestsTo('POST', '/api/publisher/posts')).toHaveLength(1));
    expect(requestsTo('POST', '/api/publisher/posts')[0]?.body).toEqual({ itemId: 'item-1', when: { timing: 'now' } });
    expect(await screen.findByText('Posting to X now')).toBeInTheDocument();
    expect(await within(await panel()).findByText('0 of 2 tweets on X')).toBeInTheDocument();
    expect(within(await panel()).queryByRole('button', { name: 'Post now' })).toBeNull();
  });

  it('when a time is picked in Schedule…, then it is read in the posting zone and the panel says when it goes out', async () => {
    editorWithPublisher(xConnectionRow('connected'));
    const { user } = renderApp('/dashboard/library/item-1', { apiBaseUrl: server.url });
    await user.click(await within(await panel()).findByRole('button', { name: /Schedule/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Schedule on X' });
    fireEvent.change(within(dialog).getByLabelText('Date and time (Europe/Berlin)'), { target: { value: '2099-01-10T07:45' } });
    await user.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    await waitFor(() => expect(requestsTo('POST', '/api/publisher/posts')).toHaveLength(1));
    // Berlin is UTC+1 in January.
    expect(requestsTo('POST', '/api/publisher/posts')[0]?.body).toEqual({
      itemId: 'item-1',
      when: { timing: 'at', at: '2099-01-10T06:45:00.000Z' },
    });
    expect(await within(await panel()).findByText('for Sat, Jan 10, 07:45 (Europe/Berlin)')).toBeInTheDocument();
  });

  it('when a past time is picked, then the dialog refuses it and nothing is sent', async () => {
    editorWithPublisher(xConnectionRow('connected'));
    const { user } = renderApp('/dashboard/library/item-1', { apiBaseUrl: server.url });
    await user.click(await within(await panel()).findByRole('button', { name: /Schedule/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Schedule on X' });
    fireEvent.change(within(dialog).getByLabelText('Date and time (Europe/Berlin)'), { target: { value: '2020-01-10T07:45' } });
    await user.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    expect(await within(dialog).findByText(publisherMessages.timeInPast)).toBeInTheDocument();
    expect(requestsTo('POST', '/api/publisher/posts')).toHaveLength(0);
  });

  it('when a free user adds a fourth post to the queue, then the plan message shows with the upgrade offer', async () => {
    editorWithPublisher(xConnectionRow('connected'));
    server.on('POST', '/api/publisher/posts', () =>
      problem(403, publisherMessages.scheduleLimitReached(3), publisherErrorCodes.scheduleLimitReached),
    );
    const { user } = renderApp('/dashboard/library/item-1', { apiBaseUrl: server.url });
    await user.click(await within(await panel()).findByRole('button', { name: 'Add to queue' }));
    const alert = await within(await panel()).findByRole('alert');
    expect(alert).toHaveTextContent(publisherMessages.scheduleLimitReached(3));
    expect(within(alert).getByRole('link', { name: /Upgrade to Premium/ })).toHaveAttribute('href', '/pricing');
    expect(requestsTo('POST', '/api/publisher/posts')[0]?.body).toEqual({ itemId: 'item-1', when: { timing: 'queue' } });
  });

  it('when X is not connected, then the panel links to settings and offers no way to post', async () => {
    editorWithPublisher(xConnectionRow('disconnected'));
    renderApp('/dashboard/library/item-1', { apiBaseUrl: server.url });
    expect(await within(await panel()).findByRole('link', { name: 'Connect X in Settings' })).toHaveAttribute(
      'href',
      '/dashboard/settings',
    );
    expect(within(await panel()).queryByRole('button', { name: 'Post now' })).toBeNull();
  });

  it('when the publisher cannot be reached, then the panel says posting is unavailable instead of asking to connect X', async () => {
    editorWithPublisher(xConnectionRow('connected'));
    server.on('GET', '/api/publisher/x/connection', () => problem(503, 'Service temporarily unavailable. Please try again.'));
    renderApp('/dashboard/library/item-1', { apiBaseUrl: server.url });
    expect(await within(await panel()).findByText('Posting to X is unavailable right now')).toBeInTheDocument();
    expect(within(await panel()).queryByRole('link', { name: 'Connect X in Settings' })).toBeNull();
    expect(within(await panel()).queryByRole('button', { name: 'Post now' })).toBeNull();
  });

  it('when the item was posted, then the panel links to it on X; when it failed midway, it shows what is on X and Resume', async () => {
    editorWithPublisher(xConnectionRow('connected'), [
      scheduledPostRow({
        status: 'posted',
        postUrl: 'https://x.com/satoshi_builds/status/1860000000000000100',
        publishedAt: '2026-03-02T09:30:00.000Z',
      }),
    ]);
    const first = renderApp('/dashboard/library/item-1', { apiBaseUrl: server.url });
    expect(await within(await panel()).findByRole('link', { name: /View on X/ })).toHaveAttribute(
      'href',
      'https://x.com/satoshi_builds/status/1860000000000000100',
    );
    first.unmount();

    const posted = [
      {
        index: 0,
        tweetId: '1860000000000000100',
        url: 'https://x.com/satoshi_builds/status/1860000000000000100',
        postedAt: '2026-03-02T09:30:00.000Z',
      },
    ];
    editorWithPublisher(xConnectionRow('connected'), [
      scheduledPostRow({ status: 'failed', posted, failure: { reason: 'unavailable', message: 'X kept failing.' } }),
    ]);
    server.on('POST', '/api/publisher/posts/post-1/resume', () => ({ body: scheduledPostRow({ status: 'scheduled', posted }) }));
    const { user } = renderApp('/dashboard/library/item-1', { apiBaseUrl: server.url });
    const alert = await within(await panel()).findByText('X kept failing.');
    const box = alert.closest('div.flex.items-start') as HTMLElement;
    expect(within(box).getByText('On X: 1 of 2 tweets. Resume posts the 1 remaining tweet after them.')).toBeInTheDocument();
    await user.click(within(box).getByRole('button', { name: 'Resume' }));
    await waitFor(() => expect(requestsTo('POST', '/api/publisher/posts/post-1/resume')).toHaveLength(1));
  });
});
