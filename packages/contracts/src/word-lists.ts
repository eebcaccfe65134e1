// The other fixed word lists, their types and the options the UI shows for them, without zod: the
// app's start-up path reads them through `@chainscribe/contracts/catalogue`. Apart from
// vocabulary.ts so that the marketing pages' bundle, which needs only the plans' words, stays small.
// enums.ts builds the schemas from these same lists.
import type { ThreadLength } from './vocabulary.ts';

/** A selectable option as the UI lists it. */
export interface Option<Id extends string> {
  readonly id: Id;
  readonly name: string;
  readonly description?: string;
}

// ---- Plans and payments -------------------------------------------------------------------

export const paymentProviders = ['sandbox', 'nowpayments'] as const;
export type PaymentProvider = (typeof paymentProviders)[number];

/** Our normalised payment lifecycle; provider-specific statuses are mapped onto it. */
export const paymentStatuses = ['pending', 'confirmed', 'failed', 'expired', 'refunded', 'partially_paid'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

/** Subscription state of a user row (`plan_status`): never paid, paid and current, or lapsed. */
export const planStatuses = ['free', 'active', 'expired'] as const;
export type PlanStatus = (typeof planStatuses)[number];

export { authModes, type AuthMode } from './auth-modes.ts';

// ---- Threads (spec §3, §9) ----------------------------------------------------------------

export const DEFAULT_THREAD_LENGTH: ThreadLength = 5;

/** Spec §9: expert above 10 threads, intermediate above 3, else beginner. */
export const experienceLevels = ['beginner', 'intermediate', 'expert'] as const;
export type ExperienceLevel = (typeof experienceLevels)[number];

// ---- Tweet generator ----------------------------------------------------------------------

export const viralPotentials = ['low', 'medium', 'high', 'extreme'] as const;
export type ViralPotential = (typeof viralPotentials)[number];
export const viralPotentialLabels: Readonly<Record<ViralPotential, string>> = {
  low: 'Conservative',
  medium: 'Balanced',
  high: 'Aggressive',
  extreme: 'Extreme',
};

export const tweetTypes = [
  'insight',
  'hot-take',
  'educational',
  'announcement',
  'thread-starter',
  'news-reaction',
  'question',
  'meme',
] as const;
export type TweetType = (typeof tweetTypes)[number];
export const tweetTypeOptions: readonly Option<TweetType>[] = [
  { id: 'insight', name: 'Insight', description: 'A sharp observation backed by data or experience' },
  { id: 'hot-take', name: 'Hot Take', description: 'A bold, contrarian opinion that sparks debate' },
  { id: 'educational', name: 'Educational', description: 'Explain a concept simply for your followers' },
  { id: 'announcement', name: 'Announcement', description: 'Share a launch, listing, partnership or milestone' },
  { id: 'thread-starter', name: 'Thread Starter', description: 'A hook that opens a longer thread' },
  { id: 'news-reaction', name: 'News Reaction', description: 'Your take on what just happened in the market' },
  { id: 'question', name: 'Question', description: 'Ask your audience and drive replies' },
  { id: 'meme', name: 'Meme', description: 'Crypto-native humour and culture' },
];

export const tweetAudiences = ['general', 'crypto-natives', 'defi', 'nft', 'traders', 'builders', 'investors', 'newcomers'] as const;
export type TweetAudience = (typeof tweetAudiences)[number];
export const tweetAudienceOptions: readonly Option<TweetAudience>[] = [
  { id: 'general', name: 'General', description: 'Anyone curious about crypto and Web3' },
  { id: 'crypto-natives', name: 'Crypto Natives', description: 'Degens and CT regulars who know the lingo' },
  { id: 'defi', name: 'DeFi Users', description: 'Yield farmers, LPs and protocol power users' },
  { id: 'nft', name: 'NFT Collectors', description: 'Collectors, artists and community builders' },
  { id: 'traders', name: 'Traders', description: 'Charts, levels, momentum and risk' },
  { id: 'builders', name: 'Builders', description: 'Developers and founders shipping on-chain' },
  { id: 'investors', name: 'Investors', description: 'Long-term holders, funds and fundamentals' },
  { id: 'newcomers', name: 'Newcomers', description: 'People taking their first steps in crypto' },
];

export const tweetTones = ['professional', 'casual', 'bold', 'funny', 'educational', 'analytical', 'hype', 'degen'] as const;
export type TweetTone = (typeof tweetTones)[number];
export const tweetToneOptions: readonly Option<TweetTone>[] = [
  { id: 'professional', name: 'Professional', description: 'Credible and polished' },
  { id: 'casual', name: 'Casual', description: 'Friendly and conversational' },
  { id: 'bold', name: 'Bold', description: 'Confident, strong claims' },
  { id: 'funny', name: 'Funny', description: 'Witty and light' },
  { id: 'educational', name: 'Educational', description: 'Clear and explanatory' },
  { id: 'analytical', name: 'Analytical', description: 'Numbers, reasoning and nuance' },
  { id: 'hype', name: 'Hype', description: 'High energy and excitement' },
  { id: 'degen', name: 'Degen', description: 'CT slang, memes and conviction' },
];

export const tweetUrgencies = ['normal'] as const;

// ---- Quick tweet tool (spec §9) -----------------------------------------------------------

export const quickTweetTones = [
  'professional',
  'bold',
  'funny',
  'educational',
  'motivational',
  'controversial',
  'inspirational',
  'thought-provoking',
  'casual',
  'expert',
] as const;
export type QuickTweetTone = (typeof quickTweetTones)[number];
export const quickTweetToneOptions: readonly Option<QuickTweetTone>[] = [
  { id: 'professional', name: 'Professional' },
  { id: 'bold', name: 'Bold' },
  { id: 'funny', name: 'Funny' },
  { id: 'educational', name: 'Educational' },
  { id: 'motivational', name: 'Motivational' },
  { id: 'controversial', name: 'Controversial' },
  { id: 'inspirational', name: 'Inspirational' },
  { id: 'thought-provoking', name: 'Thought-provoking' },
  { id: 'casual', name: 'Casual' },
  { id: 'expert', name: 'Expert' },
];

export const quickTweetStyles = ['single', 'thread', 'viral', 'educational', 'promotional'] as const;
export type QuickTweetStyle = (typeof quickTweetStyles)[number];

export const quickTweetAudiences = ['general', 'tech', 'business', 'creators', 'finance', 'crypto', 'ai', 'startup'] as const;
export type QuickTweetAudience = (typeof quickTweetAudiences)[number];

export const quickTweetLengths = ['short', 'medium'] as const;
export type QuickTweetLength = (typeof quickTweetLengths)[number];
export const DEFAULT_QUICK_TWEET_LENGTH: QuickTweetLength = 'medium';

// ---- Generation jobs ----------------------------------------------------------------------

export const generationKinds = ['thread', 'tweet', 'rewrite'] as const;
export type GenerationKind = (typeof generationKinds)[number];

export const jobStatuses = ['queued', 'running', 'succeeded', 'failed'] as const;
export type JobStatus = (typeof jobStatuses)[number];

/** Which `Writer` produced the text (ARCHITECTURE §5). */
export const writerKinds = ['openai', 'template'] as const;
export type WriterKind = (typeof writerKinds)[number];
