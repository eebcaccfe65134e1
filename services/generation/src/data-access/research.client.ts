import { researchTopic, RESEARCH_MIN_TOPIC_LENGTH, type TopicResearch, type TweetAudience } from '@chainscribe/contracts';
import { signIdentity, type Logger } from '@chainscribe/service-kit';

/** The research service's call 11 on behalf of the user whose job this is. Null when it cannot answer. */
export function createResearchClient(options: { baseUrl: string; internalKey: string; timeoutMs: number; logger: Logger }) {
  return {
    async research(userId: string, request: { topic: string; targetAudience?: TweetAudience; includeNews?: boolean; includeTrending?: boolean }): Promise<TopicResearch | null> {
      const topic = request.topic.trim().slice(0, 500);
      if (topic.length < RESEARCH_MIN_TOPIC_LENGTH) return null;
      const url = new URL(researchTopic.path, options.baseUrl);
      const identity = { userId, email: '', sessionId: '' };
      const body = JSON.stringify({
        topic,
        includeNews: request.includeNews ?? true,
        includeTrending: request.includeTrending ?? true,
        targetAudience: request.targetAudience ?? 'general',
      });
      try {
        const res = await fetch(url, {
          method: 'POST',
          headers: {
            accept: 'application/json',
            'content-type': 'application/json',
            ...signIdentity(options.internalKey, { method: 'POST', target: url.pathname, body }, identity),
          },
          body,
          signal: AbortSignal.timeout(options.timeoutMs),
        });
        if (!res.ok) {
          options.logger.warn({ status: res.status }, 'research service refused');
          return null;
        }
        const parsed = researchTopic.response.safeParse(await res.json());
        if (!parsed.success) {
          options.logger.warn({ issues: parsed.error.issues.slice(0, 3) }, 'research service answered outside its contract');
          return null;
        }
        return parsed.data;
      } catch (err) {
        options.logger.warn({ err: (err as Error).message }, 'research service unreachable');
        return null;
      }
    },
  };
}

export type ResearchClient = ReturnType<typeof createResearchClient>;
