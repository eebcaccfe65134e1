import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { libraryItem, libraryPage } from '../../../testing/fixtures/index.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { problem, signedInAs } from '../../../testing/test-server.ts';
import { sharedTestServer } from '../../../testing/shared-test-server.ts';

const server = sharedTestServer();
const { requestsTo } = server;
const listQueries = () => requestsTo('GET', '/api/library').map((request) => Object.fromEntries(request.query));

const restaking = libraryItem();
const airdrop = libraryItem({
  id: 'item-2',
  kind: 'tweet',
  status: 'draft',
  tweets: ['Airdrop season is back: here is how to check if you qualify'],
  tone: 'hype',
  symbol: null,
  topic: 'Airdrops',
  createdAt: '2026-02-10T12:00:00.000Z',
});

describe('/dashboard/library', { timeout: 30_000 }, () => {
  it('when the library loads, then each card shows its first tweet, kind, tone, subject, date and status, and Load more asks for the next cursor', async () => {
    signedInAs(server);
    server.on('GET', '/api/library', (request) =>
      request.query.get('cursor') === 'page-2' ? { body: libraryPage([airdrop]) } : { body: libraryPage([restaking], 'page-2') },
    );
    const { user } = renderApp('/dashboard/library', { apiBaseUrl: server.url });

    expect(await screen.findByRole('heading', { name: 'Library' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Library items' });
    const first = within(list).getAllByRole('listitem')[0];
    if (!first) throw new Error('no card');
    expect(within(first).getByRole('link', { name: '1/ Restaking, explained simply 👇' })).toHaveAttribute(
      'href',
      '/dashboard/library/item-1',
    );
    for (const text of ['Ready', 'Thread · 2 tweets', 'Educational', '$ETH', 'Mar 2, 2026'])
      expect(within(first).getByText(text)).toBeInTheDocument();
    expect(listQueries()[0]).toEqual({ trash: 'false', limit: '20' });

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    const second = await within(list).findByRole('link', { name: /Airdrop season is back/ });
    const card = second.closest('li');
    if (!card) throw new Error('no card');
    for (const text of ['Draft', 'Tweet', 'Hype', 'Airdrops']) expect(within(card).getByText(text)).toBeInTheDocument();
    expect(listQueries().at(-1)).toMatchObject({ cursor: 'page-2' });
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('when items are scheduled, posted or stopped on X, then each card says so, links to the post on X, and points a stopped one to the queue (issue 19)', async () => {
    signedInAs(server);
    const postUrl = 'https://x.com/ada_writes/status/1001';
    const items = [
      libraryItem({
        id: 'posted-1',
        status: 'posted',
        tweets: ['Posted thread'],
        publication: { postId: 'p-1', state: 'posted', scheduledAt: null, url: postUrl, message: null },
      }),
      libraryItem({
        id: 'waiting-1',
        status: 'scheduled',
        tweets: ['Waiting thread'],
        publication: { postId: 'p-2', state: 'scheduled', scheduledAt: '2026-03-05T15:30:00.000Z', url: null, message: null },
      }),
      libraryItem({
        id: 'stopped-1',
        status: 'scheduled',
        tweets: ['Stopped thread'],
        publication: { postId: 'p-3', state: 'stopped', scheduledAt: null, url: null, message: 'X kept failing.' },
      }),
    ];
    server.on('GET', '/api/library', () => ({ body: libraryPage(items) }));
    renderApp('/dashboard/library', { apiBaseUrl: server.url });
    const cardOf = async (title: string) => {
      const card = (await screen.findByRole('link', { name: title })).closest('li');
      if (!card) throw new Error(`no card for ${title}`);
      return within(card);
    };

    const posted = await cardOf('Posted thread');
    expect(posted.getByText('Posted')).toBeInTheDocument();
    const onX = posted.getByRole('link', { name: 'View on X' });
    expect(onX).toHaveAttribute('href', postUrl);
    expect(onX).toHaveAttribute('target', '_blank');
    const waiting = await cardOf('Waiting thread');
    expect(waiting.getByText('Scheduled')).toBeInTheDocument();
    expect(waiting.getByText(/^Posts to X/).querySelector('time')).toHaveAttribute('datetime', '2026-03-05T15:30:00.000Z');
    const stopped = await cardOf('Stopped thread');
    expect(stopped.getByText('Posting stopped: X kept failing.')).toBeInTheDocument();
    expect(stopped.getByRole('link', { name: 'Open the queue' })).toHaveAttribute('href', '/dashboard/queue');
  });

  it('when someone types a search and picks a kind, then the API is asked once typing pauses and the URL keeps the query', async () => {
    signedInAs(server);
    server.on('GET', '/api/library', (request) => ({
      body: libraryPage(request.query.get('q') === 'restaking' ? [restaking] : [restaking, airdrop]),
    }));
    const { user, router } = renderApp('/dashboard/library', { apiBaseUrl: server.url });
    await screen.findByRole('link', { name: /Airdrop season/ });

    await user.type(screen.getByRole('searchbox', { name: 'Search your library' }), 'restaking');
    await waitFor(() => expect(screen.queryByRole('link', { name: /Airdrop season/ })).not.toBeInTheDocument());
    // One request for the settled text, not one per keystroke.
    expect(listQueries().filter((query) => query.q !== undefined)).toEqual([{ q: 'restaking', trash: 'false', limit: '20' }]);
    expect(router.state.location.search).toBe('?q=restaking');

    await user.click(screen.getByRole('combobox', { name: 'Kind' }));
    await user.click(screen.getByRole('option', { name: 'Thread' }));
    await waitFor(() => expect(listQueries().at(-1)).toEqual({ q: 'restaking', kind: 'thread', trash: 'false', limit: '20' }));
    expect(new URLSearchParams(router.state.location.search).get('kind')).toBe('thread');
  });

  it('when a search finds nothing, then it says so and Clear brings the whole library back', async () => {
    signedInAs(server);
    server.on('GET', '/api/library', (request) => ({ body: libraryPage(request.query.get('q') ? [] : [restaking]) }));
    const { user } = renderApp('/dashboard/library?q=nothing', { apiBaseUrl: server.url });

    expect(await screen.findByRole('heading', { name: 'Nothing matches' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search your library' })).toHaveValue('nothing');
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByRole('link', { name: /Restaking/ })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search your library' })).toHaveValue('');
  });

  it('when the library is empty or the API fails, then the page says so and can try again', async () => {
    signedInAs(server);
    let failing = true;
    server.on('GET', '/api/library', () => (failing ? problem(503, 'Service temporarily unavailable') : { body: libraryPage([]) }));
    const { user } = renderApp('/dashboard/library', { apiBaseUrl: server.url });

    // A 503 may pass, so the list is asked three times (the app's retry policy) before the error shows.
    expect(await screen.findByText('Could not load your library', undefined, { timeout: 8000 })).toBeInTheDocument();
    expect(requestsTo('GET', '/api/library')).toHaveLength(3);
    expect(screen.getByText('Service temporarily unavailable')).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Your library is empty' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Generate a thread' })).toHaveAttribute('href', '/dashboard/new-thread');
  });

  it('when the trash is opened, then items can be restored, and emptying it asks first and then deletes for good', async () => {
    signedInAs(server);
    const trashed = libraryItem({ deletedAt: '2026-03-05T10:00:00.000Z' });
    let inTrash = [trashed];
    server.on('GET', '/api/library', (request) => ({ body: libraryPage(request.query.get('trash') === 'true' ? inTrash : []) }));
    server.on('POST', '/api/library/item-1/restore', () => {
      inTrash = [];
      return { body: libraryItem() };
    });
    server.on('DELETE', '/api/library/trash', () => ({ body: { deleted: 0 } }));
    const { user, router } = renderApp('/dashboard/library', { apiBaseUrl: server.url });

    await screen.findByRole('heading', { name: 'Your library is empty' });
    await user.click(screen.getByRole('radio', { name: 'Trash' }));
    expect(router.state.location.search).toBe('?view=trash');
    const trash = await screen.findByRole('list', { name: 'Trash' });
    expect(within(trash).getByText('Deleted Mar 5, 2026')).toBeInTheDocument();
    await user.click(within(trash).getByRole('button', { name: /Restore 1\/ Restaking/ }));
    expect(await screen.findByRole('heading', { name: 'The trash is empty' })).toBeInTheDocument();
    expect(requestsTo('POST', '/api/library/item-1/restore')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Empty trash' }));
    const dialog = await screen.findByRole('dialog', { name: 'Empty the trash?' });
    expect(requestsTo('DELETE', '/api/library/trash')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Delete for good' }));
    await waitFor(() => expect(requestsTo('DELETE', '/api/library/trash')).toHaveLength(1));
    expect(await screen.findByText('0 items deleted for good')).toBeInTheDocument();
  });

  it('when a thread is pasted into New draft, then the API gets the text and the editor opens on the new item', async () => {
    signedInAs(server);
    server.on('GET', '/api/library', () => ({ body: libraryPage([restaking]) }));
    const created = libraryItem({ id: 'draft-9', status: 'draft', tweets: ['gm', 'wagmi'], tone: null, symbol: null, length: null });
    server.on('POST', '/api/library', () => ({ status: 201, body: created, headers: { etag: '"1"' } }));
    server.on('GET', '/api/library/draft-9', () => ({ body: created, headers: { etag: '"1"' } }));
    const { user, router } = renderApp('/dashboard/library', { apiBaseUrl: server.url });

    await user.click(await screen.findByRole('button', { name: 'New draft' }));
    const dialog = await screen.findByRole('dialog', { name: 'New draft' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Paste a thread' }), 'gm{Enter}{Enter}wagmi');
    await user.click(within(dialog).getByRole('button', { name: 'Create from pasted text' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/library/draft-9'));
    expect(requestsTo('POST', '/api/library')[0]?.body).toEqual({ kind: 'thread', text: 'gm\n\nwagmi' });
    expect(await screen.findByRole('textbox', { name: 'Tweet 2 text' })).toHaveValue('wagmi');
  });
});
