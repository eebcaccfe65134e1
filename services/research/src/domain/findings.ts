import type { NewsItem } from '@chainscribe/contracts';
import type { AccountProfile, MarketQuote, Narrative } from '../data-access/ports.ts';

/** What the knowledge base, the market and the feeds know about a topic, before any LLM. */
export interface Findings {
  topic: string;
  narratives: Narrative[];
  accounts: AccountProfile[];
  quotes: MarketQuote[];
  news: NewsItem[];
}

// Caps on what a research answer carries; the UI shows fewer (spec §9 display caps).
export const MAX_NARRATIVES = 3;
export const MAX_TOKENS = 3;
export const MAX_NEWS = 5;
export const MAX_MENTIONS = 8;
export const MAX_HASHTAGS = 10;
export const MAX_KEY_POINTS = 6;
export const MAX_TRENDS = 6;
