import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { lintResultSchema, recheckResponseSchema, type LibraryItem } from '@chainscribe/contracts';
import { libraryItem } from '../../../testing/fixtures/index.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { signedInAs } from '../../../testing/test-server.ts';
import { sharedTestServer } from '../../../testing/shared-test-server.ts';

// Issue 22 in the editor: source chips per cited figure, unverified figures marked, lint findings
// inline with "Apply fix", and the re-check before the text is copied.

const server = sharedTestServer();
const { requestsTo } = server;
const WAIT = { timeout: 8000 };
const READ_AT = '2025-01-15T10:00:00.000Z';

const tweets = ['$SOL is at $187.42 (CoinGecko, Jan 15, 10:00 UTC)', 'Over 1,200,000 wallets use it. Gains are guaranteed.'];
const cited = libraryItem({
  symbol: 'SOL',
  tweets,
  citations: [
    { tweet: 0, start: 11, end: 18, text: '$187.42', kind: 'price', source: 'CoinGecko', value: 187.42, readAt: READ_AT, snapshot: false },
    {
      tweet: 0,
      start: 31,
      end: 49,
      text: 'Jan 15, 10:00 UTC',
      kind: 'date',
      source: 'CoinGecko',
      value: Date.parse(READ_AT),
      readAt: READ_AT,
      snapshot: false,
    },
  ],
  unverifiedFigures: [{ tweet: 1, start: 5, end: 14, text: '1,200,000' }],
});

function serveItem(item: LibraryItem) {
  let stored = item;
  server.on('GET', `/api/library/${item.id}`, () => ({ body: stored, headers: { etag: `"${stored.version}"` } }));
  server.on('PATCH', `/api/library/${item.id}`, (request) => {
    stored = { ...stored, ...(request.body as Partial<LibraryItem>), version: stored.version + 1 };
    return { body: stored, headers: { etag: `"${stored.version}"` } };
  });
}

const noFindings = lintResultSchema.parse({ findings: [], skipped: [] });
/** `hidden`: while a dialog is open the page behind it is hidden from the accessibility tree. */
const tweetBox = (n: number, hidden = false) => screen.getByRole<HTMLTextAreaElement>('textbox', { name: `Tweet ${n} text`, hidden });

