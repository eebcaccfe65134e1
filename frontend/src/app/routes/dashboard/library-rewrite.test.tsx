import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorCodes, messages, rewriteSuggestionSchema } from '@chainscribe/contracts';
import type { LibraryItem, RewriteLibraryItemRequest, RewriteSuggestion } from '@chainscribe/contracts';
import { libraryItem } from '../../../testing/fixtures/index.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { problem, signedInAs } from '../../../testing/test-server.ts';
import { sharedTestServer } from '../../../testing/shared-test-server.ts';

const server = sharedTestServer();
const { requestsTo } = server;
/** Autosave waits 1.5 s of quiet; give it room on a loaded machine. */
const SAVE_WAIT = { timeout: 8000 };
const tweetTexts = () => screen.getAllByRole<HTMLTextAreaElement>('textbox', { name: /^Tweet \d+ text$/ }).map((box) => box.value);

const shorterFirst = '1/ Restaking, simply 👇';

/** The worker's answer for the text the editor sent: the first tweet shortened. */
function suggestionFor(body: RewriteLibraryItemRequest): RewriteSuggestion {
  const original = body.tweets ?? [];
  return rewriteSuggestionSchema.parse({
    jobId: 'job-rewrite-1',
    itemId: 'item-1',
    action: body.action,
    tone: null,
    hookStyle: null,
    position: 0,
    original,
    suggestion: [shorterFirst, ...original.slice(1)],
    changed: [0],
    writer: 'template',
  });
}

function serveItem(initial: LibraryItem) {
  let stored = initial;
  server.on('GET', `/api/library/${initial.id}`, () => ({ body: stored, headers: { etag: `"${stored.version}"` } }));
  server.on('PATCH', `/api/library/${initial.id}`, (request) => {
    stored = { ...stored, tweets: (request.body as { tweets: string[] }).tweets, version: stored.version + 1 };
    return { body: stored, headers: { etag: `"${stored.version}"` } };
  });
  server.on('POST', `/api/library/${initial.id}/rewrite`, (request) => ({
    body: suggestionFor(request.body as RewriteLibraryItemRequest),
  }));
}

describe('/dashboard/library/:id rewrites', { timeout: 30_000 }, () => {
  it('when the user asks for a shorter text and accepts, then the suggestion shows beside the original, Accept puts it in the editor and saves it as a version, and Undo brings the original back', async () => {
    signedInAs(server);
    const item = libraryItem();
    serveItem(item);
    const { user } = renderApp('/dashboard/library/item-1', { apiBaseUrl: server.url });

    const panel = await screen.findByRole('region', { name: 'Rewrite with AI' });
    await user.click(within(panel).getByRole('button', { name: 'Make it shorter' }));
    const suggestion = await screen.findByRole('region', { name: 'Suggestion' });
    expect(requestsTo('POST', '/api/library/item-1/rewrite')[0]?.body).toEqual({ action: 'shorter', tweets: item.tweets });
    expect(within(suggestion).getByText(item.tweets[0] ?? '')).toBeInTheDocument();
    expect(within(suggestion).getByTestId('suggested-0')).toHaveTextContent(shorterFirst);
    // Only a suggestion so far: the editor and the stored item keep the original.
    expect(tweetTexts()).toEqual(item.tweets);

    await user.click(within(suggestion).getByRole('button', { name: 'Accept' }));
    expect(screen.queryByRole('region', { name: 'Suggestion' })).not.toBeInTheDocument();
    expect(tweetTexts()).toEqual([shorterFirst, item.tweets[1]]);
    await waitFor(() => expect(requestsTo('PATCH', '/api/library/item-1')).toHaveLength(1), SAVE_WAIT);
    expect(requestsTo('PATCH', '/api/library/item-1')[0]).toMatchObject({
      headers: { 'if-match': '"1"' },
      body: { tweets: [shorterFirst, item.tweets[1]] },
    });

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(tweetTexts()).toEqual(item.tweets);
  });

  it('when the user rejects the suggestion, then the editor keeps its text and nothing is saved', async () => {
    signedInAs(server);
    const item = libraryItem();
    serveItem(item);
    const { user } = renderApp('/dashboard/library/item-1', { apiBaseUrl: server.url });

    const panel = await screen.findByRole('region', { name: 'Rewrite with AI' });
    await user.click(within(panel).getByRole('button', { name: 'Stronger hook' }));
    const suggestion = await screen.findByRole('region', { name: 'Suggestion' });
    expect(requestsTo('POST', '/api/library/item-1/rewrite')[0]?.body).toEqual({
      action: 'hook',
      hookStyle: 'question',
      tweets: item.tweets,
    });
    await user.click(within(suggestion).getByRole('button', { name: 'Reject' }));

    expect(screen.queryByRole('region', { name: 'Suggestion' })).not.toBeInTheDocument();
    expect(tweetTexts()).toEqual(item.tweets);
    expect(screen.getByRole('button', { name: 'Undo' })).toBeDisabled();
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(requestsTo('PATCH', '/api/library/item-1')).toHaveLength(0);
  });

  it("when the daily limit refuses a free user's rewrite, then the app's daily-limit message shows with a way to upgrade", async () => {
    signedInAs(server);
    const item = libraryItem();
    serveItem(item);
    server.on('POST', '/api/library/item-1/rewrite', () => problem(403, messages.threadLimitReached, errorCodes.threadLimitReached));
    const { user } = renderApp('/dashboard/library/item-1', { apiBaseUrl: server.url });

    const panel = await screen.findByRole('region', { name: 'Rewrite with AI' });
    await user.click(within(panel).getByRole('button', { name: 'Rewrite' }));
    const alert = await within(panel).findByRole('alert');
    expect(alert).toHaveTextContent(messages.threadLimitReached);
    expect(within(alert).getByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', '/pricing');
    expect(requestsTo('POST', '/api/library/item-1/rewrite')[0]?.body).toEqual({
      action: 'rewrite',
      tone: 'educational',
      tweets: item.tweets,
    });
    expect(tweetTexts()).toEqual(item.tweets);
  });
});
