import { quickTweetAudiences, quickTweetStyles } from '@chainscribe/contracts/catalogue';
import type {
  GenerateTweetRequestInput,
  QuickTweetAudience,
  QuickTweetLength,
  QuickTweetStyle,
  QuickTweetTone,
  TopicResearch,
  TweetAudience,
  TweetTone,
  TweetType,
} from '@chainscribe/contracts';

/** Spec §5/§9: suggestions are fetched 2 s after the topic passes 5 characters. */
export const SUGGESTION_DELAY_MS = 2000;
export const SUGGESTION_MIN_LENGTH = 5;
/** Spec §9: the tool's limit when the limit call fails for a signed-in user. */
export const QUICK_TOOL_LIMIT_FALLBACK = 10;

export const styleNames: Readonly<Record<QuickTweetStyle, string>> = {
  single: 'Single Tweet',
  thread: 'Thread Starter',
  viral: 'Viral',
  educational: 'Educational',
  promotional: 'Promotional',
};
export const audienceNames: Readonly<Record<QuickTweetAudience, string>> = {
  general: 'General',
  tech: 'Tech',
  business: 'Business',
  creators: 'Creators',
  finance: 'Finance',
  crypto: 'Crypto',
  ai: 'AI',
  startup: 'Startup',
};

// The tool's own lists (spec §9) mapped onto what the tweet writer understands.
const toneFor: Readonly<Record<QuickTweetTone, TweetTone>> = {
  professional: 'professional',
  bold: 'bold',
  funny: 'funny',
  educational: 'educational',
  motivational: 'hype',
  controversial: 'bold',
  inspirational: 'hype',
  'thought-provoking': 'analytical',
  casual: 'casual',
  expert: 'analytical',
};
const typeFor: Readonly<Record<QuickTweetStyle, TweetType>> = {
  single: 'insight',
  thread: 'thread-starter',
  viral: 'hot-take',
  educational: 'educational',
  promotional: 'announcement',
};
export const audienceFor: Readonly<Record<QuickTweetAudience, TweetAudience>> = {
  general: 'general',
  tech: 'builders',
  business: 'investors',
  creators: 'general',
  finance: 'traders',
  crypto: 'crypto-natives',
  ai: 'builders',
  startup: 'builders',
};

export function quickTweetRequest(input: {
  topic: string;
  tone: QuickTweetTone;
  style: QuickTweetStyle;
  audience: QuickTweetAudience;
  length: QuickTweetLength;
  research: TopicResearch | null;
}): GenerateTweetRequestInput {
  const short = input.length === 'short';
  return {
    topic: input.topic.trim(),
    tone: toneFor[input.tone],
    mentions: [],
    referenceTweets: [],
    topicResearch: input.research ? { ...input.research, account_insights: {}, trending_data: null } : null,
    generateMultiple: false,
    options: {
      tweetType: typeFor[input.style],
      targetAudience: audienceFor[input.audience],
      // The writer has no length setting: a short tweet leaves out the extras that make it long.
      includeHashtags: !short,
      includeEmojis: !short,
      includeCTA: input.style === 'promotional' && !short,
      includeQuestion: input.tone === 'thought-provoking' && !short,
      urgency: 'normal',
      viralPotential: input.style === 'viral' || input.tone === 'controversial' ? 'high' : 'medium',
    },
  };
}

export const quickStyleOptions = quickTweetStyles.map((item) => ({ id: item, name: styleNames[item] }));
export const quickAudienceOptions = quickTweetAudiences.map((item) => ({ id: item, name: audienceNames[item] }));
