import { act, screen } from '@testing-library/react';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { toast } from '../lib/toast.ts';
import { renderApp } from '../testing/render-app.tsx';
import { startTestServer } from '../testing/test-server.ts';
import type { TestServer } from '../testing/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

// The first toast of the page's life is what mounts the toaster, so this file shows only one.
it('when no toast has been shown, then the page holds no toaster or its styles; the first toast brings both and is announced', async () => {
  renderApp('/faq', { apiBaseUrl: server.url });
  expect(await screen.findByRole('heading', { name: 'Frequently asked questions' })).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: /Notifications/ })).not.toBeInTheDocument();
  expect(document.head.textContent).not.toContain('data-sonner-toaster');

  act(() => {
    toast.success('Thread copied');
  });
  expect(await screen.findByText('Thread copied')).toBeInTheDocument();
  expect(screen.getByRole('region', { name: /Notifications/ })).toHaveAttribute('aria-live', 'polite');
});
