import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { LibraryItem } from '@chainscribe/contracts';
import { libraryConflict, libraryItem, libraryPage, libraryVersion } from '../../../testing/fixtures/index.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { problem, signedInAs } from '../../../testing/test-server.ts';
import { sharedTestServer } from '../../../testing/shared-test-server.ts';

const server = sharedTestServer();
const { requestsTo } = server;
/** Autosave waits 1.5 s of quiet; give it room on a loaded machine. */
const SAVE_WAIT = { timeout: 8000 };
const tweetBox = (n: number) => screen.getByRole<HTMLTextAreaElement>('textbox', { name: `Tweet ${n} text` });
const tweetTexts = () => screen.getAllByRole<HTMLTextAreaElement>('textbox', { name: /^Tweet \d+ text$/ }).map((box) => box.value);

/** Serves one item whose stored copy moves on with every accepted PATCH, like the API. */
function serveItem(initial: LibraryItem) {
  let stored = initial;
  server.on('GET', `/api/library/${initial.id}`, () => ({ body: stored, headers: { etag: `"${stored.version}"` } }));
  server.on('PATCH', `/api/library/${initial.id}`, (request) => {
    const body = request.body as { tweets: string[] };
    stored = { ...stored, tweets: body.tweets, version: stored.version + 1, updatedAt: new Date().toISOString() };
    return { body: stored, headers: { etag: `"${stored.version}"` } };
  });
  return {
    get stored() {
      return stored;
    },
    set stored(next: LibraryItem) {
      stored = next;
    },
  };
}

