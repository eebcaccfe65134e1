import {
  DEFAULT_THREAD_LENGTH,
  TWEET_VARIATION_COUNT,
  planFeatures,
  type GenerateThreadRequest,
  type GenerateTweetRequest,
  type PlanId,
  type TokenData,
  type TopicResearch,
  type TweetAudience,
} from '@chainscribe/contracts';
import type { TokenLookup } from '../data-access/market.client.ts';
import type { EmbeddedPost } from '../data-access/oembed.client.ts';
import { handleFromUrl } from '../data-access/oembed.client.ts';
import { GenerationFailure, failures } from './failures.ts';
import { attributionOf, timeLabel, type MarketFacts } from './writing/figures.ts';
import { cashtagsOf } from './writing/text.ts';
import type { ResearchNotes, ThreadBrief, TweetBrief } from './writing/writer.ts';

/** Where the worker gathers what it writes from; each answers null when it cannot help. */
export interface InputPorts {
  market: { tokenData(symbol: string): Promise<TokenLookup> };
  research: {
    research(
      userId: string,
      request: { topic: string; targetAudience?: TweetAudience; includeNews?: boolean; includeTrending?: boolean },
    ): Promise<TopicResearch | null>;
  };
  xPosts: { post(url: string): Promise<EmbeddedPost | null> };
}

export interface Gathered<B> {
  brief: B;
  /** What the text was built from, in words the user reads (enhancedFeatures.dataSourcesUsed). */
  sources: string[];
  xIntegration: boolean;
}

const sourceNames: Readonly<Record<string, string>> = {
  coingecko: 'CoinGecko',
  dexscreener: 'DexScreener',
  catalogue: 'token catalogue',
  snapshot: 'bundled market snapshot',
};

/** Figures may be printed only when the market service had figures with a time: live, cached, or its dated snapshot (marked so). */
export function toMarketFacts(data: TokenData): MarketFacts | null {
  if (data.status === 'unavailable' || data.price === null || data.source === null || data.asOf === null) return null;
  return {
    symbol: data.symbol,
    name: data.name,
    price: data.price,
    change24h: data.change24h,
    marketCap: data.marketCap,
    volume24h: data.volume24h,
    sentiment: data.sentiment,
    source: sourceNames[data.source] ?? data.source,
    asOf: data.asOf,
    snapshot: data.status === 'snapshot',
    fdv: data.fullyDilutedValuation ?? null,
    supply: data.circulatingSupply ?? null,
  };
}

export function notesFromResearch(research: TopicResearch, options: { news?: boolean; trending?: boolean } = {}): ResearchNotes | null {
  const notes: ResearchNotes = {
    summary: research.summary,
    keyPoints: research.key_points,
    trends: options.trending === false ? [] : research.current_trends,
    hashtags: research.trending_hashtags,
    mentions: research.suggested_mentions,
    news: options.news === false ? [] : research.recent_news,
    viralFormats: [],
  };
  const empty =
    !notes.summary && notes.keyPoints.length === 0 && notes.trends.length === 0 && notes.hashtags.length === 0 && notes.news.length === 0;
  return empty ? null : notes;
}

/** A job's seed: the same job always writes the same text; every new job writes something new. */
export const seedOf = (jobId: string): string => jobId;

