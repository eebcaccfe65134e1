import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTemplate, generateThread, templateMessages } from '@chainscribe/contracts';
import { generatedThread, template, threadPlan, tokenCategories } from '../../../testing/fixtures/index.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { signedInAs, startTestServer } from '../../../testing/test-server.ts';
import type { TestServer } from '../../../testing/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  server.on('GET', '/api/tokens/categories', () => ({ body: tokenCategories(['BTC', 'ETH']) }));
  server.on('GET', '/api/threads/plan', () => ({ body: threadPlan('free', 0) }));
});
afterAll(() => server.close());

const launch = template();
const recap = template({
  id: 'tpl-recap',
  name: 'Weekly market recap',
  description: 'The week in five moves.',
  category: 'market',
  beats: [
    { role: 'hook', guidance: 'The week in one line' },
    { role: 'data', guidance: 'Biggest mover' },
    { role: 'data', guidance: 'Volume' },
    { role: 'signal', guidance: 'On-chain signal' },
    { role: 'insight', guidance: 'What it means' },
    { role: 'risk', guidance: 'What could break' },
    { role: 'summary', guidance: 'Recap' },
    { role: 'cta', guidance: 'Follow for next week' },
  ],
});

const fiveTweets = ['1/ gm, a launch', '2/ why it matters', '3/ the numbers', '4/ the risks', '5/ try it'];

function sentRequests() {
  return server.requests
    .filter((request) => request.method === 'POST' && request.path === '/api/threads/generate')
    .map((request) => generateThread.request.parse(request.body));
}

