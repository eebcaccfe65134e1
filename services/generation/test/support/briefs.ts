import type { MarketFacts } from '../../src/domain/writing/figures.ts';
import type { ResearchNotes, ThreadBrief, TweetBrief } from '../../src/domain/writing/writer.ts';

/** Realistic inputs, shaped like the research and market services' answers. */
export const restakingResearch: ResearchNotes = {
  summary:
    "Restaking lets staked ETH (directly or through liquid staking tokens) secure additional services, extending Ethereum's economic security to new protocols in exchange for extra rewards and extra slashing risk.",
  keyPoints: [
    'Restaking reuses staked ETH to secure Actively Validated Services (AVSs) such as oracles, bridges and data-availability layers.',
    "Extra rewards come with extra risk: operators can be slashed by each service they opt into, on top of Ethereum's own rules.",
    "Liquid restaking tokens (LRTs) such as ether.fi's eETH make restaked positions tradable, but stack smart-contract and depeg risk.",
    'ETH trades at $3,120.50 (-1.75% in 24h) according to CoinGecko, as of 2025-01-15 10:00 UTC.',
    'EigenLayer pioneered the model; Symbiotic and Karak offer alternative shared-security designs.',
  ],
  trends: ['Slashing and operator accountability as restaking matures', 'Which AVSs earn real fees rather than token incentives'],
  hashtags: ['#Restaking', '#EigenLayer', '#Ethereum'],
  mentions: ['sreeramkannan', 'ether_fi'],
  news: [
    {
      title: 'EigenLayer activates slashing on mainnet',
      url: 'https://example.com/news/1',
      source: 'The Block',
      published_at: '2025-01-14T08:00:00.000Z',
    },
  ],
  viralFormats: [],
};

export const solMarket: MarketFacts = {
  symbol: 'SOL',
  name: 'Solana',
  price: 187.42,
  change24h: 3.21,
  marketCap: 91_234_567_890,
  volume24h: 4_500_000_000,
  sentiment: { label: 'bullish', score: 0.4, source: 'CoinGecko community votes' },
  source: 'CoinGecko',
  asOf: '2025-01-15T10:00:00.000Z',
};

/** As the market's bundled snapshot answers when no upstream can: old, dated, marked as a snapshot. */
export const btcSnapshot: MarketFacts = {
  symbol: 'BTC',
  name: 'Bitcoin',
  price: 96518,
  change24h: 2.3665,
  marketCap: 1_916_585_996_993,
  volume24h: 30_334_935_517,
  sentiment: null,
  source: 'bundled market snapshot',
  asOf: '2025-05-02T00:10:25.889Z',
  snapshot: true,
};

export const pepeMarket: MarketFacts = {
  symbol: 'PEPE',
  name: 'Pepe',
  price: 0.00001234,
  change24h: -6.5,
  marketCap: 5_190_000_000,
  volume24h: 812_000_000,
  sentiment: null,
  source: 'CoinGecko',
  asOf: '2025-01-15T10:05:00.000Z',
};

export const longPost = {
  text: 'Most L2s are still running with training wheels: upgrade keys, centralised sequencers, no permissionless proofs. Users should know this before bridging anything meaningful. The good news is that the stages framework makes progress visible, and several teams are shipping the last pieces this year.',
  authorName: 'L2 Watcher',
  authorHandle: 'l2watcher',
  url: 'https://x.com/l2watcher/status/1879000000000000000',
};

export const threadBrief = (overrides: Partial<ThreadBrief> = {}): ThreadBrief => ({
  type: 'custom',
  topic: 'restaking on Ethereum',
  token: null,
  market: null,
  priceUnavailable: false,
  post: null,
  research: null,
  tone: 'educational',
  hookStyle: 'question',
  length: 5,
  numbered: false,
  cta: 'What do you think? Drop your thoughts below 👇',
  experience: 'intermediate',
  seed: 'seed-1',
  ...overrides,
});

export const tweetBrief = (overrides: Partial<TweetBrief> = {}): TweetBrief => ({
  topic: 'restaking on Ethereum',
  tone: 'professional',
  type: 'insight',
  audience: 'general',
  viralPotential: 'medium',
  includeHashtags: true,
  includeEmojis: true,
  includeCTA: false,
  includeQuestion: false,
  mentions: [],
  research: null,
  referenceTweets: [],
  count: 3,
  seed: 'seed-1',
  ...overrides,
});
