import { researchTopic, RESEARCH_MIN_TOPIC_LENGTH, type TopicResearch, type TweetAudience } from '@chainscribe/contracts';
import { callService, type Logger } from '@chainscribe/service-kit';

/** Jobs run in the worker, off the request path: one more try is worth more than a faster fallback. */
const workerAttempts = 2;

/** The research service's call 11 on behalf of the user whose job this is. Null when it cannot answer. */
export function createResearchClient(options: { baseUrl: string; internalKey: string; timeoutMs: number; logger: Logger }) {
  return {
    async research(
      userId: string,
      request: { topic: string; targetAudience?: TweetAudience; includeNews?: boolean; includeTrending?: boolean },
    ): Promise<TopicResearch | null> {
      const topic = request.topic.trim().slice(0, 500);
      if (topic.length < RESEARCH_MIN_TOPIC_LENGTH) return null;
      const answer = await callService({
        baseUrl: options.baseUrl,
        internalKey: options.internalKey,
        call: researchTopic,
        identity: { userId, email: '', sessionId: '' },
        body: {
          topic,
          includeNews: request.includeNews ?? true,
          includeTrending: request.includeTrending ?? true,
          targetAudience: request.targetAudience ?? 'general',
        },
        timeoutMs: options.timeoutMs,
        attempts: workerAttempts,
      });
      if (answer.ok) return answer.data;
      options.logger.warn({ status: answer.status, reason: answer.reason }, 'research service could not answer');
      return null;
    },
  };
}

export type ResearchClient = ReturnType<typeof createResearchClient>;
