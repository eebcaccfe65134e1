import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { errorCodes, generateThread, messages, recheckResponseSchema } from '@chainscribe/contracts';
import type { LibraryItem } from '@chainscribe/contracts';
import {
  finishedThreadJob,
  generatedThread,
  jobAccepted,
  libraryItem,
  streamJob,
  threadPlan,
  tokenCategories,
  tokenData,
  tokenResult,
  tokenSearch,
  userRow,
} from '../../../testing/fixtures/index.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { problem, signedInAs, startTestServer } from '../../../testing/test-server.ts';
import type { TestServer } from '../../../testing/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  server.on('GET', '/api/tokens/categories', () => ({ body: tokenCategories(['BTC', 'ETH', 'PEPE']) }));
});
afterAll(() => server.close());

const premiumRow = () =>
  userRow({ plan: 'premium', plan_status: 'active', is_premium: true, subscription_expires_at: '2099-03-01T00:00:00.000Z' });

function lastRequest(method: string, path: string) {
  return [...server.requests].reverse().find((request) => request.method === method && request.path === path);
}

describe('/dashboard/new-thread', () => {
  it('when a free user opens the page, then premium types, tones, hooks and price data are marked with a crown, choosing one opens the upgrade offer, and lengths stop at 8', async () => {
    signedInAs(server);
    server.on('GET', '/api/threads/plan', () => ({ body: threadPlan('free', 1) }));
    const { user } = renderApp('/dashboard/new-thread', { apiBaseUrl: server.url });

    // The first render loads the route's chunk, which a loaded machine takes over the 1 s default for.
    expect(await screen.findByRole('heading', { name: 'Create New Thread' }, { timeout: 5000 })).toBeInTheDocument();
    for (const name of ['Basic Setup', 'Advanced Options', 'Preview & Generate'])
      expect(screen.getByRole('tab', { name })).toBeInTheDocument();
    const usage = screen.getByRole('region', { name: "Today's Usage" });
    expect(within(usage).getByText('1/3')).toBeInTheDocument();
    expect(within(usage).getByText('2 threads left today')).toBeInTheDocument();

    expect(screen.getByRole('radio', { name: /Custom Topic/ })).toBeChecked();
    for (const name of [/Token Analysis/, /From Tweet/]) {
      const radio = screen.getByRole('radio', { name });
      expect(radio).not.toBeChecked();
      expect(radio.closest('label')).toHaveTextContent('Premium Feature');
    }
    // A locked tile is no dead end (issue 27): it opens the offer and the choice stays put.
    await user.click(screen.getByRole('radio', { name: /Token Analysis/ }));
    const offer = await screen.findByRole('dialog', { name: /The Token Analysis thread comes with Premium/ });
    expect(within(offer).getByText('Token analysis and threads from any X post')).toBeInTheDocument();
    expect(within(offer).getByRole('link', { name: /See Premium/ })).toHaveAttribute('href', '/pricing');
    await user.click(within(offer).getByRole('button', { name: 'Not now' }));
    expect(screen.getByRole('radio', { name: /Custom Topic/ })).toBeChecked();

    await user.click(screen.getByRole('tab', { name: 'Advanced Options' }));
    // The tab's code loads when it is first reached for.
    expect(await screen.findByRole('radio', { name: /Educational/ }, { timeout: 5000 })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Calm/ })).toBeEnabled();
    for (const name of [/Degen/, /Hype/, /Shill/]) expect(screen.getByRole('radio', { name })).not.toBeChecked();
    await user.click(screen.getByRole('radio', { name: /Degen/ }));
    expect(await screen.findByRole('dialog', { name: /The Degen tone comes with Premium/ })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('radio', { name: /Educational/ })).toBeChecked();
    // Closed, the offer hands the focus back to the control that opened it, for whoever uses the keyboard.
    await waitFor(() => expect(screen.getByRole('radio', { name: /Degen/ })).toHaveFocus());
    const price = screen.getByRole('switch', { name: 'Include real-time price data' });
    expect(price.parentElement).toHaveTextContent('Premium Feature');
    await user.click(price);
    expect(await screen.findByRole('dialog', { name: /Real-time price data comes with Premium/ })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(price).not.toBeChecked();

    await user.click(screen.getByRole('combobox', { name: 'Hook Style' }));
    expect(screen.getByRole('option', { name: 'Question' })).not.toHaveAttribute('data-disabled');
    for (const name of ['Statistic (Premium)', 'Bold Statement (Premium)', 'Story (Premium)'])
      expect(screen.getByRole('option', { name })).toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: 'Story (Premium)' }));
    expect(await screen.findByRole('dialog', { name: /The "Story" hook comes with Premium/ })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('combobox', { name: 'Hook Style' })).toHaveTextContent('Question');

    await user.click(screen.getByRole('combobox', { name: 'Thread Length' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['5 tweets', '8 tweets']);
  }, 15_000);

  it('when a premium plan lapses to free while options are premium-only, then they fall back as spec §4 says', async () => {
    const row = signedInAs(server, premiumRow());
    let planId: 'premium' | 'free' = 'premium';
    server.on('GET', '/api/threads/plan', () => ({ body: threadPlan(planId, 0) }));
    let push: ((data: unknown) => void) | undefined;
    server.on('GET', '/api/users/me/events', (_request, response) => {
      response.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8' });
      response.write(`event: user\ndata: ${JSON.stringify(row)}\n\n`);
      push = (data) => response.write(`event: plan_changed\ndata: ${JSON.stringify(data)}\n\n`);
      return undefined;
    });
    const { user } = renderApp('/dashboard/new-thread', { apiBaseUrl: server.url });

    await user.click(await screen.findByRole('radio', { name: /From Tweet/ }, { timeout: 5000 }));
    await user.click(screen.getByRole('tab', { name: 'Advanced Options' }));
    await user.click(await screen.findByRole('radio', { name: /Degen/ }, { timeout: 5000 }));
    await user.click(screen.getByRole('switch', { name: 'Include real-time price data' }));
    await user.click(screen.getByRole('combobox', { name: 'Thread Length' }));
    await user.click(screen.getByRole('option', { name: '12 tweets' }));
    await user.click(screen.getByRole('combobox', { name: 'Hook Style' }));
    await user.click(screen.getByRole('option', { name: 'Story' }));
    expect(screen.getByRole('switch', { name: 'Include real-time price data' })).toBeChecked();

    planId = 'free';
    const freeRow = userRow({ plan_status: 'expired' });
    server.on('GET', '/api/users/me', () => ({ body: freeRow }));
    await waitFor(() => expect(push).toBeDefined());
    push?.(freeRow);

    // The push, the plan's refetch and the clamp: a loaded machine can take longer than waitFor's 1 s.
    await waitFor(() => expect(screen.getByRole('radio', { name: /Educational/ })).toBeChecked(), { timeout: 5000 });
    // Locked again: not chosen, marked, and choosing it opens the upgrade offer (issue 27) instead of being disabled.
    expect(screen.getByRole('radio', { name: /Degen/ })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: /Degen/ }).closest('label')).toHaveTextContent('Premium Feature');
    expect(screen.getByRole('switch', { name: 'Include real-time price data' })).not.toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Thread Length' })).toHaveTextContent('8 tweets');
    expect(screen.getByRole('combobox', { name: 'Hook Style' })).toHaveTextContent('Question');
    await user.click(screen.getByRole('tab', { name: 'Basic Setup' }));
    expect(screen.getByRole('radio', { name: /Custom Topic/ })).toBeChecked();
  }, 15_000);

  it('when a thread is generated, then progress shows, the preview opens with numbered posts and X counts, and usage goes up', async () => {
    signedInAs(server);
    server.on('GET', '/api/threads/plan', () => ({ body: threadPlan('free', 0) }));
    const tweets = [
      '1/ Restaking, explained simply 👇',
      '2/ Read more: https://example.com/a-very-long-link-that-x-shortens-to-23-characters',
      '3/ What do you think? Drop your thoughts below 👇',
    ];
    let releaseStream: () => void = () => undefined;
    const streamMayStart = new Promise<void>((resolve) => {
      releaseStream = resolve;
    });
    server.on('POST', '/api/threads/generate', (request) => {
      expect(request.headers.prefer).toBe('respond-async');
      return { status: 202, body: jobAccepted('job-1') };
    });
    server.on('GET', '/api/jobs/job-1/events', async (_request, response) => {
      await streamMayStart;
      streamJob(
        response,
        [20, 60],
        finishedThreadJob('job-1', generatedThread(tweets, { threadsToday: 1, remaining: 2 }, ['Your topic', 'Topic research'])),
      );
      return undefined;
    });
    const { user } = renderApp('/dashboard/new-thread', { apiBaseUrl: server.url });

    await user.type(await screen.findByLabelText('Custom Topic'), 'Restaking explained');
    await user.click(screen.getByRole('button', { name: /Generate Thread/ }));
    expect(await screen.findByRole('button', { name: /Generating Thread\.\.\./ })).toBeDisabled();
    expect(screen.getByRole('progressbar', { name: 'Thread generation progress' })).toBeInTheDocument();
    releaseStream();

    expect(await screen.findByRole('tab', { name: 'Preview & Generate', selected: true })).toBeInTheDocument();
    const posts = await screen.findAllByRole('article');
    expect(posts).toHaveLength(3);
    expect(within(posts[0] as HTMLElement).getByText('1/3')).toBeInTheDocument();
    // X counts the link as 23 whatever its length.
    expect(within(posts[1] as HTMLElement).getByLabelText(`${'2/ Read more: '.length + 23} of 280 characters`)).toBeInTheDocument();
    for (const name of [/Copy All/, /Share first tweet/, /Export Markdown/, /Export Text/])
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    // The API's threadId is the thread's id in the library.
    expect(screen.getByRole('link', { name: /Open in editor/ })).toHaveAttribute('href', '/dashboard/library/thread-1');
    expect(within(screen.getByRole('region', { name: "Today's Usage" })).getByText('1/3')).toBeInTheDocument();

    const sent = generateThread.request.parse(lastRequest('POST', '/api/threads/generate')?.body);
    expect(sent.options).toMatchObject({
      threadType: 'custom',
      customTopic: 'Restaking explained',
      tonePreset: 'educational',
      threadLength: 5,
      hookStyle: 'question',
    });
  }, 15_000);

  it('when a generated thread\'s cited figure moved before it is copied or shared, then old and new show, "Update text" puts the new figure in the copy and the library, and sharing opens X with it', async () => {
    signedInAs(server);
    server.on('GET', '/api/threads/plan', () => ({ body: threadPlan('free', 0) }));
    const tweets = ['1/ $SOL is at $187.42 (CoinGecko, Jan 15, 10:00 UTC) 👇', '2/ What do you think?'];
    const replacement = '1/ $SOL is at $196.79 (CoinGecko, Jan 15, 11:00 UTC) 👇';
    server.on('POST', '/api/threads/generate', () => ({ status: 202, body: jobAccepted('job-2') }));
    server.on('GET', '/api/jobs/job-2/events', (_request, response) => {
      streamJob(response, [50], finishedThreadJob('job-2', generatedThread(tweets, { threadsToday: 1, remaining: 2 }, ['Your topic'])));
      return undefined;
    });
    const moved = {
      tweet: 0,
      start: 14,
      end: 21,
      kind: 'price',
      oldText: '$187.42',
      newText: '$196.79',
      oldValue: 187.42,
      newValue: 196.79,
      change: 0.05,
      source: 'CoinGecko',
      readAt: '2025-01-15T11:00:00.000Z',
      replacement,
    };
    let stored = libraryItem({ id: 'thread-1', version: 3, tweets });
    server.on('POST', '/api/library/thread-1/recheck', () => ({
      body: recheckResponseSchema.parse({
        checkedAt: '2025-01-15T11:00:00.000Z',
        symbols: ['SOL'],
        moved: stored.tweets[0] === replacement ? [] : [moved],
      }),
    }));
    server.on('GET', '/api/library/thread-1', () => ({ body: stored, headers: { etag: `"${stored.version}"` } }));
    server.on('PATCH', '/api/library/thread-1', (request) => {
      stored = { ...stored, ...(request.body as Partial<LibraryItem>), version: stored.version + 1 };
      return { body: stored, headers: { etag: `"${stored.version}"` } };
    });
    const { user } = renderApp('/dashboard/new-thread', { apiBaseUrl: server.url });
    await user.type(await screen.findByLabelText('Custom Topic'), 'Solana today');
    await user.click(screen.getByRole('button', { name: /Generate Thread/ }));

    await user.click(await screen.findByRole('button', { name: /Copy All/ }, { timeout: 8000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Figures moved since they were read' });
    expect(dialog).toHaveTextContent('Price moved: $187.42 to $196.79');
    await user.click(within(dialog).getByRole('button', { name: /^Update text/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Continue to copy' }));
    await waitFor(async () => expect(await navigator.clipboard.readText()).toBe(`${replacement}\n\n${tweets[1] ?? ''}`));
    expect(screen.getAllByRole('article')[0]).toHaveTextContent(replacement);
    // The library keeps what was copied, written over the version stored then.
    await waitFor(() => expect(lastRequest('PATCH', '/api/library/thread-1')?.body).toEqual({ tweets: [replacement, tweets[1]] }));
    expect(lastRequest('PATCH', '/api/library/thread-1')?.headers['if-match']).toBe('"3"');

    // Nothing moved any more: sharing goes straight to X with the updated first tweet.
    // jsdom has no windows to open; the call is what the browser would get.
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    try {
      await user.click(screen.getByRole('button', { name: /Share first tweet/ }));
      await waitFor(() =>
        expect(open).toHaveBeenCalledWith(
          `https://x.com/intent/tweet?text=${encodeURIComponent(replacement)}`,
          '_blank',
          'noopener,noreferrer',
        ),
      );
    } finally {
      open.mockRestore();
    }
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(server.requests.filter((r) => r.method === 'POST' && r.path === '/api/library/thread-1/recheck')).toHaveLength(2);
  }, 20_000);

  it('when a thread is requested, then the browser sends only the form: no device, screen, session or history data, and keeps none', async () => {
    signedInAs(server);
    server.on('GET', '/api/threads/plan', () => ({ body: threadPlan('free', 0) }));
    server.on('POST', '/api/threads/generate', () => ({ body: generatedThread(['One post'], { threadsToday: 1, remaining: 2 }) }));
    const { user } = renderApp('/dashboard/new-thread', { apiBaseUrl: server.url });
    await user.type(await screen.findByLabelText('Custom Topic'), 'Quiet topic');
    await user.click(screen.getByRole('button', { name: /Generate Thread/ }));
    expect(await screen.findByRole('tab', { name: 'Preview & Generate', selected: true })).toBeInTheDocument();
    const raw = lastRequest('POST', '/api/threads/generate')?.body;
    expect(Object.keys(raw as object).sort()).toEqual(['options', 'tokenData']);
    const sent = generateThread.request.parse(raw);
    for (const field of ['userExperienceLevel', 'contextualRelevance'])
      expect(Object.keys((raw as { options: object }).options)).not.toContain(field);
    expect(sent.options.customTopic).toBe('Quiet topic');
    expect(Object.keys(window.localStorage).filter((key) => key !== 'chainscribe.session')).toEqual([]);
    expect(Object.keys(window.sessionStorage).filter((key) => key.includes('session_started'))).toEqual([]);
  }, 10_000);

  it('when a free user has used all threads today, then generating is disabled with the limit message', async () => {
    signedInAs(server);
    server.on('GET', '/api/threads/plan', () => ({ body: threadPlan('free', 3) }));
    renderApp('/dashboard/new-thread', { apiBaseUrl: server.url });
    expect(await screen.findByText(messages.threadLimitReached)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Generate Thread/ })).toBeDisabled();
    expect(within(screen.getByRole('region', { name: "Today's Usage" })).getByText('3/3')).toBeInTheDocument();
  });

  it('when the server refuses a premium option, then its message shows with an Upgrade to Premium button', async () => {
    signedInAs(server, premiumRow());
    server.on('GET', '/api/threads/plan', () => ({ body: threadPlan('premium', 0) }));
    const refusal = messages.premiumFeature('The "degen" tone');
    server.on('POST', '/api/threads/generate', () => problem(403, refusal, errorCodes.premiumRequired));
    const { user } = renderApp('/dashboard/new-thread', { apiBaseUrl: server.url });
    await user.type(await screen.findByLabelText('Custom Topic'), 'Memecoins');
    await user.click(screen.getByRole('button', { name: /Generate Thread/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
    expect(screen.getByRole('link', { name: /Upgrade to Premium/ })).toHaveAttribute('href', '/pricing');
  });

  it('when a premium user searches a token, then the list opens on focus, searches uppercased after a pause, works by keyboard and closes on an outside click', async () => {
    signedInAs(server, premiumRow());
    server.on('GET', '/api/threads/plan', () => ({ body: threadPlan('premium', 0) }));
    server.on('GET', '/api/tokens/search', (request) => ({
      body: tokenSearch(
        request.query.get('q') === 'PE'
          ? [
              tokenResult('PEPE', 'Pepe', { isMeme: true, category: 'Meme', rank: 30 }),
              tokenResult('PENDLE', 'Pendle', { category: 'DeFi', rank: 90 }),
            ]
          : [],
      ),
    }));
    server.on('GET', '/api/token/data', (request) => ({ body: tokenData(request.query.get('symbol') ?? '', { name: 'Pepe' }) }));
    const { user } = renderApp('/dashboard/new-thread', { apiBaseUrl: server.url });

    await user.click(await screen.findByRole('radio', { name: /Token Analysis/ }));
    const field = screen.getByRole('combobox', { name: 'Token Symbol' });
    await user.click(field);
    const popular = await screen.findByRole('listbox', { name: 'Popular tokens' });
    expect(
      within(popular)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['$BTC', '$ETH', '$PEPE']);
    expect(popular).toHaveClass('max-h-80');

    await user.type(field, 'p');
    expect(field).toHaveValue('P');
    await user.type(field, 'e');
    const results = await screen.findByRole('listbox', { name: 'Tokens matching PE' });
    await waitFor(() => expect(within(results).getAllByRole('option')).toHaveLength(2));
    const searches = server.requests.filter((request) => request.path === '/api/tokens/search');
    expect(searches.map((request) => request.query.get('q'))).toEqual(['PE']);
    expect(searches[0]?.query.get('limit')).toBe('15');
    expect(searches[0]?.query.get('source')).toBe('all');

    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(field).toHaveAttribute('aria-activedescendant', within(results).getAllByRole('option')[1]?.id);
    await user.keyboard('{ArrowUp}{Enter}');
    expect(field).toHaveValue('PEPE');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();

    const card = await screen.findByRole('region', { name: 'Token Data' });
    expect(await within(card).findByText(messages.priceDataUnavailable)).toBeInTheDocument();

    await user.click(field);
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    await user.click(screen.getByRole('heading', { name: 'Create New Thread' }));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });
});
