import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { generateTweet, messages } from '@chainscribe/contracts';
import { generatedTweets, research, tweetLimit, variation } from '../../../testing/fixtures/index.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { problem, signedInAs, startTestServer } from '../../../testing/test-server.ts';
import type { TestServer } from '../../../testing/test-server.ts';

let server: TestServer;
let mark = 0;
beforeAll(async () => {
  server = await startTestServer();
});
beforeEach(() => {
  mark = server.requests.length;
});
afterAll(() => server.close());

const requestsTo = (path: string) => server.requests.slice(mark).filter((request) => request.path === path);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the quick tweet tool on /dashboard', () => {
  it('when the limit call fails for a signed-in user, then the tool counts on 10 tweets', async () => {
    signedInAs(server);
    server.on('GET', '/api/tweet/limit', () => problem(503, messages.serviceUnavailable));
    renderApp('/dashboard', { apiBaseUrl: server.url });
    const tool = await screen.findByRole('region', { name: 'Quick Tweet' });
    await waitFor(() => expect(within(tool).getByTestId('quick-tweet-limit')).toHaveTextContent('10 tweets left today'));
    expect(within(tool).getByRole('button', { name: 'Generate Tweet' })).toBeDisabled();
  });

  it('when the topic passes 5 characters, then suggestions are fetched 2 s after typing stops, and not for shorter topics', async () => {
    signedInAs(server);
    server.on('GET', '/api/tweet/limit', () => ({ body: tweetLimit(5) }));
    let researchedAt = 0;
    server.on('POST', '/api/tweet/research', () => {
      researchedAt = Date.now();
      return {
        body: research({
          summary: 'Yields stack on restaked ETH.',
          key_points: ['Point A', 'Point B', 'Point C'],
          trending_hashtags: ['#Restaking'],
        }),
      };
    });
    const { user } = renderApp('/dashboard', { apiBaseUrl: server.url });
    const tool = await screen.findByRole('region', { name: 'Quick Tweet' });
    const topic = within(tool).getByLabelText('Topic');

    await user.type(topic, 'defi');
    await pause(2300);
    expect(requestsTo('/api/tweet/research')).toHaveLength(0);

    await user.type(topic, ' yields');
    const typedAt = Date.now();
    await pause(1500);
    expect(requestsTo('/api/tweet/research')).toHaveLength(0);
    const suggestions = await within(tool).findByRole('region', { name: 'Suggestions' }, { timeout: 3000 });
    expect(researchedAt - typedAt).toBeGreaterThanOrEqual(1900);
    expect(requestsTo('/api/tweet/research')[0]?.body).toMatchObject({ topic: 'defi yields', targetAudience: 'general' });
    expect(within(suggestions).getByText('Yields stack on restaked ETH.')).toBeInTheDocument();
    expect(within(suggestions).getAllByRole('listitem')).toHaveLength(2);
    // Real timers: the test waits out the 2 s pause twice.
  }, 15_000);

  it('when a short viral tweet is asked for, then the tool maps its own lists onto the writer and shows the tweet', async () => {
    signedInAs(server);
    server.on('GET', '/api/tweet/limit', () => ({ body: tweetLimit(3) }));
    server.on('POST', '/api/tweet/generate-enhanced', () => ({
      body: generatedTweets(2, [variation('q1', 'Fees on L2s keep falling. Here is why.', 8)]),
    }));
    const { user } = renderApp('/dashboard', { apiBaseUrl: server.url });
    const tool = await screen.findByRole('region', { name: 'Quick Tweet' });
    await waitFor(() => expect(within(tool).getByTestId('quick-tweet-limit')).toHaveTextContent('3 tweets left today'));

    // The selects' code arrives when one is first reached for: the press opens it once it has.
    await user.click(within(tool).getByRole('combobox', { name: 'Tone' }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      'Professional',
      'Bold',
      'Funny',
      'Educational',
      'Motivational',
      'Controversial',
      'Inspirational',
      'Thought-provoking',
      'Casual',
      'Expert',
    ]);
    await user.click(screen.getByRole('option', { name: 'Thought-provoking' }));
    await user.click(within(tool).getByRole('combobox', { name: 'Style' }));
    expect(screen.getAllByRole('option')).toHaveLength(5);
    await user.click(screen.getByRole('option', { name: 'Viral' }));
    await user.click(within(tool).getByRole('combobox', { name: 'Audience' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'General',
      'Tech',
      'Business',
      'Creators',
      'Finance',
      'Crypto',
      'AI',
      'Startup',
    ]);
    await user.click(screen.getByRole('option', { name: 'Crypto' }));
    expect(within(tool).getByRole('radio', { name: 'medium' })).toHaveAttribute('aria-checked', 'true');
    await user.click(within(tool).getByRole('radio', { name: 'short' }));

    await user.type(within(tool).getByLabelText('Topic'), 'L2 fees');
    await user.click(within(tool).getByRole('button', { name: 'Generate Tweet' }));
    expect(await within(tool).findByText('Fees on L2s keep falling. Here is why.')).toBeInTheDocument();
    expect(within(tool).getByTestId('quick-tweet-limit')).toHaveTextContent('2 tweets left today');

    const sent = generateTweet.request.parse(requestsTo('/api/tweet/generate-enhanced')[0]?.body);
    expect(sent).toMatchObject({ topic: 'L2 fees', tone: 'analytical', generateMultiple: false });
    expect(sent.options).toMatchObject({
      tweetType: 'hot-take',
      targetAudience: 'crypto-natives',
      viralPotential: 'high',
      includeHashtags: false,
      includeEmojis: false,
      urgency: 'normal',
    });
  });

  it('when a select is reached with the keyboard, then the real one takes the focus and opens from it, with the chosen option', async () => {
    signedInAs(server);
    server.on('GET', '/api/tweet/limit', () => ({ body: tweetLimit(3) }));
    const { user } = renderApp('/dashboard', { apiBaseUrl: server.url });
    const tool = await screen.findByRole('region', { name: 'Quick Tweet' });
    await user.click(within(tool).getByLabelText('Topic'));

    // Until then a stand-in of the same look, without Radix's state.
    const standIn = within(tool).getByRole('combobox', { name: 'Tone' });
    expect(standIn).not.toHaveAttribute('data-state');

    await user.tab();
    await waitFor(() => expect(within(tool).getByRole('combobox', { name: 'Tone' })).toHaveAttribute('data-state', 'closed'));
    expect(within(tool).getByRole('combobox', { name: 'Tone' })).toHaveFocus();
    expect(standIn).not.toBeInTheDocument();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();

    await user.keyboard('{Enter}');
    expect(await screen.findByRole('option', { name: 'Professional', selected: true })).toBeInTheDocument();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(within(tool).getByRole('combobox', { name: 'Tone' })).toHaveTextContent('Bold');
  });
});
