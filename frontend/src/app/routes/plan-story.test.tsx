// One story everywhere (issue 27): every page that names a plan, a price, a limit or a feature says
// what the plan catalogue in @chainscribe/contracts says, and nothing it does not.
import { screen, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingTerms, planOffers, plans, teamsOffer } from '@chainscribe/contracts';
import type { PlanOffer } from '@chainscribe/contracts';
import { userRow } from '../../testing/fixtures/index.ts';
import { renderApp } from '../../testing/render-app.tsx';
import { problem, signedInAs, startTestServer } from '../../testing/test-server.ts';
import type { TestServer } from '../../testing/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** Words that told another story before: a second plan name, tiers nobody sells, promises billing never keeps. */
const retired = [
  /\bPro\b/,
  /starter plan/i,
  /money-back/i,
  /cancel anytime/i,
  /advanced analytics/i,
  /priority support/i,
  /\$29|\$99|\$299/,
  /Subscribe Now/,
];

function expectNoRetiredWords() {
  for (const word of retired) expect(document.body.textContent).not.toMatch(word);
}

function expectOfferIn(card: HTMLElement, offer: PlanOffer) {
  expect(card).toHaveTextContent(offer.name);
  expect(card).toHaveTextContent(offer.price);
  expect(card).toHaveTextContent(offer.period);
  for (const line of offer.features) expect(within(card).getByText(line)).toBeInTheDocument();
}

describe('the plan catalogue on every page', () => {
  it('when the catalogue is built, then its figures are the limits the server enforces', () => {
    expect(planOffers.free.features).toContain(`${plans.free.threadsPerDay} threads per day`);
    expect(planOffers.free.features).toContain(`${plans.free.tweetsPerDay} single tweets per day`);
    expect(planOffers.premium.features).toContain(`Threads up to ${plans.premium.maxThreadLength} posts`);
    expect(planOffers.premium.price).toBe(`$${plans.premium.price.amount.toFixed(2)}`);
    expect(planOffers.premium.name).toBe('Premium');
  });

  it('when a visitor opens the landing page, then both cards are the catalogue and no other plan name appears', async () => {
    renderApp('/', { apiBaseUrl: server.url });
    const free = await screen.findByRole('article', { name: `${planOffers.free.name} plan` });
    expectOfferIn(free, planOffers.free);
    const premium = screen.getByRole('article', { name: `${planOffers.premium.name} plan` });
    expectOfferIn(premium, planOffers.premium);
    expect(within(premium).getByRole('link', { name: `Go ${planOffers.premium.name}` })).toHaveAttribute('href', '/pricing');
    expect(screen.getByText(new RegExp(`${planOffers.premium.name} is \\${planOffers.premium.price}`))).toBeInTheDocument();
    expectNoRetiredWords();
  });

  it('when a visitor opens sign-up, then it names the free plan as the catalogue does', async () => {
    renderApp('/sign-up', { apiBaseUrl: server.url });
    expect(await screen.findByText(`The ${planOffers.free.name} plan is free forever. No card, no wallet needed.`)).toBeInTheDocument();
    expectNoRetiredWords();
  });

  it('when a visitor opens pricing, then the cards and the billing terms are the catalogue and nothing says "Current Plan"', async () => {
    renderApp('/pricing', { apiBaseUrl: server.url });
    expectOfferIn(await screen.findByRole('article', { name: 'Free plan' }), planOffers.free);
    expectOfferIn(screen.getByRole('article', { name: 'Premium plan' }), planOffers.premium);
    expect(screen.getByText(billingTerms.renewal)).toBeInTheDocument();
    expect(screen.getByText(billingTerms.refunds)).toBeInTheDocument();
    expect(screen.queryByText(/Current Plan/)).not.toBeInTheDocument();
    expectNoRetiredWords();
  });

  it('when a signed-in free user opens pricing, then Free is their current plan', async () => {
    signedInAs(server);
    renderApp('/pricing', { apiBaseUrl: server.url });
    const free = await screen.findByRole('article', { name: 'Free plan' });
    expect(await within(free).findByRole('button', { name: 'Current Plan' })).toBeDisabled();
  });

  it('when the FAQ is read, then price, features, renewal and refunds say what the catalogue says', async () => {
    const { user } = renderApp('/faq', { apiBaseUrl: server.url });
    await user.click(await screen.findByRole('button', { name: `How much does ${planOffers.premium.name} cost?` }));
    const cost = screen.getByText(new RegExp(`^${planOffers.premium.name} is `));
    expect(cost).toHaveTextContent(billingTerms.priceLine);
    for (const line of planOffers.premium.features) expect(cost.textContent?.toLowerCase()).toContain(line.toLowerCase());
    await user.click(screen.getByRole('button', { name: 'Is there a free plan?' }));
    const free = screen.getByText(/^Yes\. The Free plan includes/);
    for (const line of planOffers.free.features) expect(free.textContent?.toLowerCase()).toContain(line.toLowerCase());
    await user.click(screen.getByRole('button', { name: 'How do I cancel, and can I get a refund?' }));
    expect(screen.getByText(`${billingTerms.renewal} ${billingTerms.refunds}`)).toBeVisible();
    expectNoRetiredWords();
  });

  it('when a free user opens the Plan tab, then its name, lines and price are the catalogue', async () => {
    signedInAs(server);
    renderApp('/dashboard?tab=plan', { apiBaseUrl: server.url });
    expect(await screen.findByRole('heading', { name: `Chainscribe ${planOffers.free.name}` })).toBeInTheDocument();
    expect(screen.getByText(planOffers.free.features.join(' · '))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: `Upgrade to ${planOffers.premium.name}` })).toHaveAttribute('href', '/pricing');
    expectNoRetiredWords();
  });

  it('when a premium user opens the dashboard, then the Plan Status card lists the catalogue lines and the Plan tab its price line', async () => {
    signedInAs(
      server,
      userRow({ plan: 'premium', plan_status: 'active', is_premium: true, subscription_expires_at: '2099-03-01T00:00:00.000Z' }),
    );
    const { user } = renderApp('/dashboard', { apiBaseUrl: server.url });
    expect(await screen.findByText('Active', { selector: 'span' })).toBeInTheDocument();
    for (const line of planOffers.premium.features) expect(screen.getByText(line)).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: /Plan/ }));
    expect(await screen.findByText(billingTerms.priceLine)).toBeInTheDocument();
    expectNoRetiredWords();
  });
});

