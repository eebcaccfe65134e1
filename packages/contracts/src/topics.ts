/** Kafka topic names (ARCHITECTURE §4). Partition key is the user id unless noted. */
export const topics = {
  userRegistered: 'user.registered',
  userPlanChanged: 'user.plan_changed',
  userSessionStarted: 'user.session_started',
  paymentCreated: 'payment.created',
  paymentConfirmed: 'payment.confirmed',
  paymentFailed: 'payment.failed',
  /** Keyed by job id so jobs spread over every worker. */
  generationRequested: 'generation.requested',
  threadGenerated: 'thread.generated',
  tweetGenerated: 'tweet.generated',
  generationFailed: 'generation.failed',
  /** The account is gone: every service that holds the user's data erases it. */
  userDeleted: 'user.deleted',
  /** Publisher (issue 19): a library item was scheduled, posted on X, stopped posting, or taken off the schedule. */
  postScheduled: 'post.scheduled',
  postPublished: 'post.published',
  postFailed: 'post.failed',
  postCancelled: 'post.cancelled',
} as const;

export type Topic = (typeof topics)[keyof typeof topics];
export const allTopics: readonly Topic[] = Object.values(topics);
export const deadLetterTopic = (topic: string): string => `${topic}.dlq`;
