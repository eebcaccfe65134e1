import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { putQueueSettings, type XConnection } from '@chainscribe/contracts';
import { personalisationRow, profileRow, queueSettingsRow, settingsRow, userRow, xConnectionRow } from '../../../testing/fixtures/index.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { signedInAs } from '../../../testing/test-server.ts';
import { sharedTestServer } from '../../../testing/shared-test-server.ts';

const server = sharedTestServer();
const { requestsTo } = server;

/** Settings with the publisher answering: the X connection as given, the posting schedule as stored. */
function signedInWithX(connection: XConnection) {
  signedInAs(server, userRow());
  server.on('GET', '/api/users/me/settings', () => ({ body: settingsRow() }));
  server.on('GET', '/api/users/me/profile', () => ({ body: profileRow() }));
  server.on('GET', '/api/personalisation', () => ({ body: personalisationRow() }));
  let current = connection;
  server.on('GET', '/api/publisher/x/connection', () => ({ body: current }));
  server.on('DELETE', '/api/publisher/x/connection', () => {
    current = xConnectionRow('disconnected');
    return { body: current };
  });
  // Like the publisher: once X's code is accepted, the connection it stores is what every later read sees.
  server.on('POST', '/api/publisher/x/callback', () => {
    current = xConnectionRow('connected');
    return { body: current };
  });
  server.on('POST', '/api/publisher/x/connect', () => ({
    body: { authorizeUrl: 'http://127.0.0.1:1/i/oauth2/authorize?state=s', expiresAt: '2099-01-01T00:00:00.000Z' },
  }));
  let schedule = queueSettingsRow();
  server.on('GET', '/api/publisher/queue/settings', () => ({ body: schedule }));
  server.on('PUT', '/api/publisher/queue/settings', (request) => {
    schedule = queueSettingsRow(putQueueSettings.request.parse(request.body));
    return { body: schedule };
  });
}

const xCard = () => screen.findByRole('region', { name: /X account/ });

describe('/dashboard/settings: X account and posting schedule', { timeout: 30_000 }, () => {
  it('when X is not connected, then Connect X asks the publisher for the authorize link and waits on it', async () => {
    signedInWithX(xConnectionRow('disconnected'));
    const { user } = renderApp('/dashboard/settings', { apiBaseUrl: server.url });
    const card = await xCard();
    await user.click(await within(card).findByRole('button', { name: 'Connect X' }));
    await waitFor(() => expect(requestsTo('POST', '/api/publisher/x/connect')).toHaveLength(1));
    expect(within(card).getByRole('button', { name: 'Connect X' })).toBeDisabled();
  });

  it('when X is connected, then the @handle shows, and Disconnect revokes it and offers Connect X again', async () => {
    signedInWithX(xConnectionRow('connected'));
    const { user } = renderApp('/dashboard/settings', { apiBaseUrl: server.url });
    const card = await xCard();
    expect(await within(card).findByRole('link', { name: '@satoshi_builds' })).toHaveAttribute('href', 'https://x.com/satoshi_builds');
    expect(within(card).getByText('Connected')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Disconnect' }));
    expect(await within(card).findByRole('button', { name: 'Connect X' })).toBeInTheDocument();
    expect(requestsTo('DELETE', '/api/publisher/x/connection')).toHaveLength(1);
    expect(await screen.findByText('X disconnected')).toBeInTheDocument();
  });

  it('when X refused the stored tokens, then the card says so and offers Reconnect X', async () => {
    signedInWithX(xConnectionRow('reconnect_required'));
    renderApp('/dashboard/settings', { apiBaseUrl: server.url });
    const card = await xCard();
    expect(await within(card).findByText('X no longer accepts this connection')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Reconnect X' })).toBeEnabled();
    expect(within(card).queryByRole('button', { name: 'Disconnect' })).toBeNull();
  });

  it('when the time zone is changed and a slot removed, then the whole schedule is saved and the stored one shown', async () => {
    signedInWithX(xConnectionRow('connected'));
    const { user } = renderApp('/dashboard/settings', { apiBaseUrl: server.url });
    const card = await screen.findByRole('region', { name: 'Posting schedule' });
    const zone = await within(card).findByLabelText('Posting time zone');
    expect(zone).toHaveValue('Europe/Berlin');
    await user.clear(zone);
    await user.type(zone, 'Asia/Tokyo');
    await user.click(within(card).getByRole('button', { name: 'Remove slot 1' }));
    await user.click(within(card).getByRole('button', { name: 'Save schedule' }));
    await waitFor(() => expect(requestsTo('PUT', '/api/publisher/queue/settings')).toHaveLength(1));
    expect(requestsTo('PUT', '/api/publisher/queue/settings')[0]?.body).toEqual({
      timeZone: 'Asia/Tokyo',
      slots: [{ day: 'wed', time: '17:30' }],
    });
    expect(await screen.findByText('Posting schedule saved')).toBeInTheDocument();
  });

  it('when the time zone is not a real zone, then the contract’s message shows and nothing is sent', async () => {
    signedInWithX(xConnectionRow('connected'));
    const { user } = renderApp('/dashboard/settings', { apiBaseUrl: server.url });
    const card = await screen.findByRole('region', { name: 'Posting schedule' });
    const zone = await within(card).findByLabelText('Posting time zone');
    await user.clear(zone);
    await user.type(zone, 'Mars/Olympus');
    await user.click(within(card).getByRole('button', { name: 'Save schedule' }));
    expect(await within(card).findByText('Pick a valid time zone, e.g. Europe/Berlin')).toBeInTheDocument();
    expect(requestsTo('PUT', '/api/publisher/queue/settings')).toHaveLength(0);
  });

  it('when X sends the browser back with a code, then it is handed to the publisher once and settings show the handle with a toast', async () => {
    signedInWithX(xConnectionRow('disconnected'));
    const { router } = renderApp('/dashboard/settings/x/callback?state=st-1&code=code-1', { apiBaseUrl: server.url });
    expect(await screen.findByText('X connected as @satoshi_builds')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/settings'));
    expect(requestsTo('POST', '/api/publisher/x/callback').map((r) => r.body)).toEqual([{ state: 'st-1', code: 'code-1' }]);
    expect(await within(await xCard()).findByRole('link', { name: '@satoshi_builds' })).toBeInTheDocument();
  });

  it('when the user cancelled on X, then the error goes to the publisher and settings show why', async () => {
    signedInWithX(xConnectionRow('disconnected'));
    server.on('POST', '/api/publisher/x/callback', () => ({
      status: 400,
      body: {
        type: 'about:blank',
        title: 'X did not grant access',
        status: 400,
        error: 'X did not grant access. Please try connecting again.',
      },
    }));
    const { router } = renderApp('/dashboard/settings/x/callback?state=st-2&error=access_denied', { apiBaseUrl: server.url });
    expect(await screen.findByText('X did not grant access. Please try connecting again.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/settings'));
    expect(requestsTo('POST', '/api/publisher/x/callback').map((r) => r.body)).toEqual([{ state: 'st-2', error: 'access_denied' }]);
  });
});
