import { messages, rewriteMessages, type GenerationKind } from '@chainscribe/contracts';

export interface FailureReason {
  /** The sentence the user sees. */
  message: string;
  code: string;
  /** How the waiting API call answers it. */
  status: number;
}

/** Expected ways a job ends without content. They become data (generation.failed), never retries. */
export const failures = {
  tokenNotFound: (symbol: string): FailureReason => ({
    message: `We couldn't find the token $${symbol}. Check the symbol and try again.`,
    code: 'token_not_found',
    status: 422,
  }),
  postUnreadable: {
    message: 'We couldn\'t read that X post. Paste its text into the "Post text" field below the link and try again.',
    code: 'post_unreadable',
    status: 422,
  },
  threadWriterFailed: { message: messages.failedToGenerateThread, code: 'writer_failed', status: 502 },
  tweetWriterFailed: { message: messages.failedToGenerateTweets, code: 'writer_failed', status: 502 },
  rewriteWriterFailed: { message: rewriteMessages.writerFailed, code: 'writer_failed', status: 502 },
  writerFailed: (kind: GenerationKind): FailureReason =>
    kind === 'thread' ? failures.threadWriterFailed : kind === 'tweet' ? failures.tweetWriterFailed : failures.rewriteWriterFailed,
  attemptsExhausted: (kind: GenerationKind): FailureReason => ({
    message: failures.writerFailed(kind).message,
    code: 'attempts_exhausted',
    status: 502,
  }),
} as const;

const statusByCode: Readonly<Record<string, number>> = { token_not_found: 422, post_unreadable: 422 };
export const statusOfFailure = (code: string | null): number => (code ? (statusByCode[code] ?? 502) : 502);

export class GenerationFailure extends Error {
  readonly reason: FailureReason;
  constructor(reason: FailureReason) {
    super(reason.message);
    this.name = 'GenerationFailure';
    this.reason = reason;
  }
}
