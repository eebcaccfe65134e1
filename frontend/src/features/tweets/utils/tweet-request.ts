import { xHandleSchema } from '@chainscribe/contracts';
import type { GenerateTweetRequestInput } from '@chainscribe/contracts';
import type { ResearchResult } from '../hooks/use-topic-research.ts';
import { handleOf, sameHandle } from './tweet-options.ts';
import type { TweetForm } from './tweet-options.ts';

const MAX_MENTIONS = 20;

/** Blank rows dropped, research suggestions appended, duplicates and invalid handles left out (spec §5). */
export function mentionsToSend(rows: readonly string[], suggested: readonly string[]): string[] {
  const out: string[] = [];
  for (const raw of [...rows, ...suggested]) {
    const handle = handleOf(raw);
    if (!handle || out.some((listed) => sameHandle(listed, handle))) continue;
    if (xHandleSchema.safeParse(handle).success) out.push(handle);
  }
  return out.slice(0, MAX_MENTIONS);
}

export function buildTweetRequest(form: TweetForm, research: ResearchResult | null): GenerateTweetRequestInput {
  const topic = form.topic.trim();
  const usable = research && research.topic.toLowerCase() === topic.toLowerCase() ? research : null;
  return {
    topic,
    tone: form.tone,
    mentions: mentionsToSend(form.mentions, usable?.research.suggested_mentions ?? []),
    referenceTweets: [],
    topicResearch: usable ? { ...usable.research, account_insights: usable.insights, trending_data: usable.trending } : null,
    generateMultiple: form.multiple,
    options: {
      tweetType: form.tweetType,
      targetAudience: form.audience,
      includeHashtags: form.hashtags,
      includeEmojis: form.emojis,
      includeCTA: form.cta,
      includeQuestion: form.question,
      urgency: 'normal',
      viralPotential: form.viralPotential,
      optimizeEngagement: true,
      includeNews: true,
      includeTrending: true,
      useResearchData: true,
      enhancedResearch: true,
    },
  };
}