describe('the teams offer', () => {
  it('when a visitor opens it, then nothing is sold: the waitlist is stored and acknowledged on screen', async () => {
    server.on('POST', '/api/waitlist/teams', () => ({ status: 201, body: { joined: true, joinedAt: '2026-01-02T10:00:00.000Z' } }));
    const { user } = renderApp('/pricing', { apiBaseUrl: server.url });
    await user.click(await screen.findByRole('button', { name: teamsOffer.trigger }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(teamsOffer.text)).toBeInTheDocument();
    expectNoRetiredWords();

    // The form is loaded when the dialog opens.
    await user.click(await within(dialog).findByRole('button', { name: 'Join the waitlist' }));
    expect(await within(dialog).findByText('Enter a valid email')).toBeInTheDocument();
    expect(server.requests.some((request) => request.path === '/api/waitlist/teams')).toBe(false);

    await user.type(within(dialog).getByLabelText('Work email'), 'ops@agency.example');
    await user.type(within(dialog).getByLabelText(/What would your team need/), 'Three writers, one reviewer');
    await user.click(within(dialog).getByRole('button', { name: 'Join the waitlist' }));
    expect(await within(dialog).findByText(teamsOffer.acknowledged)).toBeInTheDocument();
    const sent = server.requests.filter((request) => request.path === '/api/waitlist/teams');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toEqual({ email: 'ops@agency.example', teamSize: '2-5', note: 'Three writers, one reviewer' });
  });

  it('when the server refuses (too many requests), then its message shows in the dialog and no acknowledgement', async () => {
    server.on('POST', '/api/waitlist/teams', () => problem(429, 'Too many requests from this address. Please try again in 60 minutes.'));
    const { user } = renderApp('/pricing', { apiBaseUrl: server.url });
    await user.click(await screen.findByRole('button', { name: teamsOffer.trigger }));
    const dialog = await screen.findByRole('dialog');
    await user.type(await within(dialog).findByLabelText('Work email'), 'ops@agency.example');
    await user.click(within(dialog).getByRole('button', { name: 'Join the waitlist' }));
    expect(await within(dialog).findByText('Too many requests from this address. Please try again in 60 minutes.')).toBeInTheDocument();
    expect(within(dialog).queryByText(teamsOffer.acknowledged)).not.toBeInTheDocument();
  });
});

describe('words that keep their promise', () => {
  it('when an account was made minutes ago, then the dashboard welcomes it, and an older one is welcomed back', async () => {
    signedInAs(server, userRow({ created_at: new Date(Date.now() - 5 * 60 * 1000).toISOString() }));
    renderApp('/dashboard', { apiBaseUrl: server.url });
    expect(await screen.findByText(/^Welcome, satoshi/)).toBeInTheDocument();
    expect(screen.queryByText(/Welcome back/)).not.toBeInTheDocument();
  });

  it('when an account is older, then it is welcomed back', async () => {
    signedInAs(server, userRow({ created_at: '2025-01-05T10:00:00.000Z' }));
    renderApp('/dashboard', { apiBaseUrl: server.url });
    expect(await screen.findByText(/Welcome back, satoshi/)).toBeInTheDocument();
  });
});
