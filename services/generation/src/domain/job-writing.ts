import type { GenerationRequestedV1 } from '@chainscribe/contracts';
import type { JobTemplate, ThreadResult, TweetResult } from '../data-access/job.model.ts';
import { citeThread } from './citations/citations.ts';
import { dataPointsOf } from './citations/data-points.ts';
import { gatherThreadInputs, gatherTweetInputs, type InputPorts } from './inputs.ts';
import { followingTemplate } from './templates/following.ts';
import { describeViolation, threadRulesFor, validateThread } from './writing/rules.ts';
import { scoreTweet } from './writing/scorer.ts';
import { WriterError, type Writer } from './writing/writer.ts';

export const threadIdOf = (jobId: string): string => `thread-${jobId}`;
export const tweetIdOf = (jobId: string, position: number): string => `${jobId}-${position}`;

/** What writing needs: the inputs to gather, the writer, and a way to report that gathering is done. */
export interface WritingPorts {
  inputs: InputPorts;
  writer: Writer;
  /** Called once the inputs are gathered (the job shows 45 % if writing then takes a while). */
  gathered: () => Promise<void>;
}

/** A thread for the request (following the template's beats when there is one); nothing leaves without passing the rules. */
export async function writeThread(
  data: Extract<GenerationRequestedV1, { kind: 'thread' }>,
  template: JobTemplate | null,
  ports: WritingPorts,
  signal: AbortSignal,
): Promise<ThreadResult> {
  const gathered = await gatherThreadInputs(data, data.request, ports.inputs);
  await ports.gathered();
  const brief = template ? followingTemplate(gathered.brief, template) : gathered.brief;
  const written = await ports.writer.writeThread(brief, signal);
  // Whatever wrote it, nothing leaves without passing the rules.
  const violations = validateThread(written.tweets, threadRulesFor(brief));
  if (violations.length > 0) throw new WriterError('thread failed validation', violations.map(describeViolation));
  const o = data.request.options;
  // Whatever wrote it, each figure is tied to the data it came from; one nothing explains is flagged, not refused.
  const dataPoints = dataPointsOf(brief.market);
  return {
    ...citeThread(written.tweets, dataPoints),
    dataPoints,
    kind: 'thread',
    threadId: threadIdOf(data.jobId),
    tweets: written.tweets,
    options: {
      threadType: o.threadType,
      tonePreset: o.tonePreset,
      hookStyle: o.hookStyle,
      threadLength: o.threadLength,
      tokenSymbol: o.tokenSymbol ?? null,
    },
    topic: (o.threadType === 'token' ? (o.tokenSymbol ?? '') : o.customTopic || gathered.brief.topic).slice(0, 500) || null,
    enhancedFeatures: {
      dataSourcesUsed: gathered.sources,
      aiModel: written.model,
      xIntegrationEnabled: gathered.xIntegration,
      historicalDataUsed: false,
      competitorAnalysisIncluded: false,
    },
    writer: written.writer,
    model: written.model,
    ...(template ? { template: { id: template.id, name: template.name, roles: written.roles ?? template.beats.map((b) => b.role) } } : {}),
  };
}

/** Tweet variations for the request, scored and best first. */
export async function writeTweets(
  data: Extract<GenerationRequestedV1, { kind: 'tweet' }>,
  ports: WritingPorts,
  signal: AbortSignal,
): Promise<TweetResult> {
  const gathered = await gatherTweetInputs(data, data.request, ports.inputs);
  await ports.gathered();
  const written = await ports.writer.writeTweets(gathered.brief, signal);
  const variations = written.drafts
    .map((draft) => {
      const score = scoreTweet(draft.content, gathered.brief.viralPotential);
      return {
        content: draft.content,
        hashtags: draft.hashtags,
        score: score.score,
        engagement_prediction: score.engagementPrediction,
        reasoning: score.reasoning,
      };
    })
    .sort((a, b) => b.score - a.score)
    .map((v, i) => ({ id: tweetIdOf(data.jobId, i + 1), ...v }));
  return {
    kind: 'tweet',
    variations,
    topic: data.request.topic,
    tone: data.request.tone,
    dataSourcesUsed: gathered.sources,
    writer: written.writer,
    model: written.model,
  };
}
