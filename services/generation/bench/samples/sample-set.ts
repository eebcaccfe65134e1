/**
 * The samples `npm run samples` writes: threads and tweets across topics (concepts, protocols,
 * events, questions, claims), tokens (live, falling, dated snapshot, unavailable, no price asked),
 * X posts and every form option. Each topic names the words a reader would look for in the first
 * tweet (`keys`), so "topic mentioned" is judged against what a person would call the topic.
 */
import { hookStyles, threadLengths, threadTones, tweetAudiences, tweetTones, tweetTypes, viralPotentials } from '@chainscribe/contracts';
import type { MarketFacts } from '../../src/domain/writing/figures.ts';
import type { ResearchNotes, ThreadBrief, TweetBrief } from '../../src/domain/writing/writer.ts';
import { btcSnapshot } from '../../test/support/briefs.ts';

export interface SampleTopic {
  /** Groups samples: sentences shared by two different keys count as repeated. */
  key: string;
  /** Words (any one, case-insensitive) that show the first tweet is about the topic. */
  keys: string[];
  thread: Pick<ThreadBrief, 'type' | 'topic' | 'token' | 'market' | 'priceUnavailable' | 'post' | 'research'>;
}

export interface ThreadSample {
  kind: 'thread';
  topic: SampleTopic;
  brief: ThreadBrief;
}
export interface TweetSample {
  kind: 'tweet';
  topic: SampleTopic;
  brief: TweetBrief;
}
export type Sample = ThreadSample | TweetSample;

const asOf = '2025-01-15T10:00:00.000Z';
const live = (m: Omit<MarketFacts, 'source' | 'asOf' | 'sentiment'>): MarketFacts => ({ ...m, sentiment: null, source: 'CoinGecko', asOf });

const restaking: ResearchNotes = {
  summary:
    "Restaking lets staked ETH secure additional services, extending Ethereum's economic security to new protocols in exchange for extra rewards and extra slashing risk.",
  keyPoints: [
    'Restaking reuses staked ETH to secure Actively Validated Services (AVSs) such as oracles, bridges and data-availability layers.',
    "Extra rewards come with extra risk: operators can be slashed by each service they opt into, on top of Ethereum's own rules.",
    'EigenLayer pioneered the model; Symbiotic and Karak offer alternative shared-security designs.',
  ],
  trends: ['Slashing and operator accountability as restaking matures'],
  hashtags: ['#Restaking', '#EigenLayer'],
  mentions: ['sreeramkannan', 'ether_fi', 'eigenlayer', 'symbioticfi'],
  news: [{ title: 'EigenLayer activates slashing on mainnet', url: null, source: 'The Block', published_at: '2025-01-14T08:00:00.000Z' }],
  viralFormats: [],
};

const custom = (key: string, topic: string, keys: string[], research: ResearchNotes | null = null): SampleTopic => ({
  key,
  keys,
  thread: { type: 'custom', topic, token: null, market: null, priceUnavailable: false, post: null, research },
});
const token = (symbol: string, name: string, market: MarketFacts | null, priceUnavailable = false): SampleTopic => ({
  key: `token-${symbol}`,
  keys: [symbol, name],
  thread: { type: 'token', topic: name, token: { symbol, name }, market, priceUnavailable, post: null, research: null },
});