describe('/dashboard/new-thread: start from a template', () => {
  it('when New Thread opens with ?template=, then the template shows, the length follows it and the request names it; after Clear neither the URL nor the next request does', async () => {
    signedInAs(server);
    server.on('GET', '/api/templates', () => ({ body: { templates: [launch, recap] } }));
    server.on('POST', '/api/threads/generate', () => ({ body: generatedThread(fiveTweets, { threadsToday: 1, remaining: 2 }) }));
    const { user, router } = renderApp('/dashboard/new-thread?template=tpl-recap', { apiBaseUrl: server.url });

    const panel = await screen.findByRole('region', { name: 'Template' }, { timeout: 5000 });
    expect(await within(panel).findByText('Weekly market recap')).toBeInTheDocument();
    expect(panel).toHaveTextContent('8 tweets');
    expect(panel).toHaveTextContent('Hook → Data → Data → Signal → Insight → Risk → Summary → Call to action');
    await user.click(screen.getByRole('tab', { name: 'Advanced Options' }));
    expect(await screen.findByRole('combobox', { name: 'Thread Length' }, { timeout: 5000 })).toHaveTextContent('8 tweets');

    await user.click(screen.getByRole('tab', { name: 'Basic Setup' }));
    await user.type(screen.getByLabelText('Custom Topic'), 'This week in restaking');
    await user.click(screen.getByRole('button', { name: /Generate Thread/ }));
    await screen.findByRole('tab', { name: 'Preview & Generate', selected: true });
    expect(sentRequests().at(-1)).toMatchObject({
      templateId: 'tpl-recap',
      options: { threadLength: 8, customTopic: 'This week in restaking' },
    });

    await user.click(within(panel).getByRole('button', { name: 'Clear template' }));
    expect(within(panel).queryByText('Weekly market recap')).toBeNull();
    expect(router.state.location.search).toBe('');
    await user.click(screen.getByRole('button', { name: /Generate Thread/ }));
    await waitFor(() => expect(sentRequests()).toHaveLength(2));
    expect(sentRequests().at(-1)?.templateId).toBeUndefined();
  }, 20_000);

  it('when ?template= names a template that is gone, then the page says so and the thread is written without it', async () => {
    signedInAs(server);
    server.on('GET', '/api/templates', () => ({ body: { templates: [launch] } }));
    server.on('POST', '/api/threads/generate', () => ({ body: generatedThread(fiveTweets, { threadsToday: 1, remaining: 2 }) }));
    const { user } = renderApp('/dashboard/new-thread?template=tpl-deleted', { apiBaseUrl: server.url });

    const panel = await screen.findByRole('region', { name: 'Template' }, { timeout: 5000 });
    expect(await within(panel).findByText('That template is no longer available.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Custom Topic'), 'Gone template');
    const before = sentRequests().length;
    await user.click(screen.getByRole('button', { name: /Generate Thread/ }));
    await waitFor(() => expect(sentRequests()).toHaveLength(before + 1));
    expect(sentRequests().at(-1)?.templateId).toBeUndefined();
  }, 20_000);

  it('when a template is picked from the list, then the page and the URL name it; the list is fetched only once the picker opens', async () => {
    signedInAs(server);
    server.on('GET', '/api/templates', () => ({ body: { templates: [launch, recap] } }));
    const before = server.requests.length;
    const templateCalls = () => server.requests.slice(before).filter((request) => request.path === '/api/templates');
    const { user, router } = renderApp('/dashboard/new-thread', { apiBaseUrl: server.url });

    const panel = await screen.findByRole('region', { name: 'Template' }, { timeout: 5000 });
    expect(await screen.findByLabelText('Custom Topic')).toBeInTheDocument();
    expect(templateCalls()).toHaveLength(0);
    await user.click(within(panel).getByRole('button', { name: 'Choose template' }));
    const dialog = await screen.findByRole('dialog', { name: 'Start from a template' }, { timeout: 5000 });
    await user.type(await within(dialog).findByRole('searchbox', { name: 'Search templates' }, { timeout: 5000 }), 'launch');
    expect(templateCalls()).toHaveLength(1);
    await user.click(await within(dialog).findByRole('button', { name: /Launch announcement/ }));

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(within(panel).getByText('Launch announcement')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?template=tpl-launch');
    // The dialog has no Radix trigger (it loads on demand): it hands the focus back to the button itself.
    await waitFor(() => expect(within(panel).getByRole('button', { name: 'Change' })).toHaveFocus());
  }, 20_000);

  it('when a generated thread is saved as a template, then its tweets go to the server with the name and category chosen', async () => {
    signedInAs(server);
    server.on('GET', '/api/templates', () => ({ body: { templates: [launch] } }));
    server.on('POST', '/api/threads/generate', () => ({ body: generatedThread(fiveTweets, { threadsToday: 1, remaining: 2 }) }));
    server.on('POST', '/api/templates', (request) => {
      const body = createTemplate.request.parse(request.body);
      return { status: 201, body: template({ id: 'tpl-saved', name: body.name, category: body.category, builtIn: false }) };
    });
    const { user } = renderApp('/dashboard/new-thread', { apiBaseUrl: server.url });

    await user.type(await screen.findByLabelText('Custom Topic', {}, { timeout: 5000 }), 'Our launch');
    await user.click(screen.getByRole('button', { name: /Generate Thread/ }));
    await user.click(await screen.findByRole('button', { name: /Save as template/ }));
    const dialog = screen.getByRole('dialog', { name: 'Save as template' });
    const name = within(dialog).getByLabelText('Name');
    // The thread's title is offered as the name.
    expect(name).toHaveValue('Our launch');
    await user.clear(name);
    await user.click(within(dialog).getByRole('button', { name: /Save template/ }));
    expect(await within(dialog).findByText('Give the template a name')).toBeInTheDocument();

    await user.type(name, 'My launch');
    await user.click(within(dialog).getByRole('combobox', { name: 'Category' }));
    await user.click(screen.getByRole('option', { name: 'Launch' }));
    await user.click(within(dialog).getByRole('button', { name: /Save template/ }));

    expect(await screen.findByText('Saved as template')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    const posted = server.requests.filter((request) => request.method === 'POST' && request.path === '/api/templates');
    expect(posted.map((request) => request.body)).toEqual([{ name: 'My launch', description: '', category: 'launch', tweets: fiveTweets }]);
  }, 20_000);

  it('when a generated thread has a length no template can have, then Save as template explains why and cannot save', async () => {
    signedInAs(server);
    server.on('GET', '/api/templates', () => ({ body: { templates: [] } }));
    server.on('POST', '/api/threads/generate', () => ({
      body: generatedThread(fiveTweets.slice(0, 3), { threadsToday: 1, remaining: 2 }),
    }));
    const { user } = renderApp('/dashboard/new-thread', { apiBaseUrl: server.url });

    await user.type(await screen.findByLabelText('Custom Topic', {}, { timeout: 5000 }), 'Short one');
    await user.click(screen.getByRole('button', { name: /Generate Thread/ }));
    await user.click(await screen.findByRole('button', { name: /Save as template/ }));
    const dialog = screen.getByRole('dialog', { name: 'Save as template' });
    expect(within(dialog).getByText(templateMessages.beatCount)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: /Save template/ })).toBeDisabled();
  }, 20_000);
});
