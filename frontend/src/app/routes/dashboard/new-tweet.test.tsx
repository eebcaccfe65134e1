import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { errorCodes, generateTweet, getAccountInsights, messages } from '@chainscribe/contracts';
import { accountInsights, generatedTweets, research, trending, tweetLimit, variation } from '../../../testing/fixtures/index.ts';
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

/** This test's requests to `path`. */
const requestsTo = (path: string) => server.requests.slice(mark).filter((request) => request.path === path);

describe('/dashboard/new-tweet', () => {
  it('when tweets are generated down to the last one, then the banners, labels and the limit panel follow the remaining count', async () => {
    signedInAs(server);
    server.on('GET', '/api/tweet/limit', () => ({ body: tweetLimit(4) }));
    let remaining = 4;
    server.on('POST', '/api/tweet/generate-enhanced', () => {
      if (remaining === 0) return problem(403, messages.tweetLimitReached, errorCodes.tweetLimitReached);
      remaining -= 1;
      return { body: generatedTweets(remaining, [variation(`t-${remaining}`, `Tweet number ${remaining} about $ETH`, 7)]) };
    });
    const { user } = renderApp('/dashboard/new-tweet', { apiBaseUrl: server.url });

    expect(await screen.findByRole('heading', { name: 'Tweet Generator' })).toBeInTheDocument();
    const figure = await screen.findByTestId('daily-limit');
    await waitFor(() => expect(figure).toHaveTextContent('4'));
    expect(figure).toHaveClass('text-success');
    expect(screen.queryByText(/tweets? remaining|Last Tweet!/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enter Topic to Generate Tweet' })).toBeDisabled();

    await user.type(screen.getByLabelText('Tweet Topic *'), 'Ethereum fees');
    expect(screen.getByRole('button', { name: 'Generate Tweet' })).toBeEnabled();
    expect(screen.getByText('3 tweets will remain after this generation')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Generate Tweet' }));
    expect(await screen.findByText('3 tweets remaining')).toBeInTheDocument();
    expect(figure).toHaveTextContent('3');
    const latest = screen.getByRole('region', { name: 'Latest Tweet' });
    expect(within(latest).getByText('Tweet number 3 about $ETH')).toBeInTheDocument();
    expect(within(latest).getByText('$ETH')).toBeInTheDocument();
    expect(within(latest).getByRole('link', { name: 'Share on X' })).toHaveAttribute(
      'href',
      `https://x.com/intent/tweet?text=${encodeURIComponent('Tweet number 3 about $ETH')}`,
    );

    await user.click(screen.getByRole('button', { name: 'Generate Tweet' }));
    expect(await screen.findByText('2 tweets remaining')).toBeInTheDocument();
    expect(figure).toHaveClass('text-warning');

    await user.click(screen.getByRole('button', { name: 'Generate Tweet' }));
    expect(await screen.findByText('Last Tweet!')).toBeInTheDocument();
    const banner = screen.getByText('Last Tweet!').closest('[role="status"]') as HTMLElement;
    expect(within(banner).getByRole('link', { name: /Upgrade/ })).toHaveAttribute('href', '/pricing');
    expect(screen.getByText('This will be your last tweet for today')).toBeInTheDocument();
    // Earlier tweets move to the session list.
    expect(within(screen.getByTestId('recent-tweets')).getAllByRole('listitem')).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Generate Final Tweet of the Day' }));
    expect(await screen.findByRole('heading', { name: 'Daily Tweet Limit Reached' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Tweet Topic *')).not.toBeInTheDocument();
    expect(figure).toHaveTextContent('0');
    expect(figure).toHaveClass('text-danger');
    expect(screen.getByText('Limit Reached')).toBeInTheDocument();
    expect(screen.getByText('Resets daily or upgrade plan')).toBeInTheDocument();
    expect(screen.getByText('5 single tweets per day')).toBeInTheDocument();
    expect(screen.getByText('Unlimited single tweets')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Upgrade Plan/ })).toHaveAttribute('href', '/pricing');
    expect(screen.getByRole('button', { name: /Check Again/ })).toBeInTheDocument();
    expect(screen.getByText(/resets daily at midnight UTC/)).toBeInTheDocument();
  });

  it('when the server refuses at the limit, then remaining becomes 0 and the panel shows its message', async () => {
    signedInAs(server);
    server.on('GET', '/api/tweet/limit', () => ({ body: tweetLimit(2) }));
    server.on('POST', '/api/tweet/generate-enhanced', () => problem(403, messages.tweetLimitReached, errorCodes.tweetLimitReached));
    const { user } = renderApp('/dashboard/new-tweet', { apiBaseUrl: server.url });
    await user.type(await screen.findByLabelText('Tweet Topic *'), 'Solana');
    await user.click(screen.getByRole('button', { name: 'Generate Tweet' }));
    expect(await screen.findByText(new RegExp(messages.tweetLimitReached.replace(/\./g, '\\.')))).toBeInTheDocument();
    expect(screen.getByTestId('daily-limit')).toHaveTextContent('0');
  });

  it('when the limit call fails, then the page treats the limit as reached', async () => {
    signedInAs(server);
    server.on('GET', '/api/tweet/limit', () => problem(503, messages.serviceUnavailable));
    renderApp('/dashboard/new-tweet', { apiBaseUrl: server.url });
    expect(await screen.findByRole('heading', { name: 'Daily Tweet Limit Reached' })).toBeInTheDocument();
  });

  it('when research runs, then the insights panel shows each list within its cap, chained calls fill trends and account details, and suggestions fill mentions', async () => {
    signedInAs(server);
    server.on('GET', '/api/tweet/limit', () => ({ body: tweetLimit(5) }));
    const names = ['vitalik', 'sreeramkannan', 'eigenlayer', 'lidofinance', 'etherfi', 'renzo', 'kelp', 'swell', 'puffer'];
    server.on('POST', '/api/tweet/research', () => ({
      body: research({
        summary: 'Restaking is the narrative of the year.',
        trending_hashtags: Array.from({ length: 10 }, (_, i) => `#Tag${i + 1}`),
        key_points: ['Point 1', 'Point 2', 'Point 3', 'Point 4', 'Point 5'],
        recent_news: [1, 2, 3, 4].map((n) => ({
          title: `News ${n}`,
          url: `https://news.example/${n}`,
          source: 'The Feed',
          published_at: '2026-01-02T10:00:00.000Z',
        })),
        suggested_mentions: names,
      }),
    }));
    server.on('GET', '/api/tweet/trending-data', () => ({
      body: trending({
        viral_content_types: ['Format 1', 'Format 2', 'Format 3', 'Format 4'],
        algorithm_favors: ['Tip 1', 'Tip 2', 'Tip 3'],
        engagement_peaks: 'Weekdays 14:00 UTC',
      }),
    }));
    server.on('POST', '/api/tweet/account-insights', (request) => ({
      body: accountInsights(getAccountInsights.request.parse(request.body).accounts),
    }));
    const { user } = renderApp('/dashboard/new-tweet', { apiBaseUrl: server.url });

    await user.type(await screen.findByLabelText('Tweet Topic *'), 'ab');
    await user.click(screen.getByRole('button', { name: 'Research' }));
    expect(screen.getByRole('alert')).toHaveTextContent(messages.researchTopicTooShort);
    expect(requestsTo('/api/tweet/research')).toHaveLength(0);

    await user.type(screen.getByLabelText('Tweet Topic *'), 'c restaking');
    await user.click(screen.getByRole('button', { name: 'Research' }));
    const panel = await screen.findByRole('region', { name: 'Research Insights' });
    expect(within(panel).getByText('Restaking is the narrative of the year.')).toBeInTheDocument();
    const count = (name: string) => within(within(panel).getByRole('region', { name })).getAllByRole('listitem').length;
    await within(panel).findByText('Live Trending Intelligence');
    expect(count('Trending Hashtags')).toBe(8);
    expect(count('Key Talking Points')).toBe(3);
    expect(count('Recent Developments')).toBe(2);
    expect(count('Strategic Mentions')).toBe(6);
    expect(count('Viral Formats')).toBe(2);
    expect(count('Algorithm Tips')).toBe(2);
    expect(within(panel).getByText('Weekdays 14:00 UTC')).toBeInTheDocument();
    expect(within(panel).getByRole('region', { name: 'Posting Strategy' })).toHaveTextContent(/Post weekdays 13:00–16:00 UTC/);

    const [researchCall] = requestsTo('/api/tweet/research');
    expect(researchCall?.body).toEqual({ topic: 'abc restaking', includeNews: true, includeTrending: true, targetAudience: 'general' });
    expect(requestsTo('/api/tweet/trending-data')[0]?.query.get('topic')).toBe('abc restaking');
    expect(requestsTo('/api/tweet/account-insights')[0]?.body).toEqual({ accounts: names, topic: 'abc restaking' });

    await user.hover(within(panel).getByRole('button', { name: '@vitalik' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('vitalik knows restaking');

    const chips = screen.getByRole('group', { name: 'Suggested mentions' });
    expect(within(chips).getAllByRole('button')).toHaveLength(8);
    await user.click(screen.getByRole('button', { name: /Use Suggested/ }));
    expect(screen.getAllByRole('textbox', { name: /^Mention \d$/ }).map((field) => (field as HTMLInputElement).value)).toEqual([
      'vitalik',
      'sreeramkannan',
      'eigenlayer',
    ]);
    expect(within(chips).getByRole('button', { name: '@vitalik' })).toBeDisabled();
    await user.click(within(chips).getByRole('button', { name: '@renzo' }));
    expect(screen.getByRole('textbox', { name: 'Mention 4' })).toHaveValue('renzo');
    await user.click(screen.getByRole('button', { name: 'Remove mention 4' }));
    expect(screen.getAllByRole('textbox', { name: /^Mention \d$/ })).toHaveLength(3);
  });

  it("when the daily research budget is spent, then the server's message with the reset time is shown and the next successful research clears it", async () => {
    signedInAs(server);
    server.on('GET', '/api/tweet/limit', () => ({ body: tweetLimit(5) }));
    const refusal = messages.researchLimitReached(20, '2026-01-03T00:00:00.000Z', false);
    server.on('POST', '/api/tweet/research', () => problem(429, refusal, errorCodes.researchLimitReached));
    const { user } = renderApp('/dashboard/new-tweet', { apiBaseUrl: server.url });
    await user.type(await screen.findByLabelText('Tweet Topic *'), 'Restaking');
    await user.click(screen.getByRole('button', { name: 'Research' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
    expect(screen.queryByRole('region', { name: 'Research Insights' })).not.toBeInTheDocument();
    expect(requestsTo('/api/tweet/trending-data')).toHaveLength(0);

    server.on('POST', '/api/tweet/research', () => ({ body: research() }));
    await user.click(screen.getByRole('button', { name: 'Research' }));
    await screen.findByRole('region', { name: 'Research Insights' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('when research calls after the first fail, then the panel still shows and nothing is said to the user', async () => {
    signedInAs(server);
    server.on('GET', '/api/tweet/limit', () => ({ body: tweetLimit(5) }));
    server.on('POST', '/api/tweet/research', () => ({ body: research() }));
    server.on('GET', '/api/tweet/trending-data', () => problem(503, messages.serviceUnavailable));
    server.on('POST', '/api/tweet/account-insights', () => problem(503, messages.serviceUnavailable));
    const { user } = renderApp('/dashboard/new-tweet', { apiBaseUrl: server.url });
    await user.type(await screen.findByLabelText('Tweet Topic *'), 'Restaking');
    await user.click(screen.getByRole('button', { name: 'Research' }));
    const panel = await screen.findByRole('region', { name: 'Research Insights' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Research' })).toBeEnabled());
    expect(within(panel).queryByText('Live Trending Intelligence')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('when multiple variations are asked for, then tabs show each with its score, prediction, hashtags and AI reasoning, and research rides along', async () => {
    signedInAs(server);
    server.on('GET', '/api/tweet/limit', () => ({ body: tweetLimit(-1, -1) }));
    server.on('POST', '/api/tweet/research', () => ({ body: research({ suggested_mentions: ['eigenlayer'] }) }));
    server.on('GET', '/api/tweet/trending-data', () => ({ body: trending() }));
    server.on('POST', '/api/tweet/account-insights', () => ({ body: accountInsights(['eigenlayer']) }));
    let round = 0;
    server.on('POST', '/api/tweet/generate-enhanced', () => {
      round += 1;
      return {
        body: generatedTweets(-1, [
          variation(`r${round}-v1`, round === 1 ? 'First take on $ETH restaking' : 'A fresh first take', 8.5, {
            engagement_prediction: 'High: strong hook',
            hashtags: ['#Restaking'],
            reasoning: 'Leads with the yield.',
          }),
          variation(`r${round}-v2`, 'Second take', 7, { engagement_prediction: 'Medium' }),
          variation(`r${round}-v3`, 'Third take', 6.2),
        ]),
      };
    });
    const { user } = renderApp('/dashboard/new-tweet', { apiBaseUrl: server.url });

    await waitFor(() => expect(screen.getByTestId('daily-limit')).toHaveTextContent('Unlimited'));
    await user.type(screen.getByLabelText('Tweet Topic *'), 'Restaking');
    await user.click(screen.getByRole('checkbox', { name: 'Auto-research' }));
    await user.type(screen.getByRole('textbox', { name: 'Mention 1' }), '@sassal0x');
    await user.click(screen.getByRole('button', { name: 'Bold' }));
    await user.click(screen.getByRole('radio', { name: /Hot Take/ }));
    await user.click(screen.getByRole('radio', { name: /Traders/ }));
    await user.click(screen.getByRole('button', { name: 'Advanced Options' }));
    await user.click(screen.getByRole('checkbox', { name: 'Multiple Variations' }));
    expect(screen.getByRole('checkbox', { name: 'Hashtags' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Emojis' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Call to Action' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Question' })).not.toBeChecked();
    expect(screen.getByText('Unlimited tweets on your plan')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Generate Multiple Variations' }));

    const results = await screen.findByRole('region', { name: 'Generated tweets' });
    const tabs = within(results).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Variation 1', 'Variation 2', 'Variation 3']);
    expect(within(results).getByText('Score 8.5/10')).toBeInTheDocument();
    expect(within(results).getByText('High: strong hook')).toBeInTheDocument();
    expect(within(results).getByText('#Restaking')).toBeInTheDocument();
    expect(within(results).getByText('AI Reasoning')).toBeInTheDocument();
    expect(within(results).getByLabelText('28 of 280 characters')).toBeInTheDocument();
    await user.click(within(results).getByRole('tab', { name: 'Variation 3' }));
    expect(within(results).getByText('Third take')).toBeInTheDocument();
    expect(within(results).getByText('Score 6.2/10')).toBeInTheDocument();

    // A new result replaces the old one and opens on its own first variation.
    await user.click(screen.getByRole('button', { name: 'Generate Multiple Variations' }));
    expect(await within(results).findByText('A fresh first take')).toBeVisible();
    expect(within(results).getByRole('tab', { name: 'Variation 1' })).toHaveAttribute('aria-selected', 'true');

    const sent = generateTweet.request.parse(requestsTo('/api/tweet/generate-enhanced')[0]?.body);
    expect(sent.generateMultiple).toBe(true);
    expect(sent.tone).toBe('bold');
    expect(sent.mentions).toEqual(['sassal0x', 'eigenlayer']);
    expect(sent.topicResearch?.account_insights).toHaveProperty('eigenlayer');
    expect(sent.topicResearch?.trending_data?.engagement_peaks).toBe('Tuesdays 14:00 UTC');
    expect(sent.options).toMatchObject({
      tweetType: 'hot-take',
      targetAudience: 'traders',
      urgency: 'normal',
      viralPotential: 'medium',
      includeHashtags: true,
      includeEmojis: true,
      includeCTA: false,
      includeQuestion: false,
      optimizeEngagement: true,
      useResearchData: true,
      enhancedResearch: true,
    });
    expect(requestsTo('/api/tweet/research')).toHaveLength(1);
  });

  it('when the server fails for another reason, then its message shows under the form', async () => {
    signedInAs(server);
    server.on('GET', '/api/tweet/limit', () => ({ body: tweetLimit(5) }));
    server.on('POST', '/api/tweet/generate-enhanced', () => problem(503, messages.serviceUnavailable));
    const { user } = renderApp('/dashboard/new-tweet', { apiBaseUrl: server.url });
    await user.type(await screen.findByLabelText('Tweet Topic *'), 'Bitcoin');
    await user.click(screen.getByRole('button', { name: 'Generate Tweet' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.serviceUnavailable);
    expect(screen.getByTestId('daily-limit')).toHaveTextContent('5');
  });
});
