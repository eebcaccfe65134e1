import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingTerms, planOffers, teamsOffer } from '@chainscribe/contracts';
import { renderSitePage } from '../../testing/render-app.tsx';
import { startTestServer } from '../../testing/test-server.ts';
import type { TestServer } from '../../testing/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('/pricing in the visitors’ bundle', () => {
  it('when a visitor opens it, then both plans show from the catalogue, Free offers an account and nothing asks the server', async () => {
    const before = server.requests.length;
    await renderSitePage('/pricing', { apiBaseUrl: server.url });
    expect(screen.getByRole('heading', { level: 1, name: 'Choose Your Plan' })).toBeInTheDocument();
    const free = screen.getByRole('article', { name: 'Free plan' });
    expect(free).toHaveTextContent(planOffers.free.price);
    for (const line of planOffers.free.features) expect(within(free).getByText(line)).toBeInTheDocument();
    expect(within(free).getByRole('link', { name: 'Start for free' })).toHaveAttribute('href', '/sign-up');
    const premium = screen.getByRole('article', { name: 'Premium plan' });
    expect(premium).toHaveTextContent(planOffers.premium.price);
    for (const line of planOffers.premium.features) expect(within(premium).getByText(line)).toBeInTheDocument();
    expect(screen.getByText(billingTerms.renewal)).toBeInTheDocument();
    expect(screen.queryByText(/Current Plan/)).not.toBeInTheDocument();
    // The header is a visitor's: no account, and its links load the next page from the server.
    expect(screen.getAllByRole('link', { name: 'Sign In' })[0]).toHaveAttribute('href', '/sign-in');
    expect(server.requests.length).toBe(before);
  });

  it('when a visitor presses Upgrade, then "Please sign in to upgrade" with its links and the Authentication Required toast show, and no payment is made', async () => {
    const { user } = await renderSitePage('/pricing', { apiBaseUrl: server.url });
    await user.click(screen.getByRole('button', { name: /Upgrade to Premium/ }));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Please sign in to upgrade');
    expect(within(alert).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign-in');
    expect(within(alert).getByRole('link', { name: 'create a free account' })).toHaveAttribute('href', '/sign-up');
    expect(await screen.findByText('Authentication Required')).toBeInTheDocument();
    expect(screen.getByText('Please sign in to upgrade your plan.')).toBeInTheDocument();
    expect(server.requests.some((request) => request.path.startsWith('/api/payment'))).toBe(false);
    expect(window.localStorage.getItem('paymentAttemptInProgress')).toBeNull();
  });

  it('when a visitor joins the teams waitlist, then the dialog brings its own client, the address is sent once, and closing hands the focus back', async () => {
    server.on('POST', '/api/waitlist/teams', () => ({ status: 201, body: { joined: true, joinedAt: '2026-11-29T10:00:00.000Z' } }));
    const { user } = await renderSitePage('/pricing', { apiBaseUrl: server.url });
    const trigger = screen.getByRole('button', { name: teamsOffer.trigger });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(trigger);
    const dialog = await screen.findByRole('dialog');
    await user.type(await within(dialog).findByLabelText('Work email'), 'ops@agency.example');
    await user.click(within(dialog).getByRole('button', { name: 'Join the waitlist' }));
    expect(await within(dialog).findByText(teamsOffer.acknowledged)).toBeInTheDocument();
    const sent = server.requests.filter((request) => request.path === '/api/waitlist/teams');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toEqual({ email: 'ops@agency.example', teamSize: '2-5', note: '' });
    expect(sent[0]?.headers.authorization).toBeUndefined();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();
  });
});
