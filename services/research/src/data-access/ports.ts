/**
 * What data access offers the domain: the knowledge base, market quotes, news, the LLM and the
 * cache. The composition root builds the implementations and passes them into the use cases.
 */
import type { NewsItem, PlanId, TweetAudience } from '@chainscribe/contracts';
import type { Identity } from '@chainscribe/service-kit';

/** A crypto narrative of the curated knowledge base. */
export interface Narrative {
  id: string;
  name: string;
  /** One or two sentences that open a research summary. */
  summary: string;
  keywords: string[];
  hashtags: string[];
  talkingPoints: string[];
  /** What the conversation around the narrative is about; curated, not live. */
  trends: string[];
  /** Open questions people argue about. */
  discussions: string[];
  /** X handles (without '@') of accounts known for this narrative. */
  accounts: string[];
  /** Token symbols the narrative is about, for search only. */
  tokens: string[];
}

export interface AccountProfile {
  handle: string;
  name: string;
  kind: 'person' | 'organization';
  expertise: string;
  style: string;
  mentionStrategy: string;
  /** Search terms: projects, sectors and themes the account is known for. */
  topics: string[];
}

export interface ViralFormat {
  name: string;
  description: string;
  audiences: readonly TweetAudience[] | 'all';
}

export interface EngagementPeak {
  /** UTC windows, written for people. */
  windows: string;
  why: string;
}

/** The curated knowledge base, searched by topic. */
export interface KnowledgeBase {
  narrativesFor(topic: string, limit: number): Narrative[];
  accountsFor(topic: string, limit: number): AccountProfile[];
  account(handle: string): AccountProfile | undefined;
  /** Symbols of tokens the topic names ($SOL, 'ethereum'), in order of appearance. */
  tokensNamedIn(topic: string): string[];
  viralFormats(audience: TweetAudience): ViralFormat[];
  algorithmTips(): string[];
  engagementPeak(audience: TweetAudience): EngagementPeak;
}

/** A live market figure with where and when it was observed; absent when nobody knows. */
export interface MarketQuote {
  symbol: string;
  name: string | null;
  price: number;
  change24h: number | null;
  marketCap: number | null;
  volume24h: number | null;
  source: string;
  asOf: string;
}

export interface MarketData {
  quote(symbol: string): Promise<MarketQuote | null>;
}

export interface NewsSource {
  /** Items from the configured feeds that are about the topic; [] when none are configured or reachable. */
  about(query: { topic: string; keywords: string[] }, limit: number): Promise<NewsItem[]>;
}

/** What the knowledge base found, handed to the LLM as its only source of facts. */
export interface EnrichmentContext {
  topic: string;
  audience: TweetAudience;
  narratives: { name: string; summary: string; talkingPoints: string[]; trends: string[] }[];
  marketFacts: string[];
  newsTitles: string[];
  curatedAccounts: { handle: string; expertise: string }[];
}

export interface Enrichment {
  summary: string;
  key_points: string[];
  current_trends: string[];
  trending_hashtags: string[];
  suggested_mentions: string[];
}

export interface Enricher {
  /** null when the model failed or is not configured: the knowledge-base result stands. */
  enrich(context: EnrichmentContext): Promise<Enrichment | null>;
}

export interface ResultCache {
  get(key: string): Promise<unknown>;
  set(key: string, value: unknown, ttlSeconds: number): Promise<void>;
}

/** Who is on which plan; null when nobody can say right now. */
export interface PlanLookup {
  planOf(identity: Identity): Promise<PlanId | null>;
}

/** Per-user counters for the UTC day (service-kit's daily counter); `limit` -1 is unlimited. */
export interface BudgetCounter {
  reserve(userId: string, limit: number): Promise<{ granted: boolean; used: number; date: string }>;
  refund(userId: string, date: string): Promise<unknown>;
}