// Autosave waits 1.5 s of quiet, some tests twice: more than the default 5 s on a busy machine.
describe('/dashboard/library/:id', { timeout: 30_000 }, () => {
  it('when a tweet passes 280 weighted characters, then it is flagged, its counter says by how much and the overflow is marked', async () => {
    signedInAs(server);
    serveItem(libraryItem());
    const { user } = renderApp('/dashboard/library/item-1', { apiBaseUrl: server.url });

    const box = await screen.findByRole('textbox', { name: 'Tweet 2 text' });
    const card = screen.getByRole('listitem', { name: 'Tweet 2 of 2' });
    expect(within(card).queryByText('Over the limit')).not.toBeInTheDocument();
    await user.clear(box);
    // 276 letters + a link (23 on X, however long) = 299: 19 over.
    await user.click(box);
    await user.paste(`${'a'.repeat(276)} https://example.com/${'x'.repeat(60)}`);

    expect(within(card).getByText('Over the limit')).toBeInTheDocument();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(within(card).getByLabelText('300 of 280 characters, 20 over the limit')).toHaveTextContent('300/280 · 20 over');
    const overflow = card.querySelector('mark');
    expect(overflow?.textContent).toBe(`https://example.com/${'x'.repeat(60)}`);
    const preview = screen.getByRole('region', { name: 'Preview on X' });
    expect(preview.querySelector('mark')?.textContent).toBe(overflow?.textContent);
  });

  it('when the user pauses typing, then the thread is saved with If-Match of the version it was read at, and the next save builds on the new version', async () => {
    signedInAs(server);
    const item = serveItem(libraryItem());
    const { user } = renderApp('/dashboard/library/item-1', { apiBaseUrl: server.url });

    await user.type(await screen.findByRole('textbox', { name: 'Tweet 1 text' }), ' now');
    expect(await screen.findByText('Unsaved changes')).toBeInTheDocument();
    await waitFor(() => expect(requestsTo('PATCH', '/api/library/item-1')).toHaveLength(1), SAVE_WAIT);
    const first = requestsTo('PATCH', '/api/library/item-1')[0];
    expect(first?.headers['if-match']).toBe('"1"');
    expect(first?.body).toEqual({
      tweets: ['1/ Restaking, explained simply 👇 now', '2/ You lend your staked ETH to secure more than one network.'],
    });
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(item.stored.version).toBe(2);

    await user.type(tweetBox(2), '!');
    await waitFor(() => expect(requestsTo('PATCH', '/api/library/item-1')).toHaveLength(2), SAVE_WAIT);
    expect(requestsTo('PATCH', '/api/library/item-1')[1]?.headers['if-match']).toBe('"2"');
    expect(await screen.findByText('Saved')).toBeInTheDocument();
  });

  it('when a single tweet gets a second tweet, then it is saved as a thread', async () => {
    signedInAs(server);
    serveItem(libraryItem({ kind: 'tweet', tweets: ['gm'], length: null }));
    const { user } = renderApp('/dashboard/library/item-1', { apiBaseUrl: server.url });

    expect(await screen.findByRole('heading', { name: 'Edit tweet' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add a tweet after tweet 1' }));
    await user.keyboard('wagmi');
    expect(tweetBox(2)).toHaveFocus();
    await waitFor(() => expect(requestsTo('PATCH', '/api/library/item-1')).toHaveLength(1), SAVE_WAIT);
    expect(requestsTo('PATCH', '/api/library/item-1')[0]?.body).toEqual({ tweets: ['gm', 'wagmi'], kind: 'thread' });
  });

  it('when a save fails, then the editor says it is not saved and Retry saves it', async () => {
    signedInAs(server);
    serveItem(libraryItem());
    let down = true;
    server.on('PATCH', '/api/library/item-1', (request) =>
      down
        ? problem(503, 'Service temporarily unavailable')
        : { body: libraryItem({ version: 2, tweets: (request.body as { tweets: string[] }).tweets }) },
    );
    const { user } = renderApp('/dashboard/library/item-1', { apiBaseUrl: server.url });

    await user.type(await screen.findByRole('textbox', { name: 'Tweet 1 text' }), '!');
    expect(await screen.findByText('Not saved: Service temporarily unavailable', undefined, SAVE_WAIT)).toBeInTheDocument();
    down = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(requestsTo('PATCH', '/api/library/item-1').map((request) => request.headers['if-match'])).toEqual(['"1"', '"1"']);
  });

  it('when someone saved the item elsewhere (412), then both texts show; keeping mine saves it over the stored version', async () => {
    signedInAs(server);
    const item = serveItem(libraryItem());
    const theirs = libraryItem({ version: 3, tweets: ['Their rewrite of the hook'], updatedAt: '2026-03-03T10:00:00.000Z' });
    let conflictOnce = true;
    server.on('PATCH', '/api/library/item-1', (request) => {
      if (conflictOnce) {
        conflictOnce = false;
        item.stored = theirs;
        return { status: 412, body: libraryConflict(theirs) };
      }
      item.stored = { ...theirs, tweets: (request.body as { tweets: string[] }).tweets, version: 4 };
      return { body: item.stored };
    });
    const { user } = renderApp('/dashboard/library/item-1', { apiBaseUrl: server.url });

    await user.type(await screen.findByRole('textbox', { name: 'Tweet 1 text' }), ' (mine)');
    const dialog = await screen.findByRole('dialog', { name: 'This thread changed somewhere else' }, SAVE_WAIT);
    expect(within(within(dialog).getByRole('region', { name: 'Your text' })).getByText(/explained simply 👇 \(mine\)/)).toBeInTheDocument();
    expect(within(within(dialog).getByRole('region', { name: 'Saved text' })).getByText('Their rewrite of the hook')).toBeInTheDocument();
    expect(screen.getByText('Changed elsewhere')).toBeInTheDocument();
    // A choice must be made: no way to close the screen and carry on saving over someone else.
    expect(within(dialog).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Keep my text' }));
    await waitFor(() => expect(requestsTo('PATCH', '/api/library/item-1')).toHaveLength(2), SAVE_WAIT);
    const retry = requestsTo('PATCH', '/api/library/item-1')[1];
    expect(retry?.headers['if-match']).toBe('"3"');
    expect((retry?.body as { tweets: string[] }).tweets[0]).toBe('1/ Restaking, explained simply 👇 (mine)');
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(item.stored.version).toBe(4);
  });

  it('when the user keeps the saved text after a conflict, then the editor shows it and nothing more is sent', async () => {
    signedInAs(server);
    const theirs = libraryItem({ version: 5, tweets: ['Stored elsewhere', 'and a second'] });
    server.on('GET', '/api/library/item-1', () => ({ body: libraryItem() }));
    server.on('PATCH', '/api/library/item-1', () => ({ status: 412, body: libraryConflict(theirs) }));
    const { user } = renderApp('/dashboard/library/item-1', { apiBaseUrl: server.url });

    await user.type(await screen.findByRole('textbox', { name: 'Tweet 1 text' }), '?');
    const dialog = await screen.findByRole('dialog', { name: 'This thread changed somewhere else' }, SAVE_WAIT);
    await user.click(within(dialog).getByRole('button', { name: 'Keep saved text' }));

    expect(tweetTexts()).toEqual(['Stored elsewhere', 'and a second']);
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 1800));
    expect(requestsTo('PATCH', '/api/library/item-1')).toHaveLength(1);
  });

  it('when a tweet is split at the cursor, merged, moved and the steps undone and redone, then the thread follows each step', async () => {
    signedInAs(server);
    serveItem(libraryItem({ tweets: ['Hook line. Second thought here.', 'Closing tweet'] }));
    const { user } = renderApp('/dashboard/library/item-1', { apiBaseUrl: server.url });

    const first = await screen.findByRole<HTMLTextAreaElement>('textbox', { name: 'Tweet 1 text' });
    first.focus();
    first.setSelectionRange(10, 10);
    await user.click(screen.getByRole('button', { name: 'Split tweet 1 at the cursor' }));
    expect(tweetTexts()).toEqual(['Hook line.', 'Second thought here.', 'Closing tweet']);

    await user.click(screen.getByRole('button', { name: 'Merge tweet 2 with the next' }));
    expect(tweetTexts()).toEqual(['Hook line.', 'Second thought here. Closing tweet']);

    await user.click(tweetBox(1));
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    expect(tweetTexts()).toEqual(['Second thought here. Closing tweet', 'Hook line.']);
    expect(tweetBox(2)).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(tweetTexts()).toEqual(['Hook line.', 'Second thought here. Closing tweet']);
    await user.keyboard('{Control>}z{/Control}');
    expect(tweetTexts()).toEqual(['Hook line.', 'Second thought here.', 'Closing tweet']);
    await user.keyboard('{Control>}{Shift>}z{/Shift}{/Control}');
    expect(tweetTexts()).toEqual(['Hook line.', 'Second thought here. Closing tweet']);
    await user.click(screen.getByRole('button', { name: 'Redo' }));
    expect(tweetTexts()).toEqual(['Second thought here. Closing tweet', 'Hook line.']);
    expect(screen.getByRole('button', { name: 'Redo' })).toBeDisabled();
  });

  it('when an earlier version (on an older page) is restored, then the API saves it over the current version and the editor shows it', async () => {
    signedInAs(server);
    const current = libraryItem({ version: 2, tweets: ['Edited text'] });
    const item = serveItem(current);
    // Newest first, a page at a time: version 1 is on the second page.
    server.on('GET', '/api/library/item-1/versions', (request) => ({
      body:
        request.query.get('cursor') === 'older'
          ? { items: [libraryVersion(current, 1, ['Original text'], '2026-03-02T09:30:00.000Z')], nextCursor: null }
          : { items: [libraryVersion(current, 2, ['Edited text'], '2026-03-02T10:00:00.000Z')], nextCursor: 'older' },
    }));
    server.on('POST', '/api/library/item-1/versions/1/restore', () => {
      item.stored = { ...current, version: 3, tweets: ['Original text'] };
      return { body: item.stored };
    });
    const { user } = renderApp('/dashboard/library/item-1', { apiBaseUrl: server.url });

    await user.click(await screen.findByRole('button', { name: 'Versions' }));
    const dialog = await screen.findByRole('dialog', { name: 'Versions' });
    expect(await within(dialog).findByRole('listitem', { name: 'Version 2' })).toHaveTextContent('current');
    expect(within(dialog).queryByRole('button', { name: 'Restore version 1' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Show older versions' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Restore version 1' }));

    await waitFor(() => expect(tweetTexts()).toEqual(['Original text']));
    expect(requestsTo('POST', '/api/library/item-1/versions/1/restore')[0]?.headers['if-match']).toBe('"2"');
    expect(await screen.findByText('Version 1 restored')).toBeInTheDocument();
    expect(screen.getByText('Saved')).toBeInTheDocument();
  });

  it('when the user leaves with an unsaved edit, then the app asks first; staying keeps the edit', async () => {
    signedInAs(server);
    serveItem(libraryItem());
    server.on('GET', '/api/library', () => ({ body: libraryPage([libraryItem()]) }));
    const { user, router } = renderApp('/dashboard/library/item-1', { apiBaseUrl: server.url });

    await user.type(await screen.findByRole('textbox', { name: 'Tweet 1 text' }), ' draft');
    await user.click(screen.getByRole('link', { name: /Back to Library/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay and keep editing' }));
    expect(router.state.location.pathname).toBe('/dashboard/library/item-1');
    expect(tweetBox(1).value).toMatch(/ draft$/);
  });

  it('when Delete is pressed while a save is on its way, then it waits for that save instead of sending a second, stale one', async () => {
    signedInAs(server);
    let stored = libraryItem();
    server.on('GET', '/api/library/item-1', () => ({ body: stored }));
    server.on('PATCH', '/api/library/item-1', async (request) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      stored = { ...stored, tweets: (request.body as { tweets: string[] }).tweets, version: stored.version + 1 };
      return { body: stored };
    });
    server.on('GET', '/api/library', () => ({ body: libraryPage([]) }));
    server.on('DELETE', '/api/library/item-1', () => ({ body: { ...stored, deletedAt: new Date().toISOString() } }));
    const { user, router } = renderApp('/dashboard/library/item-1', { apiBaseUrl: server.url });

    await user.type(await screen.findByRole('textbox', { name: 'Tweet 1 text' }), '!');
    await waitFor(() => expect(requestsTo('PATCH', '/api/library/item-1')).toHaveLength(1), SAVE_WAIT);
    await user.click(screen.getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/library'));
    expect(requestsTo('PATCH', '/api/library/item-1')).toHaveLength(1);
    expect(requestsTo('DELETE', '/api/library/item-1')).toHaveLength(1);
    expect(screen.queryByRole('dialog', { name: 'This thread changed somewhere else' })).not.toBeInTheDocument();
  });

  it('when the item is deleted, then it goes to the trash and the toast’s Undo brings it back into the editor', async () => {
    signedInAs(server);
    serveItem(libraryItem());
    server.on('GET', '/api/library', () => ({ body: libraryPage([]) }));
    server.on('DELETE', '/api/library/item-1', () => ({ body: libraryItem({ deletedAt: new Date().toISOString() }) }));
    server.on('POST', '/api/library/item-1/restore', () => ({ body: libraryItem() }));
    const { user, router } = renderApp('/dashboard/library/item-1', { apiBaseUrl: server.url });

    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/library'));
    expect(requestsTo('DELETE', '/api/library/item-1')).toHaveLength(1);
    expect(await screen.findByText('Moved to the trash')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/library/item-1'));
    expect(requestsTo('POST', '/api/library/item-1/restore')).toHaveLength(1);
    expect(await screen.findByRole('textbox', { name: 'Tweet 1 text' })).toHaveValue('1/ Restaking, explained simply 👇');
  });
});
