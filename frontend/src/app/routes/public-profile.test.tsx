import { screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profileMessages } from '@chainscribe/contracts';
import { publicProfileRow } from '../../testing/fixtures/index.ts';
import { renderApp } from '../../testing/render-app.tsx';
import { problem, startTestServer } from '../../testing/test-server.ts';
import type { TestServer } from '../../testing/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('/u/:username', () => {
  it('when the profile is public, then a signed-out visitor sees the name, bio, picture and public threads', async () => {
    server.on('GET', '/api/public/users/hal_f', () => ({
      body: publicProfileRow({
        username: 'hal_f',
        fullName: 'Hal Finney',
        bio: 'Running bitcoin',
        avatarUrl: `/api/avatars/${'b'.repeat(64)}`,
        items: [
          {
            id: 'item-1',
            kind: 'thread',
            tweets: ['1/ Why restaking matters', '2/ Security is shared'],
            tone: 'educational',
            hook: 'question',
            length: 5,
            symbol: null,
            topic: 'Restaking',
            createdAt: '2026-02-01T10:00:00.000Z',
          },
        ],
      }),
    }));
    renderApp('/u/hal_f', { apiBaseUrl: server.url });
    expect(await screen.findByRole('heading', { level: 1, name: 'Hal Finney' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('@hal_f')).toBeInTheDocument();
    expect(screen.getByText('Running bitcoin')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: "Hal Finney's picture" }).querySelector('img')).toHaveAttribute(
      'src',
      `${server.url}/api/avatars/${'b'.repeat(64)}`,
    );
    expect(screen.getByText('1/ Why restaking matters')).toBeInTheDocument();
    expect(screen.getByText('Thread · 2 tweets')).toBeInTheDocument();
    const call = server.requests.find((request) => request.path === '/api/public/users/hal_f');
    expect(call?.headers.authorization).toBeUndefined();
  });

  it('when the profile is private or unknown, then the page says it is not found', async () => {
    server.on('GET', '/api/public/users/ghost', () => problem(404, profileMessages.publicProfileNotFound, 'not_found'));
    renderApp('/u/ghost', { apiBaseUrl: server.url });
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile not found' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText(profileMessages.publicProfileNotFound)).toBeInTheDocument();
  });
});
