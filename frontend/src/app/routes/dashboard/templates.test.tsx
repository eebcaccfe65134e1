import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTemplate } from '@chainscribe/contracts';
import type { Template } from '@chainscribe/contracts';
import { template, threadPlan, userRow } from '../../../testing/fixtures/index.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { problem, signedInAs, startTestServer } from '../../../testing/test-server.ts';
import type { TestServer } from '../../../testing/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  server.on('GET', '/api/threads/plan', () => ({ body: threadPlan('free', 0) }));
});
afterAll(() => server.close());

const airdrop = template({
  id: 'tpl-airdrop',
  name: 'Airdrop guide',
  description: 'Walk readers through claiming an airdrop safely.',
  category: 'education',
  beats: [
    { role: 'hook', guidance: 'The airdrop and who qualifies' },
    { role: 'steps', guidance: 'How to check eligibility' },
    { role: 'steps', guidance: 'How to claim' },
    { role: 'risk', guidance: 'Scams to avoid' },
    { role: 'summary', guidance: 'Recap' },
    { role: 'insight', guidance: 'What it says about the project' },
    { role: 'signal', guidance: 'What to watch next' },
    { role: 'cta', guidance: 'Follow for more' },
  ],
});
const deepDive = template({
  id: 'tpl-deep-dive',
  name: 'Token deep dive',
  description: 'Tokenomics, use and risks of one token.',
  category: 'token',
  beats: [
    ...airdrop.beats.slice(0, 7),
    { role: 'data', guidance: 'Supply' },
    { role: 'data', guidance: 'Unlocks' },
    { role: 'insight', guidance: 'Value flow' },
    { role: 'risk', guidance: 'Risks' },
    { role: 'cta', guidance: 'Follow' },
  ],
});
const mine = template({
  id: 'tpl-mine',
  name: 'My restaking explainer',
  description: 'Saved from my best thread.',
  category: 'defi',
  builtIn: false,
  createdAt: '2026-01-02T10:00:00.000Z',
});

/** A templates API over a list the test can inspect: GET lists, POST adds, DELETE removes own templates. */
function serveTemplates(list: Template[]) {
  const state = { templates: [...list] };
  server.on('GET', '/api/templates', () => ({ body: { templates: state.templates } }));
  server.on('POST', '/api/templates', (request) => {
    const body = createTemplate.request.parse(request.body);
    const created = template({ ...body, beats: body.beats ?? mine.beats, id: `tpl-new-${state.templates.length}`, builtIn: false });
    state.templates.push(created);
    return { status: 201, body: created };
  });
  return state;
}

