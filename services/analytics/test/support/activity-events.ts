import type { DomainEvent } from '@chainscribe/contracts';
import type { KafkaBus } from '@chainscribe/service-kit';

/**
 * Events as their producers publish them (same payload schemas and business keys, hence the same
 * deterministic ids), built through service-kit so they pass the same validation.
 */
export function activityEvents(bus: KafkaBus) {
  const at = (iso: string) => ({ occurredAt: new Date(iso) });
  return {
    registered: (userId: string, registeredAt: string) =>
      bus.event(
        'user.registered',
        { userId, email: `${userId}@example.com`, plan: 'free', source: 'local', registeredAt },
        { key: userId, ...at(registeredAt) },
      ),
    session: (userId: string, sessionId: string, startedAt: string) =>
      bus.event('user.session_started', { userId, sessionId, startedAt, userAgent: 'vitest' }, { key: sessionId, ...at(startedAt) }),
    thread: (userId: string, jobId: string, generatedAt: string) =>
      bus.event(
        'thread.generated',
        {
          jobId,
          userId,
          threadId: `thread-${jobId}`,
          tweets: ['1/ gm: why restaking matters', '2/ it reuses security'],
          options: { threadType: 'custom', tonePreset: 'educational', hookStyle: 'question', threadLength: 5 },
          dataSourcesUsed: [],
          writer: 'template',
          generatedAt,
        },
        { key: jobId, ...at(generatedAt) },
      ),
    tweet: (userId: string, jobId: string, generatedAt: string, variationCount = 1) =>
      bus.event(
        'tweet.generated',
        {
          jobId,
          userId,
          variationCount,
          variations: Array.from({ length: variationCount }, (_, i) => ({
            id: `${jobId}-v${i + 1}`,
            content: `Variation ${i + 1}: L2 fees are down again`,
            score: 7,
            engagement_prediction: 'medium',
            hashtags: ['#L2'],
          })),
          topic: 'L2 fees',
          tone: 'professional',
          writer: 'template',
          generatedAt,
        },
        { key: jobId, ...at(generatedAt) },
      ),
    planChanged: (userId: string, businessKey: string, reason: 'payment_confirmed' | 'subscription_expired', changedAt: string) =>
      bus.event(
        'user.plan_changed',
        {
          userId,
          plan: reason === 'payment_confirmed' ? 'premium' : 'free',
          isPremium: reason === 'payment_confirmed',
          subscriptionExpiresAt: reason === 'payment_confirmed' ? new Date(Date.parse(changedAt) + 30 * 86_400_000).toISOString() : null,
          reason,
          changedAt,
        },
        { key: businessKey, ...at(changedAt) },
      ),
    deleted: (userId: string, deletedAt: string) => bus.event('user.deleted', { userId, deletedAt }, { key: userId, ...at(deletedAt) }),
  };
}

/** Publishes in order on each event's own topic (every activity event type has a topic of its name). */
export async function publishAll(bus: KafkaBus, events: readonly DomainEvent[]): Promise<void> {
  for (const event of events) await bus.publish(event.type, event);
}
