/**
 * How fast the default TemplateWriter writes, validation included: threads per second across every
 * tone, hook style and length, and tweet sets (three scored variations) per second. No network.
 *
 *   node services/generation/bench/template-writer.bench.ts [seconds-per-measure]
 */
import { hookStyles, threadLengths, threadTones, tweetTones, tweetTypes } from '@chainscribe/contracts';
import { scoreTweet } from '../src/domain/writing/scorer.ts';
import { threadRulesFor, validateThread } from '../src/domain/writing/rules.ts';
import { writeTemplateThread } from '../src/domain/writing/template/thread-writer.ts';
import { writeTemplateTweets } from '../src/domain/writing/template/tweet-writer.ts';
import type { ThreadBrief, TweetBrief } from '../src/domain/writing/writer.ts';

const seconds = Number(process.argv[2] ?? 2);
const print = (line: string) => process.stdout.write(`${line}\n`);

const research = {
  summary:
    "Restaking lets staked ETH secure additional services, extending Ethereum's economic security to new protocols in exchange for extra rewards and extra slashing risk.",
  keyPoints: [
    'Restaking reuses staked ETH to secure Actively Validated Services (AVSs) such as oracles, bridges and data-availability layers.',
    "Extra rewards come with extra risk: operators can be slashed by each service they opt into, on top of Ethereum's own rules.",
    'EigenLayer pioneered the model; Symbiotic and Karak offer alternative shared-security designs.',
  ],
  trends: ['Slashing and operator accountability as restaking matures'],
  hashtags: ['#Restaking', '#EigenLayer'],
  mentions: [],
  news: [],
  viralFormats: [],
};
const market = {
  symbol: 'SOL',
  name: 'Solana',
  price: 187.42,
  change24h: 3.21,
  marketCap: 91_234_567_890,
  volume24h: 4_500_000_000,
  sentiment: null,
  source: 'CoinGecko',
  asOf: '2025-01-15T10:00:00.000Z',
};

const threadBriefs: ThreadBrief[] = threadTones.flatMap((tone) =>
  hookStyles.flatMap((hookStyle) =>
    threadLengths.map((length, i): ThreadBrief => ({
      type: i % 2 ? 'token' : 'custom',
      topic: i % 2 ? 'Solana' : 'restaking on Ethereum',
      token: i % 2 ? { symbol: 'SOL', name: 'Solana' } : null,
      market: i % 2 ? market : null,
      priceUnavailable: false,
      post: null,
      research: i % 3 ? research : null,
      tone,
      hookStyle,
      length,
      numbered: length >= 12,
      cta: 'What do you think? Drop your thoughts below 👇',
      experience: 'intermediate',
      seed: `${tone}-${hookStyle}-${length}`,
    })),
  ),
);
const tweetBriefs: TweetBrief[] = tweetTones.flatMap((tone) =>
  tweetTypes.map((type): TweetBrief => ({
    topic: 'restaking on Ethereum',
    tone,
    type,
    audience: 'general',
    viralPotential: 'medium',
    includeHashtags: true,
    includeEmojis: true,
    includeCTA: false,
    includeQuestion: true,
    mentions: ['ether_fi'],
    research,
    referenceTweets: [],
    count: 3,
    seed: `${tone}-${type}`,
  })),
);

function measure(name: string, unit: string, once: (i: number) => void): void {
  for (let i = 0; i < 200; i++) once(i);
  const latencies: number[] = [];
  const deadline = performance.now() + seconds * 1000;
  let n = 0;
  const started = performance.now();
  while (performance.now() < deadline) {
    const t = performance.now();
    once(n++);
    latencies.push(performance.now() - t);
  }
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => (latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? 0).toFixed(3);
  print(`${name}: ${(n / elapsed).toFixed(0)} ${unit}/s (n=${n}, p50 ${pct(50)} ms, p99 ${pct(99)} ms)`);
}

print(`template writer, ${seconds}s per measure, single core`);
measure('threads (all tones × hooks × lengths, validated)', 'threads', (i) => {
  const brief = threadBriefs[i % threadBriefs.length] as ThreadBrief;
  const tweets = writeTemplateThread({ ...brief, seed: `${brief.seed}-${i}` });
  if (validateThread(tweets, threadRulesFor(brief)).length > 0) throw new Error('invalid thread');
});
measure('tweet sets (3 variations, scored)', 'sets', (i) => {
  const brief = tweetBriefs[i % tweetBriefs.length] as TweetBrief;
  for (const draft of writeTemplateTweets({ ...brief, seed: `${brief.seed}-${i}` })) scoreTweet(draft.content);
});
