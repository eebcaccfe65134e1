import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AVATAR_MAX_BYTES, profileMessages, updateProfile } from '@chainscribe/contracts';
import type { Profile } from '@chainscribe/contracts';
import { profileRow, userRow } from '../../../testing/fixtures/index.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { problem, signedInAs, startTestServer } from '../../../testing/test-server.ts';
import type { TestServer } from '../../../testing/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const AVATAR_URL = `/api/avatars/${'a'.repeat(64)}`;

/** The accounts stand-in keeps what was PUT and answers it back, like the service. */
function storedProfile(initial: Profile = profileRow()) {
  const state = { current: initial };
  signedInAs(server, userRow({ email: 'hal@example.com' }));
  server.on('GET', '/api/users/me/profile', () => ({ body: state.current }));
  server.on('PUT', '/api/users/me/profile', (request) => {
    const body = updateProfile.request.parse(request.body);
    if (body.username === 'taken_name') return problem(409, profileMessages.usernameTaken, 'conflict');
    state.current = profileRow({ ...state.current, ...body, updatedAt: '2026-03-01T10:00:00.000Z' });
    return { body: state.current };
  });
  server.on('PUT', '/api/users/me/avatar', () => {
    state.current = profileRow({ ...state.current, avatarUrl: AVATAR_URL });
    return { body: state.current };
  });
  return state;
}

const lastPut = (path: string) => server.requests.filter((request) => request.method === 'PUT' && request.path === path).at(-1);

describe('/dashboard/profile', () => {
  it('when name, username and bio are saved, then the server stores them, the page says Saved and the header menu names the user', async () => {
    const state = storedProfile(profileRow({ bio: 'Writes about L2s' }));
    const { user } = renderApp('/dashboard/profile', { apiBaseUrl: server.url });
    const name = await screen.findByLabelText('Full Name', {}, { timeout: 5000 });
    expect(screen.getByLabelText('Bio')).toHaveValue('Writes about L2s');
    await user.type(name, 'Hal Finney');
    await user.type(screen.getByLabelText('Username'), 'Hal_F');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByRole('status', {}, { timeout: 3000 })).toHaveTextContent('Saved');
    expect(lastPut('/api/users/me/profile')?.body).toEqual({ fullName: 'Hal Finney', username: 'hal_f', bio: 'Writes about L2s' });
    expect(state.current).toMatchObject({ fullName: 'Hal Finney', username: 'hal_f' });
    expect(screen.getByLabelText('Username')).toHaveValue('hal_f');

    await user.click(await screen.findByRole('button', { name: 'Account menu' }));
    expect(await screen.findByRole('menu')).toHaveTextContent('Hal Finney');
  }, 15_000);

  it('when the username is taken, then the server’s message shows under the field and nothing else changes', async () => {
    const state = storedProfile();
    const { user } = renderApp('/dashboard/profile', { apiBaseUrl: server.url });
    await user.type(await screen.findByLabelText('Username', {}, { timeout: 5000 }), 'taken_name');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(profileMessages.usernameTaken)).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('status')).toBeNull();
    expect(state.current.username).toBeNull();
  }, 10_000);

  it('when the bio passes 160 as X counts it (emoji count two), then the counter turns red and saving is refused before any request', async () => {
    storedProfile();
    const { user } = renderApp('/dashboard/profile', { apiBaseUrl: server.url });
    const bio = await screen.findByLabelText('Bio', {}, { timeout: 5000 });
    await user.click(bio);
    await user.paste(`${'a'.repeat(150)}🚀🚀🚀🚀🚀`);
    expect(screen.getByLabelText('160 of 160 characters')).toBeInTheDocument();
    await user.type(bio, '🚀');
    expect(screen.getByLabelText('162 of 160 characters')).toHaveClass('text-danger');
    const before = server.requests.length;
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(profileMessages.bioTooLong)).toBeInTheDocument();
    expect(server.requests.slice(before).some((request) => request.method === 'PUT')).toBe(false);
  }, 10_000);

  it('when a PNG is uploaded, then its bytes go to the avatar call and the picture shows from the address the server gives', async () => {
    storedProfile(profileRow({ fullName: 'Hal' }));
    const { user } = renderApp('/dashboard/profile', { apiBaseUrl: server.url });
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'me.png', { type: 'image/png' });
    await user.upload(await screen.findByLabelText('Picture file', {}, { timeout: 5000 }), png);

    await waitFor(() => expect(lastPut('/api/users/me/avatar')).toBeDefined());
    expect(lastPut('/api/users/me/avatar')?.headers['content-type']).toBe('image/png');
    expect(lastPut('/api/users/me/avatar')?.headers.authorization).toMatch(/^Bearer access-/);
    const picture = screen.getByRole('img', { name: 'Profile picture' });
    await waitFor(() =>
      expect(within(picture).getByRole('presentation', { hidden: true })).toHaveAttribute('src', `${server.url}${AVATAR_URL}`),
    );
    expect(screen.getByRole('button', { name: /Remove/ })).toBeEnabled();
  }, 10_000);

  it('when a picture is over 1 MB, then the size message shows and nothing is uploaded; when the server refuses the bytes, then its message shows', async () => {
    storedProfile();
    const mark = server.requests.length;
    const { user } = renderApp('/dashboard/profile', { apiBaseUrl: server.url });
    const input = await screen.findByLabelText('Picture file', {}, { timeout: 5000 });
    await user.upload(input, new File([new Uint8Array(AVATAR_MAX_BYTES + 1)], 'big.png', { type: 'image/png' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(profileMessages.avatarTooLarge);
    expect(server.requests.slice(mark).some((request) => request.path === '/api/users/me/avatar')).toBe(false);

    server.on('PUT', '/api/users/me/avatar', () => problem(415, profileMessages.avatarType));
    await user.upload(input, new File(['not really a png'], 'fake.png', { type: 'image/png' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(profileMessages.avatarType));
    // No picture was stored: the initial of the email's name stays.
    expect(screen.getByRole('img', { name: 'Profile picture' })).toHaveTextContent('H');
    expect(screen.getByRole('img', { name: 'Profile picture' }).querySelector('img')).toBeNull();
  }, 10_000);
});