describe('/dashboard/library/:id checks (issue 22)', { timeout: 30_000 }, () => {
  it('when the item cites figures, then each has a source chip telling source, value and read time, and unverified ones are marked', async () => {
    signedInAs(server);
    serveItem(cited);
    server.on('POST', '/api/lint', () => ({ body: noFindings }));
    renderApp('/dashboard/library/item-1', { apiBaseUrl: server.url });

    const first = await screen.findByRole('listitem', { name: 'Tweet 1 of 2' }, WAIT);
    const price = within(first).getByRole('button', { name: /^\$187\.42: / });
    expect(price).toHaveAccessibleName('$187.42: Price from CoinGecko: 187.42, read Jan 15, 2025, 10:00 UTC');
    expect(price).toHaveTextContent('CoinGecko');
    const second = screen.getByRole('listitem', { name: 'Tweet 2 of 2' });
    expect(within(second).getByRole('button', { name: /^1,200,000: unverified/ })).toHaveTextContent('unverified');
  });

  it('when a figure comes from the bundled snapshot, then its chip says snapshot', async () => {
    signedInAs(server);
    const [price] = cited.citations;
    serveItem({ ...cited, citations: price ? [{ ...price, snapshot: true, source: 'Bundled market snapshot' }] : [] });
    server.on('POST', '/api/lint', () => ({ body: noFindings }));
    renderApp('/dashboard/library/item-1', { apiBaseUrl: server.url });
    const chip = await screen.findByRole('button', { name: /^\$187\.42: / }, WAIT);
    expect(chip).toHaveTextContent('snapshot');
    expect(chip).toHaveAccessibleName(/bundled snapshot, not live/);
  });

  it('when the text is checked, then findings show under their tweet and "Apply fix" changes the text', async () => {
    signedInAs(server);
    serveItem(cited);
    server.on('POST', '/api/lint', () => ({
      body: lintResultSchema.parse({
        findings: [
          {
            rule: 'return-promise',
            severity: 'danger',
            span: { tweet: 1, start: 41, end: 51 },
            why: 'Promising returns can break advertising rules and the trust of your readers.',
            fix: { tweet: 1, start: 41, end: 51, text: 'possible', label: 'Say "possible"' },
          },
        ],
        skipped: [],
      }),
    }));
    const { user } = renderApp('/dashboard/library/item-1', { apiBaseUrl: server.url });

    const second = await screen.findByRole('listitem', { name: 'Tweet 2 of 2' }, WAIT);
    const checks = await within(second).findByRole('list', { name: 'Checks' }, WAIT);
    expect(checks).toHaveTextContent('Promising returns can break advertising rules');
    expect(within(checks).getByText('guaranteed', { selector: 'mark' })).toBeInTheDocument();
    expect(requestsTo('POST', '/api/lint')[0]?.body).toEqual({ tweets, symbol: 'SOL', sponsored: false });

    await user.click(within(checks).getByRole('button', { name: 'Apply fix: Say "possible"' }));
    expect(tweetBox(2).value).toBe('Over 1,200,000 wallets use it. Gains are possible.');
  });

  it('when a cited figure moved before copying, then old and new are shown and "Update text" puts the new figure in before the copy', async () => {
    signedInAs(server);
    serveItem(cited);
    server.on('POST', '/api/lint', () => ({ body: noFindings }));
    const replacement = '$SOL is at $196.79 (CoinGecko, Jan 15, 11:00 UTC)';
    server.on('POST', '/api/library/item-1/recheck', () => ({
      body: recheckResponseSchema.parse({
        checkedAt: '2025-01-15T11:00:00.000Z',
        symbols: ['SOL'],
        moved: [
          { tweet: 0, start: 11, end: 18, kind: 'price', oldText: '$187.42', newText: '$196.79', oldValue: 187.42, newValue: 196.79 },
        ].map((m) => ({ ...m, change: 0.05, source: 'CoinGecko', readAt: '2025-01-15T11:00:00.000Z', replacement })),
      }),
    }));
    const { user } = renderApp('/dashboard/library/item-1', { apiBaseUrl: server.url });

    await user.click(await screen.findByRole('button', { name: 'Copy' }, WAIT));
    const dialog = await screen.findByRole('dialog', { name: 'Figures moved since they were read' }, WAIT);
    expect(dialog).toHaveTextContent('Price moved: $187.42 to $196.79');
    expect(dialog).toHaveTextContent('5.0 %');
    await user.click(within(dialog).getByRole('button', { name: /^Update text/ }));
    expect(tweetBox(1, true).value).toBe(replacement);
    await user.click(within(dialog).getByRole('button', { name: 'Continue to copy' }));
    await waitFor(async () => expect(await navigator.clipboard.readText()).toBe(`${replacement}\n\n${tweets[1] ?? ''}`), WAIT);
    expect(requestsTo('POST', '/api/library/item-1/recheck')).toHaveLength(1);
  });

  it('when nothing moved, then Copy copies at once; when the re-check fails, the user is told and the copy still happens', async () => {
    signedInAs(server);
    serveItem(cited);
    server.on('POST', '/api/lint', () => ({ body: noFindings }));
    server.on('POST', '/api/library/item-1/recheck', () => ({ body: { checkedAt: null, symbols: [], moved: [] } }));
    const { user } = renderApp('/dashboard/library/item-1', { apiBaseUrl: server.url });
    await user.click(await screen.findByRole('button', { name: 'Copy' }, WAIT));
    await waitFor(async () => expect(await navigator.clipboard.readText()).toBe(tweets.join('\n\n')), WAIT);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await navigator.clipboard.writeText('');
    server.on('POST', '/api/library/item-1/recheck', () => ({
      status: 503,
      body: {
        type: 'about:blank',
        title: 'Service Unavailable',
        status: 503,
        error: 'Market data could not be re-checked right now. Try again in a moment.',
      },
    }));
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByText('Market data could not be re-checked right now. Try again in a moment.', {}, WAIT)).toBeInTheDocument();
    await waitFor(async () => expect(await navigator.clipboard.readText()).toBe(tweets.join('\n\n')), WAIT);
  });
});
