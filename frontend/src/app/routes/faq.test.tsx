import { screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderApp } from '../../testing/render-app.tsx';
import { startTestServer } from '../../testing/test-server.ts';
import type { TestServer } from '../../testing/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('/faq', () => {
  it('when a visitor opens the FAQ, then four categories of four questions are listed, all closed', async () => {
    renderApp('/faq', { apiBaseUrl: server.url });
    expect(await screen.findByRole('heading', { name: 'Frequently asked questions' })).toBeInTheDocument();
    for (const category of ['Getting Started', 'Features & Usage', 'Pricing & Plans', 'Security & Support']) {
      expect(screen.getByRole('heading', { name: category })).toBeInTheDocument();
    }
    const questions = screen.getAllByRole('button', { expanded: false }).filter((button) => button.textContent?.endsWith('?'));
    expect(questions).toHaveLength(16);
  });

  it('when a second question is opened, then the first one closes (one item open at a time)', async () => {
    const { user } = renderApp('/faq', { apiBaseUrl: server.url });
    const first = await screen.findByRole('button', { name: 'What is Chainscribe?' });
    const second = screen.getByRole('button', { name: 'How much does Premium cost?' });

    await user.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/AI writing studio for crypto and Web3 creators on X/)).toBeVisible();

    await user.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getAllByRole('button', { expanded: true })).toHaveLength(1);

    await user.click(second);
    expect(screen.queryAllByRole('button', { expanded: true })).toHaveLength(0);
  });

  it('when a keyboard user tabs to a question and presses Enter, then it opens', async () => {
    const { user } = renderApp('/faq', { apiBaseUrl: server.url });
    const question = await screen.findByRole('button', { name: 'When do daily limits reset?' });
    question.focus();
    await user.keyboard('{Enter}');
    expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Daily limits reset at midnight UTC. Premium has no daily thread or tweet limit.')).toBeVisible();
  });
});
