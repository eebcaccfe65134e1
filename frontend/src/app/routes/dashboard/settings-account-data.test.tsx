import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { accountDeletionMessages, exportMe } from '@chainscribe/contracts';
import { accountDeleted, personalisationRow, profileRow, settingsRow, userRow } from '../../../testing/fixtures/index.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { problem, signedInAs, startTestServer } from '../../../testing/test-server.ts';
import type { TestServer } from '../../../testing/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** jsdom saves no files: record what the page hands the browser to save (the blob and its name). */
const saved: { name: string; blob: Blob }[] = [];
const blobs = new Map<string, Blob>();
// eslint-disable-next-line @typescript-eslint/unbound-method -- kept only to be put back on the same objects after each test
const originals = { create: URL.createObjectURL, revoke: URL.revokeObjectURL, click: HTMLAnchorElement.prototype.click };
beforeEach(() => {
  server.on('GET', '/api/users/me/settings', () => ({ body: settingsRow() }));
  server.on('GET', '/api/users/me/profile', () => ({ body: profileRow() }));
  server.on('GET', '/api/personalisation', () => ({ body: personalisationRow() }));
  saved.length = 0;
  URL.createObjectURL = (blob: Blob) => {
    const url = `blob:test/${blobs.size}`;
    blobs.set(url, blob);
    return url;
  };
  URL.revokeObjectURL = () => undefined;
  HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
    const blob = blobs.get(this.href);
    if (blob) saved.push({ name: this.download, blob });
  };
});
afterEach(() => {
  URL.createObjectURL = originals.create;
  URL.revokeObjectURL = originals.revoke;
  HTMLAnchorElement.prototype.click = originals.click;
});

const exportDocument = JSON.stringify(
  exportMe.response.parse({
    format: 'chainscribe-user-export',
    version: 1,
    userId: 'user-1',
    exportedAt: '2026-11-25T12:00:00.000Z',
    services: {
      accounts: { users: [{ email: 'satoshi@example.com' }] },
      generation: { threads: [{ tweets: ['gm'] }], templates: [] },
      analytics: {},
      research: {},
      publisher: { queueSettings: [{ timeZone: 'UTC' }] },
    },
  }),
);

describe('/dashboard/settings: your data and the danger zone', () => {
  it('when Download all my data is clicked, then the export is fetched with the session, and the file saved holds exactly what the server sent, under its name', async () => {
    signedInAs(server);
    server.on('GET', '/api/users/me/export', (_request, response) => {
      const bytes = Buffer.from(exportDocument);
      response.writeHead(200, {
        'content-type': 'application/json',
        'content-length': String(bytes.length),
        'content-disposition': 'attachment; filename="chainscribe-export-user-1.json"',
      });
      // Two chunks with a pause, as a large export arrives.
      response.write(bytes.subarray(0, 40));
      setTimeout(() => response.end(bytes.subarray(40)), 150);
      return undefined;
    });
    const { user } = renderApp('/dashboard/settings', { apiBaseUrl: server.url });

    await user.click(await screen.findByRole('button', { name: 'Download all my data' }));
    expect(await screen.findByRole('progressbar', { name: 'Data export progress' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Preparing download/ })).toBeDisabled();
    await waitFor(() => expect(saved).toHaveLength(1), { timeout: 3000 });

    expect(saved[0]?.name).toBe('chainscribe-export-user-1.json');
    expect(await saved[0]?.blob.text()).toBe(exportDocument);
    expect(saved[0]?.blob.type).toBe('application/json');
    const call = server.requests.findLast((request) => request.path === '/api/users/me/export');
    expect(call?.headers.authorization).toMatch(/^Bearer access-/);
    expect(await screen.findByText('Your data is downloading')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download all my data' })).toBeEnabled();
  }, 15_000);

  it('when the export cannot be gathered, then the server’s message is shown and nothing is saved', async () => {
    signedInAs(server);
    const message = accountDeletionMessages.exportUnavailable('analytics');
    server.on('GET', '/api/users/me/export', () => problem(503, message));
    const { user } = renderApp('/dashboard/settings', { apiBaseUrl: server.url });

    await user.click(await screen.findByRole('button', { name: 'Download all my data' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(saved).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Download all my data' })).toBeEnabled();
  }, 15_000);

  it('when Delete my account is confirmed with the account’s email, then the button wakes only on a match, the account is deleted, the browser forgets the user and the landing page says so', async () => {
    signedInAs(server, userRow({ email: 'Vitalik@Example.com' }));
    window.localStorage.setItem('chainscribe.learning_history', '[]');
    window.localStorage.setItem('user_settings', '{}');
    server.on('DELETE', '/api/users/me', () => ({ body: accountDeleted('user-1') }));
    server.on('POST', '/api/auth/sign-out', () => problem(401, 'Auth session missing!', 'unauthenticated'));
    const { user, router } = renderApp('/dashboard/settings', { apiBaseUrl: server.url });

    await user.click(await screen.findByRole('button', { name: 'Delete my account' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete your account?' });
    const confirm = within(dialog).getByRole('button', { name: /Delete my account/ });
    const field = within(dialog).getByLabelText('Type Vitalik@Example.com to confirm');
    expect(confirm).toBeDisabled();
    await user.type(field, 'vitalik@example.co');
    expect(confirm).toBeDisabled();
    await user.type(field, 'm');
    expect(confirm).toBeEnabled();
    expect(server.requests.some((request) => request.method === 'DELETE')).toBe(false);

    await user.click(confirm);
    expect(await screen.findByRole('heading', { level: 1, name: /Crypto threads that/ }, { timeout: 5000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(await screen.findByText('Your account has been deleted')).toBeInTheDocument();
    const deletion = server.requests.find((request) => request.method === 'DELETE' && request.path === '/api/users/me');
    expect(deletion?.body).toEqual({ email: 'Vitalik@Example.com' });
    expect(deletion?.headers.authorization).toMatch(/^Bearer access-/);
    for (const key of ['chainscribe.session', 'chainscribe.learning_history', 'user_settings'])
      expect(window.localStorage.getItem(key)).toBeNull();
    expect(screen.getByRole('link', { name: 'Sign In' })).toBeInTheDocument();
  }, 15_000);

  it('when the server refuses the deletion, then the dialog shows its message and the user stays signed in on the page', async () => {
    signedInAs(server);
    server.on('DELETE', '/api/users/me', () => problem(400, accountDeletionMessages.confirmMismatch));
    const { user, router } = renderApp('/dashboard/settings', { apiBaseUrl: server.url });

    await user.click(await screen.findByRole('button', { name: 'Delete my account' }));
    await user.type(screen.getByLabelText('Type satoshi@example.com to confirm'), 'satoshi@example.com');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: /Delete my account/ }));

    expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent(accountDeletionMessages.confirmMismatch);
    expect(router.state.location.pathname).toBe('/dashboard/settings');
    expect(window.localStorage.getItem('chainscribe.session')).toBe('active');
  }, 15_000);
});