export const sampleTopics: readonly SampleTopic[] = [
  custom('restaking', 'restaking on Ethereum', ['restaking'], restaking),
  custom('l2s', 'Why L2s matter', ['L2']),
  custom('btc-gold', 'bitcoin will flip gold this decade', ['bitcoin', 'gold']),
  custom('halving', 'the Bitcoin halving', ['halving']),
  custom('uni-hooks', 'Uniswap v4 hooks', ['Uniswap', 'hooks']),
  custom('lst', 'liquid staking tokens', ['liquid staking']),
  custom('stables', 'how stablecoins make money', ['stablecoin']),
  custom('pectra', 'the Ethereum Pectra upgrade', ['Pectra']),
  custom('aave', 'Aave', ['Aave']),
  custom('launchpads', 'memecoin launchpads', ['memecoin', 'launchpad']),
  custom('rwa', 'real-world assets on-chain', ['real-world assets', 'RWA']),
  custom('airdrops', 'airdrop farming', ['airdrop']),
  custom('lending', 'is DeFi lending safe', ['lending']),
  custom('bybit', 'the Bybit hack', ['Bybit']),
  custom('etfs', 'Ethereum ETFs', ['ETF']),
  custom('aa', 'account abstraction', ['account abstraction']),
  custom('chainlink', 'Chainlink oracles', ['Chainlink', 'oracle']),
  custom('unlocks', 'token unlocks', ['unlock']),
  custom(
    'rollups',
    'How to think about the trade-offs between optimistic and zero-knowledge rollups when choosing where to deploy a consumer app',
    ['rollup'],
  ),
  token(
    'SOL',
    'Solana',
    live({ symbol: 'SOL', name: 'Solana', price: 187.42, change24h: 3.21, marketCap: 91_234_567_890, volume24h: 4_500_000_000 }),
  ),
  token(
    'PEPE',
    'Pepe',
    live({ symbol: 'PEPE', name: 'Pepe', price: 0.00001234, change24h: -6.5, marketCap: 5_190_000_000, volume24h: 812_000_000 }),
  ),
  // As the market's bundled snapshot answers offline: the same fixture the writer's tests use.
  token('BTC', 'Bitcoin', btcSnapshot),
  token('LINK', 'Chainlink', null, true),
  token('ETH', 'Ethereum', null),
  token(
    'ARB',
    'Arbitrum',
    live({ symbol: 'ARB', name: 'Arbitrum', price: 0.4123, change24h: 0.8, marketCap: 1_800_000_000, volume24h: 210_000_000 }),
  ),
  {
    key: 'post-l2',
    keys: ['@l2watcher', 'post'],
    thread: {
      type: 'trend',
      topic: 'Most L2s are still running with training wheels',
      token: null,
      market: null,
      priceUnavailable: false,
      research: null,
      post: {
        text: 'Most L2s are still running with training wheels: upgrade keys, centralised sequencers, no permissionless proofs. Users should know this before bridging anything meaningful.',
        authorName: 'L2 Watcher',
        authorHandle: 'l2watcher',
        url: 'https://x.com/l2watcher/status/1879000000000000000',
      },
    },
  },
];

const cta = 'What do you think? Drop your thoughts below 👇';
const at = <T>(items: readonly T[], i: number): T => items[i % items.length] as T;

/** `threads` thread samples and `tweets` tweet samples, options cycled with co-prime strides so every pairing occurs. */
export function buildSamples(threads: number, tweets: number, seed = 'samples'): Sample[] {
  const out: Sample[] = [];
  for (let i = 0; i < threads; i++) {
    const topic = at(sampleTopics, i);
    const length = at(threadLengths, i * 3 + Math.floor(i / 7));
    out.push({
      kind: 'thread',
      topic,
      brief: {
        ...topic.thread,
        tone: at(threadTones, i + Math.floor(i / 11)),
        hookStyle: at(hookStyles, i * 5 + Math.floor(i / 3)),
        length,
        numbered: i % 3 === 0 || length >= 12,
        cta: i % 4 === 3 ? null : i % 8 === 1 ? 'Follow @chainscribe for a thread a day.' : cta,
        experience: at(['beginner', 'intermediate', 'expert'] as const, i + Math.floor(i / 5)),
        seed: `${seed}-thread-${i}`,
      },
    });
  }
  const tweetTopics = sampleTopics.filter((t) => t.thread.type === 'custom');
  for (let i = 0; i < tweets; i++) {
    const topic = at(tweetTopics, i);
    out.push({
      kind: 'tweet',
      topic,
      brief: {
        topic: topic.thread.topic,
        tone: at(tweetTones, i + Math.floor(i / 9)),
        type: at(tweetTypes, i * 3 + Math.floor(i / 13)),
        audience: at(tweetAudiences, i * 5),
        viralPotential: at(viralPotentials, i + Math.floor(i / 4)),
        includeHashtags: i % 2 === 0,
        includeEmojis: i % 3 !== 0,
        includeCTA: i % 4 === 1,
        includeQuestion: i % 5 === 2,
        mentions: topic.thread.research ? topic.thread.research.mentions : i % 6 === 0 ? ['vitalikbuterin', 'cobie', 'hasufl'] : [],
        research: topic.thread.research,
        referenceTweets: [],
        count: i % 2 === 0 ? 3 : 1,
        seed: `${seed}-tweet-${i}`,
      },
    });
  }
  return out;
}