export async function gatherThreadInputs(
  job: { jobId: string; userId: string; plan: PlanId },
  request: GenerateThreadRequest,
  ports: InputPorts,
): Promise<Gathered<ThreadBrief>> {
  const o = request.options;
  const sources: string[] = [];
  let xIntegration = false;
  let token: ThreadBrief['token'] = null;
  let tokenData: TokenData | null = null;
  let post: ThreadBrief['post'] = null;
  let topic: string;
  let researchTopic: string;

  if (o.threadType === 'token') {
    const symbol = o.tokenSymbol ?? '';
    const found = await ports.market.tokenData(symbol);
    if (found === 'not-found') throw new GenerationFailure(failures.tokenNotFound(symbol));
    tokenData = found;
    token = { symbol, name: found?.name ?? null };
    if (found) sources.push('Token details (market service)');
    topic = token.name ?? symbol;
    researchTopic = token.name ? `${token.name} ${symbol}` : symbol;
  } else if (o.threadType === 'trend') {
    const url = o.tweetUrl ?? '';
    const embedded = await ports.xPosts.post(url);
    if (embedded) {
      post = embedded;
      xIntegration = true;
      sources.push('X post (oEmbed)');
    } else if (o.customTopic) {
      post = { text: o.customTopic, authorName: null, authorHandle: handleFromUrl(url), url };
      sources.push('Post text you pasted');
    } else {
      throw new GenerationFailure(failures.postUnreadable);
    }
    topic = post.text;
    researchTopic = post.text;
  } else {
    topic = o.customTopic ?? '';
    researchTopic = topic;
    sources.push('Your topic');
  }

  // Price figures only when the plan allows them, the user asked, and the market has them.
  let market: MarketFacts | null = null;
  let priceUnavailable = false;
  if (o.includePrice && planFeatures(job.plan).realtimeData) {
    const symbol = token?.symbol ?? o.tokenSymbol ?? cashtagsOf(topic)[0]?.toUpperCase();
    const data = symbol ? (token ? tokenData : await ports.market.tokenData(symbol)) : null;
    market = data && data !== 'not-found' ? toMarketFacts(data) : null;
    if (market?.snapshot) sources.push(`Market data ${attributionOf(market)}`);
    else if (market) sources.push(`Live market data (${market.source}, ${timeLabel(market.asOf)})`);
    else priceUnavailable = true;
  }

  const researched = await ports.research.research(job.userId, { topic: researchTopic, targetAudience: 'general' });
  const research = researched ? notesFromResearch(researched) : null;
  if (research) sources.push('Topic research');

  const brief: ThreadBrief = {
    type: o.threadType,
    topic,
    token,
    market,
    priceUnavailable,
    post,
    research,
    tone: o.tonePreset,
    hookStyle: o.hookStyle,
    length: o.threadLength ?? DEFAULT_THREAD_LENGTH,
    // Numbered in the explanatory voices and in long threads, where readers need their place.
    numbered: o.tonePreset === 'educational' || o.tonePreset === 'calm' || o.threadLength >= 12,
    cta: o.includeCTA ? o.ctaText : null,
    experience: o.userExperienceLevel ?? 'intermediate',
    seed: seedOf(job.jobId),
  };
  return { brief, sources, xIntegration };
}

export async function gatherTweetInputs(
  job: { jobId: string; userId: string },
  request: GenerateTweetRequest,
  ports: InputPorts,
): Promise<Gathered<TweetBrief>> {
  const o = request.options;
  const sources = ['Your topic'];
  let research: ResearchNotes | null = null;
  if (o.useResearchData) {
    if (request.topicResearch) {
      // What the user saw in the research panel, so the tweet matches it.
      const echoed = request.topicResearch;
      research = notesFromResearch(echoed, { news: o.includeNews, trending: o.includeTrending });
      if (research && o.includeTrending && echoed.trending_data) {
        research.hashtags = [...research.hashtags, ...echoed.trending_data.trending_hashtags];
        research.viralFormats = echoed.trending_data.viral_content_types;
      }
      if (research) sources.push('Topic research (your research panel)');
    } else {
      const researched = await ports.research.research(job.userId, {
        topic: request.topic,
        targetAudience: o.targetAudience,
        includeNews: o.includeNews,
        includeTrending: o.includeTrending,
      });
      research = researched ? notesFromResearch(researched, { news: o.includeNews, trending: o.includeTrending }) : null;
      if (research) sources.push('Topic research');
    }
  }
  const mentions = [...new Set(request.mentions.map((m) => m.replace(/^@/, '')))];
  const brief: TweetBrief = {
    topic: request.topic,
    tone: request.tone,
    type: o.tweetType,
    audience: o.targetAudience,
    viralPotential: o.viralPotential,
    includeHashtags: o.includeHashtags,
    includeEmojis: o.includeEmojis,
    includeCTA: o.includeCTA,
    includeQuestion: o.includeQuestion,
    mentions,
    research,
    referenceTweets: request.referenceTweets,
    count: request.generateMultiple ? TWEET_VARIATION_COUNT : 1,
    seed: seedOf(job.jobId),
  };
  return { brief, sources, xIntegration: false };
}
