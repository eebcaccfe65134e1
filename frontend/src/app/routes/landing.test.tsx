import { act, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../testing/render-app.tsx';
import { startTestServer } from '../../testing/test-server.ts';
import type { TestServer } from '../../testing/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const originalObserver = window.IntersectionObserver;
afterEach(() => {
  window.IntersectionObserver = originalObserver;
});

describe('/ (landing)', () => {
  it('when a visitor opens the home page, then the pitch, pricing, Launch App and exactly one footer are there', async () => {
    renderApp('/', { apiBaseUrl: server.url });
    expect(await screen.findByRole('heading', { level: 1, name: 'Crypto threads that go viral.' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /Launch App/ })[0]).toHaveAttribute('href', '/dashboard');
    // The sections under the hero arrive as a chunk of their own.
    expect(await screen.findByRole('article', { name: 'Free plan' })).toHaveTextContent('$0');
    expect(screen.getByRole('article', { name: 'Premium plan' })).toHaveTextContent('$9.99');
    expect(screen.getByRole('heading', { name: /Writers on Crypto Twitter/ })).toBeInTheDocument();
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByText(`© ${new Date().getFullYear()} Chainscribe. All rights reserved.`)).toBeInTheDocument();
    // The page shows exactly one footer: its own, not the chrome's.
    expect(screen.getAllByRole('contentinfo')).toHaveLength(1);
  });

  it('when the landing content fails to render, then its own fallback shows and the failure is logged', async () => {
    // The typing headline pauses off-screen through IntersectionObserver; an engine whose observer
    // throws makes the landing content fail while the chrome around it keeps working.
    window.IntersectionObserver = function BrokenObserver() {
      throw new Error('IntersectionObserver is broken');
    } as unknown as typeof IntersectionObserver;
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);

    renderApp('/', { apiBaseUrl: server.url });

    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText('We encountered an error loading the home page content.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Crypto threads that/ })).not.toBeInTheDocument();
    // The navigation still works: only the landing content was replaced.
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(logged.mock.calls.some(([message]) => message === 'The home page failed to render')).toBe(true);
  });
});

describe('/ (typing headline timings)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('when the headline runs, then it types at 100 ms, pauses 2000 ms, deletes at 50 ms and moves to the next phrase', async () => {
    // Only timeouts are faked: module loading and React's scheduler keep running on real time.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    renderApp('/', { apiBaseUrl: server.url });
    const typed = await settleUntil(() => screen.queryByTestId('typing-text'));
    // One millisecond per act: each step schedules the next one when React commits.
    const advance = (ms: number) => {
      for (let i = 0; i < ms; i += 1) void act(() => vi.advanceTimersByTime(1));
    };

    expect(typed.textContent).toBe('');
    advance(99);
    expect(typed.textContent).toBe('');
    advance(1);
    expect(typed.textContent).toBe('g');
    advance(700);
    expect(typed.textContent).toBe('go viral');
    advance(1999);
    expect(typed.textContent).toBe('go viral');
    advance(1 + 50);
    expect(typed.textContent).toBe('go vira');
    advance(7 * 50);
    expect(typed.textContent).toBe('');
    advance(100 + 100);
    expect(typed.textContent).toBe('e');
  });
});

/** Lets real-time work (lazy route chunks, React commits) run until `find` returns an element. */
async function settleUntil(find: () => HTMLElement | null): Promise<HTMLElement> {
  for (let i = 0; i < 500; i += 1) {
    const found = find();
    if (found) return found;
    await act(() => new Promise<void>((resolve) => setImmediate(resolve)));
  }
  throw new Error('Element did not appear');
}
