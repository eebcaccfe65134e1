import { screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userRow } from '../../../testing/fixtures/index.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { signedInAs, startTestServer } from '../../../testing/test-server.ts';
import type { TestServer } from '../../../testing/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const stored = () => JSON.parse(window.localStorage.getItem('user_settings') ?? 'null') as Record<string, unknown> | null;

describe('/dashboard/settings', () => {
  // The spec's own timers (0.8 s saving, then 2 s of 'Saved!') take ~3 s of this test on their own.
  it('when settings are saved, then the button shows Saving... then Saved!, user_settings holds them, and they are still there after a re-render', async () => {
    signedInAs(server, userRow({ email: 'vitalik@example.com' }));
    const first = renderApp('/dashboard/settings', { apiBaseUrl: server.url });
    const { user } = first;

    const name = await screen.findByLabelText('Display name', {}, { timeout: 5000 }); // the first render loads the route's chunk
    expect(screen.getByLabelText('Email')).toHaveValue('vitalik@example.com');
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    expect(screen.getByText('Account type').parentElement).toHaveTextContent('Free');

    await user.type(name, 'Vitalik');
    await user.click(screen.getByRole('switch', { name: 'Email updates' }));
    await user.click(screen.getByRole('switch', { name: 'Public profile' }));
    await user.click(screen.getByRole('button', { name: /Save Settings/ }));

    expect(screen.getByRole('button', { name: /Saving\.\.\./ })).toBeDisabled();
    expect(stored()).toBeNull();
    expect(await screen.findByRole('button', { name: /Saved!/ }, { timeout: 2000 })).toBeInTheDocument();
    expect(stored()).toEqual({
      displayName: 'Vitalik',
      theme: 'dark',
      emailNotifications: false,
      pushNotifications: true,
      showProfile: false,
      autoSave: true,
    });
    expect(await screen.findByRole('button', { name: /Save Settings/ }, { timeout: 3000 })).toBeInTheDocument();

    first.unmount();
    signedInAs(server, userRow({ email: 'vitalik@example.com' }));
    window.localStorage.setItem('user_settings', JSON.stringify(stored()));
    renderApp('/dashboard/settings', { apiBaseUrl: server.url });
    expect(await screen.findByLabelText('Display name')).toHaveValue('Vitalik');
    expect(screen.getByRole('switch', { name: 'Email updates' })).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByRole('switch', { name: 'Public profile' })).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByRole('switch', { name: 'Push notifications' })).toHaveAttribute('aria-checked', 'true');
  }, 10_000);

  it('when the light theme is saved, then the page switches to light', async () => {
    signedInAs(server);
    const { user } = renderApp('/dashboard/settings', { apiBaseUrl: server.url });
    await user.click(await screen.findByRole('switch', { name: 'Dark theme' }));
    expect(document.documentElement).toHaveClass('dark');
    await user.click(screen.getByRole('button', { name: /Save Settings/ }));
    await screen.findByRole('button', { name: /Saved!/ }, { timeout: 2000 });
    expect(document.documentElement).not.toHaveClass('dark');
    expect(stored()).toMatchObject({ theme: 'light' });
  });

  it('when personalised writing is switched off and saved, then it is stored off, and Clear learning history deletes the history at once', async () => {
    signedInAs(server);
    const entry = {
      at: '2026-01-01T10:00:00.000Z',
      threadType: 'custom',
      tone: 'calm',
      length: 5,
      hookStyle: 'question',
      topic: 'Staking',
      tokenSymbol: null,
      includePrice: false,
      includeCTA: true,
    };
    window.localStorage.setItem('chainscribe.learning_history', JSON.stringify([entry, entry]));
    const { user } = renderApp('/dashboard/settings', { apiBaseUrl: server.url });
    const toggle = await screen.findByRole('switch', { name: 'Personalised writing' });
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByText('2 threads are in the learning history.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Clear learning history/ }));
    expect(window.localStorage.getItem('chainscribe.learning_history')).toBeNull();
    expect(screen.getByText('No learning history is stored.')).toBeInTheDocument();

    await user.click(toggle);
    expect(window.localStorage.getItem('chainscribe.personalization')).toBeNull();
    await user.click(screen.getByRole('button', { name: /Save Settings/ }));
    await screen.findByRole('button', { name: /Saved!/ }, { timeout: 2000 });
    expect(JSON.parse(window.localStorage.getItem('chainscribe.personalization') ?? 'null')).toEqual({ enabled: false });
    expect(Object.keys(stored() ?? {})).toHaveLength(6);
  });
});
