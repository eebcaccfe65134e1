import type { TweetAudience, TweetTone, TweetType, ViralPotential } from '@chainscribe/contracts';

/** What the Tweet Generator form holds; the spec's defaults for the Advanced Options. */
export interface TweetForm {
  topic: string;
  autoResearch: boolean;
  tone: TweetTone;
  tweetType: TweetType;
  audience: TweetAudience;
  viralPotential: ViralPotential;
  mentions: string[];
  multiple: boolean;
  hashtags: boolean;
  emojis: boolean;
  cta: boolean;
  question: boolean;
}

export const defaultTweetForm: TweetForm = {
  topic: '',
  autoResearch: false,
  tone: 'professional',
  tweetType: 'insight',
  audience: 'general',
  viralPotential: 'medium',
  mentions: [''],
  multiple: false,
  hashtags: true,
  emojis: true,
  cta: false,
  question: false,
};

/** Spec §9 display caps. */
export const caps = {
  hashtags: 8,
  keyPoints: 3,
  news: 2,
  mentions: 6,
  suggestedChips: 8,
  viralFormats: 2,
  algorithmTips: 2,
  useSuggested: 3,
} as const;

export const handleOf = (mention: string): string => mention.trim().replace(/^@+/, '');
export const sameHandle = (a: string, b: string): boolean => handleOf(a).toLowerCase() === handleOf(b).toLowerCase();
