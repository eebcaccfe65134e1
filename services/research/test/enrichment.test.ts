import { describe, expect, it } from 'vitest';
import { researchTopic } from '@chainscribe/contracts';
import { createKnowledgeBase } from '../src/data-access/knowledge-base.ts';
import type { MarketQuote } from '../src/data-access/ports.ts';
import { figureGuard, mergeEnrichment } from '../src/domain/enrichment.ts';
import type { Findings } from '../src/domain/findings.ts';
import { marketPoint, marketSentence } from '../src/domain/market-facts.ts';
import { researchFromFindings, suggestedAccounts } from '../src/domain/research-topic.ts';

const kb = createKnowledgeBase();
const quote: MarketQuote = {
  symbol: 'PEPE',
  name: 'Pepe',
  price: 0.00001234,
  change24h: 12.5,
  marketCap: 5_200_000_000,
  volume24h: null,
  source: 'dexscreener',
  asOf: '2025-01-15T10:00:30.000Z',
};

function findingsFor(topic: string, quotes: MarketQuote[] = []): Findings {
  const narratives = kb.narrativesFor(topic, 3);
  return { topic, narratives, accounts: suggestedAccounts(kb, topic, narratives), quotes, news: [] };
}

describe('market facts', () => {
  it('when a quote is written, then only the figures given appear, with source and minute', () => {
    expect(marketSentence(quote)).toBe('PEPE trades at $0.00001234 (+12.50% in 24h) according to DexScreener, as of 2025-01-15 10:00 UTC.');
    expect(marketPoint(quote)).toBe(
      'PEPE price $0.00001234, 24h change +12.50%, market cap $5.2B (source: DexScreener, as of 2025-01-15 10:00 UTC)',
    );
  });
});

describe('merging an LLM answer', () => {
  const request = researchTopic.request.parse({ topic: 'pepe memecoins' });
  const findings = findingsFor('pepe memecoins', [quote]);
  const draft = researchFromFindings(findings, request, 'Daily 13:00–17:00 UTC: reasons.');

  it('when the model states figures we did not give it, then those lines are dropped', () => {
    const allowed = figureGuard(findings);
    expect(allowed('Memecoins trade on attention.')).toBe(true);
    expect(allowed('Up +12.50% in 24h per our data.')).toBe(true);
    expect(allowed('PEPE will 10x next week.')).toBe(false);
    expect(allowed('Dogecoin dates back to 2013.')).toBe(true);
    expect(allowed('Dogecoin dates back to 2012.')).toBe(false);
  });

  it('when the model invents a summary figure, then the knowledge-base summary stays', () => {
    const merged = mergeEnrichment(
      draft,
      { summary: 'PEPE is up 400% this month.', key_points: [], current_trends: [], trending_hashtags: [], suggested_mentions: [] },
      findings,
      request,
    );
    expect(merged.summary).toBe(draft.summary);
    expect(merged.key_points[0]).toBe(marketPoint(quote));
  });

  it('when includeTrending is off, then the model cannot add trends either', () => {
    const off = researchTopic.request.parse({ topic: 'pepe memecoins', includeTrending: false });
    const merged = mergeEnrichment(
      researchFromFindings(findings, off, ''),
      { summary: 'Memecoins run on culture.', key_points: [], current_trends: ['Anything'], trending_hashtags: [], suggested_mentions: [] },
      findings,
      off,
    );
    expect(merged.current_trends).toEqual([]);
    expect(merged.summary).toBe(`Memecoins run on culture. ${marketSentence(quote)}`);
  });
});
