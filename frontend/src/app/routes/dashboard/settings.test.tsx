import { screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { updateSettings } from '@chainscribe/contracts';
import type { UserSettings } from '@chainscribe/contracts';
import { personalisationRow, profileRow, settingsRow, userRow } from '../../../testing/fixtures/index.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { problem, signedInAs, startTestServer } from '../../../testing/test-server.ts';
import type { TestServer } from '../../../testing/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** The accounts stand-in keeps what was PUT, like the real service, and answers it back. */
function storedSettings(initial: UserSettings = settingsRow()) {
  const state = { current: initial };
  server.on('GET', '/api/users/me/settings', () => ({ body: state.current }));
  server.on('PUT', '/api/users/me/settings', (request) => {
    const values = updateSettings.request.parse(request.body);
    state.current = settingsRow({ ...values, updatedAt: '2026-03-01T10:00:00.000Z' });
    return { body: state.current };
  });
  return state;
}

function signedInWithSettings(initial?: UserSettings, username: string | null = null) {
  signedInAs(server, userRow({ email: 'vitalik@example.com' }));
  server.on('GET', '/api/users/me/profile', () => ({ body: profileRow({ username }) }));
  server.on('GET', '/api/personalisation', () => ({ body: personalisationRow() }));
  return storedSettings(initial);
}

const switchNamed = (name: string) => screen.getByRole('switch', { name });

describe('/dashboard/settings', () => {
  it('when switches are changed and saved, then the server stores the whole form, the button says Saved, and a new visit shows the stored values', async () => {
    const state = signedInWithSettings();
    const first = renderApp('/dashboard/settings', { apiBaseUrl: server.url });
    const { user } = first;
    await user.click(await screen.findByRole('switch', { name: 'Auto-save drafts' }, { timeout: 5000 }));
    await user.click(switchNamed('Email updates'));
    await user.click(screen.getByRole('button', { name: /Save Settings/ }));

    expect(await screen.findByRole('button', { name: /Saved/ }, { timeout: 3000 })).toBeInTheDocument();
    const puts = server.requests.filter((request) => request.method === 'PUT' && request.path === '/api/users/me/settings');
    expect(puts.at(-1)?.body).toEqual({
      theme: 'dark',
      autoSave: false,
      emailUpdates: true,
      pushNotifications: false,
      publicProfile: false,
      personalisation: true,
      notFinancialAdvice: false,
    });
    expect(state.current).toMatchObject({ autoSave: false, emailUpdates: true });
    expect(window.localStorage.getItem('user_settings')).toBeNull();

    first.unmount();
    signedInWithSettings(state.current);
    renderApp('/dashboard/settings', { apiBaseUrl: server.url });
    expect(await screen.findByRole('switch', { name: 'Auto-save drafts' })).toHaveAttribute('aria-checked', 'false');
    expect(switchNamed('Email updates')).toHaveAttribute('aria-checked', 'true');
    expect(switchNamed('Push notifications')).toHaveAttribute('aria-checked', 'false');
  }, 20_000);

  it('when the server refuses the save, then its message shows and the switch keeps the user’s choice', async () => {
    signedInWithSettings();
    server.on('PUT', '/api/users/me/settings', () => problem(503, 'Service temporarily unavailable. Please try again.'));
    const { user } = renderApp('/dashboard/settings', { apiBaseUrl: server.url });
    await user.click(await screen.findByRole('switch', { name: 'Public profile' }, { timeout: 5000 }));
    await user.click(screen.getByRole('button', { name: /Save Settings/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Service temporarily unavailable. Please try again.');
    expect(switchNamed('Public profile')).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('button', { name: /Save Settings/ })).toBeEnabled();
  }, 10_000);

  it('when the theme is switched to light, then the page turns light at once and Save keeps it on the server', async () => {
    const state = signedInWithSettings();
    const { user } = renderApp('/dashboard/settings', { apiBaseUrl: server.url });
    await user.click(await screen.findByRole('switch', { name: 'Dark theme' }, { timeout: 5000 }));
    // Applied at once (issue 27), before anything is saved.
    expect(document.documentElement).not.toHaveClass('dark');
    expect(state.current.theme).toBe('dark');
    await user.click(screen.getByRole('button', { name: /Save Settings/ }));
    await waitFor(() => expect(state.current.theme).toBe('light'));
    expect(document.documentElement).not.toHaveClass('dark');
  }, 10_000);

  it('when this browser shows the light theme and the account never saved one, then the switch says light and Save keeps light', async () => {
    const state = signedInWithSettings();
    window.localStorage.setItem('chainscribe.theme', 'light');
    const { user } = renderApp('/dashboard/settings', { apiBaseUrl: server.url });
    const dark = await screen.findByRole('switch', { name: 'Dark theme' }, { timeout: 5000 });
    expect(dark).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByText('Light mode is on.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Save Settings/ }));
    await waitFor(() => expect(state.current.theme).toBe('light'));
  }, 10_000);

  it('when the theme was saved light on another device, then opening the dashboard here switches to light once', async () => {
    signedInWithSettings(settingsRow({ theme: 'light', updatedAt: '2026-03-02T09:00:00.000Z' }));
    document.documentElement.classList.add('dark');
    renderApp('/dashboard/settings', { apiBaseUrl: server.url });
    await waitFor(() => expect(document.documentElement).not.toHaveClass('dark'), { timeout: 5000 });
    expect(window.localStorage.getItem('chainscribe.theme_synced_at')).toBe('2026-03-02T09:00:00.000Z');
  }, 10_000);

  it('when the user has a username, then Public profile links to /u/:username; without one, it points to the profile page', async () => {
    signedInWithSettings(settingsRow({ publicProfile: true }), 'vitalik');
    const first = renderApp('/dashboard/settings', { apiBaseUrl: server.url });
    expect(await screen.findByRole('link', { name: '/u/vitalik' }, { timeout: 5000 })).toHaveAttribute('href', '/u/vitalik');
    first.unmount();
    signedInWithSettings(settingsRow(), null);
    renderApp('/dashboard/settings', { apiBaseUrl: server.url });
    expect(await screen.findByRole('link', { name: 'choose one on your profile' })).toHaveAttribute('href', '/dashboard/profile');
  }, 10_000);

  it('when this browser cannot receive pushes, then switching push on says so and the switch stays off', async () => {
    signedInWithSettings();
    const { user } = renderApp('/dashboard/settings', { apiBaseUrl: server.url });
    await user.click(await screen.findByRole('switch', { name: 'Push notifications' }, { timeout: 5000 }));
    expect(await screen.findByText('This browser cannot receive push notifications.')).toBeInTheDocument();
    expect(switchNamed('Push notifications')).toHaveAttribute('aria-checked', 'false');
    expect(server.requests.some((request) => request.path.startsWith('/api/users/me/push-subscriptions'))).toBe(false);
  }, 10_000);

  it('when push is on for the account but this browser holds no subscription, then the page says this device is not receiving them', async () => {
    signedInWithSettings(settingsRow({ pushNotifications: true }));
    renderApp('/dashboard/settings', { apiBaseUrl: server.url });
    expect(await screen.findByText(/this one is not receiving them yet/, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Turn on here' })).toBeEnabled();
    expect(switchNamed('Push notifications')).toHaveAttribute('aria-checked', 'true');
  }, 10_000);

  it('when personalisation has learned from the library, then the card says what, Clear forgets it on the server, and the switch is saved off', async () => {
    const state = signedInWithSettings();
    server.on('GET', '/api/personalisation', () => ({
      body: personalisationRow({ itemsUsed: 4, defaults: { tone: 'bullish', hookStyle: 'stat', length: 8, topics: ['restaking'] } }),
    }));
    server.on('DELETE', '/api/personalisation', () => ({ body: personalisationRow({ clearedAt: '2026-03-01T10:00:00.000Z' }) }));
    const { user } = renderApp('/dashboard/settings', { apiBaseUrl: server.url });
    expect(
      await screen.findByText(
        'Learned from 4 library items: bullish tone, stat hooks, 8 tweets, topics like restaking.',
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/Nothing about this browser, device or screen is collected/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(await screen.findByText(/Nothing is learned yet/)).toBeInTheDocument();
    expect(server.requests.some((request) => request.method === 'DELETE' && request.path === '/api/personalisation')).toBe(true);

    await user.click(switchNamed('Personalised writing'));
    await user.click(screen.getByRole('button', { name: /Save Settings/ }));
    await waitFor(() => expect(state.current.personalisation).toBe(false));
  }, 15_000);
});
