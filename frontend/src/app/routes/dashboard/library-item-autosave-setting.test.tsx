import { screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LibraryItem } from '@chainscribe/contracts';
import { libraryItem, settingsRow } from '../../../testing/fixtures/index.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { signedInAs, startTestServer } from '../../../testing/test-server.ts';
import type { TestServer } from '../../../testing/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** One item whose stored copy moves on with every accepted PATCH, like the API. */
function serveItem(initial: LibraryItem) {
  let stored = initial;
  server.on('GET', `/api/library/${initial.id}`, () => ({ body: stored, headers: { etag: `"${stored.version}"` } }));
  server.on('PATCH', `/api/library/${initial.id}`, (request) => {
    const body = request.body as { tweets?: string[]; public?: boolean };
    stored = { ...stored, ...body, version: stored.version + 1 };
    return { body: stored, headers: { etag: `"${stored.version}"` } };
  });
}

const patches = (from: number) => server.requests.slice(from).filter((request) => request.method === 'PATCH');

// The setting is the user's "Auto-save drafts", read from the account; the route hands it to the editor.
describe('/dashboard/library/:id with the Auto-save drafts setting', { timeout: 30_000 }, () => {
  it('when auto-save is off, then typing saves nothing, a Save button shows, and pressing it saves once', async () => {
    signedInAs(server);
    server.on('GET', '/api/users/me/settings', () => ({ body: settingsRow({ autoSave: false }) }));
    serveItem(libraryItem());
    const mark = server.requests.length;
    const { user } = renderApp('/dashboard/library/item-1', { apiBaseUrl: server.url });
    const box = await screen.findByRole('textbox', { name: 'Tweet 1 text' }, { timeout: 8000 });
    expect(screen.getByText(/auto-save is off in Settings/)).toBeInTheDocument();
    await user.type(box, ' edited');
    expect(await screen.findByText('Unsaved changes')).toBeInTheDocument();
    // Autosave would have fired after 1.5 s of quiet: wait past it and see nothing sent.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(patches(mark)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(patches(mark)).toHaveLength(1), { timeout: 8000 });
    expect(await screen.findByText('Saved', {}, { timeout: 8000 })).toBeInTheDocument();
    expect((patches(mark)[0]?.body as { tweets: string[] }).tweets[0]).toMatch(/ edited$/);
  });

  it('when the item is put on the public profile, then public is saved over the stored version and the next edit saves over the new one', async () => {
    signedInAs(server);
    server.on('GET', '/api/users/me/settings', () => ({ body: settingsRow({ autoSave: false }) }));
    serveItem(libraryItem({ version: 3 }));
    const mark = server.requests.length;
    const { user } = renderApp('/dashboard/library/item-1', { apiBaseUrl: server.url });
    const toggle = await screen.findByRole('switch', { name: 'On my public profile' }, { timeout: 8000 });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    await user.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'true'), { timeout: 8000 });
    expect(patches(mark)[0]?.body).toEqual({ public: true });
    expect(patches(mark)[0]?.headers['if-match']).toBe('"3"');

    await user.type(screen.getByRole('textbox', { name: 'Tweet 1 text' }), '!');
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    await waitFor(() => expect(patches(mark)).toHaveLength(2), { timeout: 8000 });
    expect(patches(mark)[1]?.headers['if-match']).toBe('"4"');
  });

  it('when auto-save is on, then the edit is saved after the pause with no button to press', async () => {
    signedInAs(server);
    server.on('GET', '/api/users/me/settings', () => ({ body: settingsRow({ autoSave: true }) }));
    serveItem(libraryItem());
    const mark = server.requests.length;
    const { user } = renderApp('/dashboard/library/item-1', { apiBaseUrl: server.url });
    const box = await screen.findByRole('textbox', { name: 'Tweet 1 text' }, { timeout: 8000 });
    expect(screen.getByText(/saved automatically after a pause/)).toBeInTheDocument();
    await user.type(box, ' kept');
    await waitFor(() => expect(patches(mark)).toHaveLength(1), { timeout: 8000 });
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });
});