describe('/dashboard/templates', () => {
  it('when the gallery opens, then the user finds templates by word and by category, and a search with no match offers to show all', async () => {
    signedInAs(server);
    serveTemplates([template(), airdrop, deepDive, mine]);
    const { user } = renderApp('/dashboard/templates', { apiBaseUrl: server.url });

    expect(await screen.findByRole('heading', { level: 1, name: 'Templates' }, { timeout: 5000 })).toBeInTheDocument();
    const yours = await screen.findByRole('region', { name: 'Your templates' });
    expect(
      within(yours)
        .getAllByRole('article')
        .map((card) => card.getAttribute('aria-label')),
    ).toEqual(['My restaking explainer']);
    const builtIn = screen.getByRole('region', { name: 'Built-in templates' });
    expect(within(builtIn).getAllByRole('article')).toHaveLength(3);
    // A free plan writes at most 8 tweets: the 12-tweet template is marked, the 8-tweet one is not.
    expect(within(screen.getByRole('article', { name: 'Token deep dive' })).getByText('Premium')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Airdrop guide' })).queryByText('Premium')).toBeNull();
    // Using the locked one opens the upgrade offer instead of a thread the server would refuse (issue 27).
    await user.click(screen.getByRole('button', { name: 'Use Token deep dive' }));
    expect(await screen.findByRole('dialog', { name: /A 12-tweet template comes with Premium/ })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('link', { name: 'Use Airdrop guide' })).toHaveAttribute('href', expect.stringContaining('template='));

    await user.type(screen.getByRole('searchbox', { name: 'Search templates' }), 'safely');
    expect(screen.getAllByRole('article').map((card) => card.getAttribute('aria-label'))).toEqual(['Airdrop guide']);
    await user.clear(screen.getByRole('searchbox', { name: 'Search templates' }));

    await user.click(screen.getByRole('button', { name: 'Token' }));
    expect(screen.getByRole('button', { name: 'Token' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getAllByRole('article').map((card) => card.getAttribute('aria-label'))).toEqual(['Token deep dive']);

    await user.type(screen.getByRole('searchbox', { name: 'Search templates' }), 'governance vote');
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Show all templates' }));
    expect(screen.getAllByRole('article')).toHaveLength(4);
  }, 15_000);

  it('when a template is previewed, then its example tweets show with their beat and X count, and Use opens New Thread with it', async () => {
    signedInAs(server);
    serveTemplates([template()]);
    const { user, router } = renderApp('/dashboard/templates', { apiBaseUrl: server.url });

    await user.click(await screen.findByRole('button', { name: 'Preview Launch announcement' }));
    const dialog = screen.getByRole('dialog', { name: 'Launch announcement' });
    const posts = within(dialog).getAllByRole('article');
    expect(posts).toHaveLength(5);
    expect(posts[0]).toHaveAccessibleName('Example tweet 1 of 5');
    expect(posts[0]).toHaveTextContent('1/ Example hook tweet');
    expect(posts[0]).toHaveTextContent('Hook');
    expect(within(posts[4] as HTMLElement).getByText('Call to action')).toBeInTheDocument();
    expect(within(posts[0] as HTMLElement).getByLabelText('21 of 280 characters')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('link', { name: /Use this template/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/new-thread'), { timeout: 5000 });
    expect(router.state.location.search).toBe('?template=tpl-launch');
  }, 15_000);

  it('when an own template is deleted and confirmed, then it is gone from the server and the list, and Undo saves the same structure again', async () => {
    signedInAs(server);
    const state = serveTemplates([template(), mine]);
    server.on('DELETE', '/api/templates/tpl-mine', () => {
      state.templates = state.templates.filter((candidate) => candidate.id !== 'tpl-mine');
      return { body: { id: 'tpl-mine', deleted: true } };
    });
    const { user } = renderApp('/dashboard/templates', { apiBaseUrl: server.url });

    expect(
      within(await screen.findByRole('article', { name: 'Launch announcement' })).queryByRole('button', { name: /Delete/ }),
    ).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Delete My restaking explainer' }));
    const confirm = screen.getByRole('dialog', { name: /Delete “My restaking explainer”\?/ });
    await user.click(within(confirm).getByRole('button', { name: 'Delete template' }));

    await waitFor(() => expect(screen.queryByRole('article', { name: 'My restaking explainer' })).toBeNull());
    expect(server.requests.filter((request) => request.method === 'DELETE').map((request) => request.path)).toEqual([
      '/api/templates/tpl-mine',
    ]);
    expect(state.templates.map((candidate) => candidate.id)).toEqual(['tpl-launch']);

    await user.click(await screen.findByRole('button', { name: 'Undo' }));
    expect(await screen.findByRole('article', { name: 'My restaking explainer' })).toBeInTheDocument();
    const posted = server.requests.findLast((request) => request.method === 'POST' && request.path === '/api/templates');
    expect(posted?.body).toEqual({ name: mine.name, description: mine.description, category: 'defi', beats: mine.beats });
    expect(state.templates.map((candidate) => candidate.name)).toEqual(['Launch announcement', 'My restaking explainer']);
  }, 15_000);

  it('when the server refuses a delete, then the dialog stays open with its message and the template stays', async () => {
    signedInAs(server, userRow());
    serveTemplates([mine]);
    server.on('DELETE', '/api/templates/tpl-mine', () => problem(503, 'Templates are unavailable right now. Please try again.'));
    const { user } = renderApp('/dashboard/templates', { apiBaseUrl: server.url });

    await user.click(await screen.findByRole('button', { name: 'Delete My restaking explainer' }));
    await user.click(screen.getByRole('button', { name: 'Delete template' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Templates are unavailable right now. Please try again.');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('article', { name: 'My restaking explainer' })).toBeInTheDocument();
  }, 15_000);

  it('when the list cannot be loaded, then the page says so and Try again loads it', async () => {
    signedInAs(server);
    let fail = true;
    server.on('GET', '/api/templates', () => (fail ? problem(404, 'Not found') : { body: { templates: [template()] } }));
    const { user } = renderApp('/dashboard/templates', { apiBaseUrl: server.url });

    expect(await screen.findByRole('alert')).toHaveTextContent('Not found');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Launch announcement' })).toBeInTheDocument();
  }, 15_000);
});
