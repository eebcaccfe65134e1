import {
  allowedHooksFor,
  createEvent,
  errorCodes,
  messages,
  planFeatures,
  plans,
  rewriteMessages,
  threadTones,
  type FieldError,
  type GenerationRequestedV1,
  type PlanId,
  type RewriteLibraryItemRequest,
  type RewriteSuggestion,
  type ThreadTone,
} from '@chainscribe/contracts';
import { AppError, type Identity } from '@chainscribe/service-kit';
import type { JobDoc } from '../../data-access/job.model.ts';
import type { CounterName } from '../../data-access/quota.ts';
import type { GenerationRequestDeps } from '../generation-requests.ts';
import { outcome, type Submitted } from '../job-answers.ts';
import { enqueue } from '../job-enqueue.ts';
import { inTrash } from './library-items.ts';
import type { Library } from './library.ts';

type RewritePayload = Extract<GenerationRequestedV1, { kind: 'rewrite' }>['request'];

export interface RewriteRequestDeps extends GenerationRequestDeps {
  library: Pick<Library, 'get'>;
}

/** The suggestion a finished rewrite job holds. */
export function rewriteAnswer(job: JobDoc): RewriteSuggestion {
  const result = job.result;
  if (!result || result.kind !== 'rewrite') throw new Error(`job ${job._id} has no rewrite result`);
  return result.suggestion;
}

/** Premium-only choices are refused with 403 (never quietly changed), as for a generated thread. */
function planViolations(plan: PlanId, body: RewriteLibraryItemRequest): FieldError[] {
  const features = planFeatures(plan);
  const violations: FieldError[] = [];
  if (body.tone && !features.allowedTones.includes(body.tone))
    violations.push({ path: 'tone', message: messages.premiumFeature(`The "${body.tone}" tone`) });
  if (body.hookStyle && !allowedHooksFor(features).includes(body.hookStyle))
    violations.push({ path: 'hookStyle', message: messages.premiumFeature(`The "${body.hookStyle}" hook style`) });
  return violations;
}

/** The text to start from and what to do with it; a position past the thread or nothing to rewrite is 422. */
function payloadOf(itemId: string, body: RewriteLibraryItemRequest, tweets: string[], itemTone: ThreadTone | null): RewritePayload {
  const position = body.action === 'hook' ? 0 : (body.position ?? null);
  if (position !== null && position >= tweets.length)
    throw new AppError(422, rewriteMessages.positionOutOfRange, {
      code: errorCodes.validationFailed,
      errors: [{ path: 'position', message: rewriteMessages.positionOutOfRange }],
    });
  const targets = position === null ? tweets : [tweets[position] ?? ''];
  if (targets.every((text) => !text.trim()))
    throw new AppError(422, rewriteMessages.nothingToRewrite, { code: errorCodes.validationFailed });
  return {
    itemId,
    action: body.action,
    position,
    // A shorter text or a new hook keeps the item's own voice when it has a thread tone.
    tone: body.tone ?? itemTone,
    hookStyle: body.action === 'hook' ? (body.hookStyle ?? 'question') : null,
    tweets,
  };
}

/**
 * "Rewrite this tweet", "Make it shorter", "Stronger hook" as a generation job: the item is the
 * caller's (404 otherwise, trash 409), the plan judges the options, a unit of the daily limit is
 * reserved (a whole thread costs a thread, one tweet a tweet) and the worker's suggestion is the
 * answer. The item itself is not touched: the editor saves the suggestion if the user accepts it.
 */
export async function requestRewrite(
  deps: RewriteRequestDeps,
  identity: Identity,
  itemId: string,
  body: RewriteLibraryItemRequest,
  mode: { wait: boolean },
): Promise<Submitted<RewriteSuggestion>> {
  const item = await deps.library.get(identity.userId, itemId);
  if (item.deletedAt) throw inTrash();
  const plan = await deps.plans.planOf(identity);
  const violations = planViolations(plan, body);
  const [first] = violations;
  if (first) throw new AppError(403, first.message, { code: errorCodes.premiumRequired, errors: violations });
  const itemTone = threadTones.find((tone) => tone === item.tone) ?? null;
  const payload = payloadOf(item.id, body, body.tweets ?? item.tweets, itemTone);
  const counter: CounterName = payload.position === null ? 'threads' : 'tweets';
  const limit = counter === 'threads' ? plans[plan].threadsPerDay : plans[plan].tweetsPerDay;
  const jobId = await enqueue(
    deps,
    identity,
    plan,
    counter,
    limit,
    (id, date) =>
      createEvent(
        'generation.requested',
        {
          jobId: id,
          userId: identity.userId,
          plan,
          requestedAt: deps.now().toISOString(),
          kind: 'rewrite',
          request: payload,
          reservation: { counter, date },
        },
        { key: id, producer: deps.producer, occurredAt: deps.now() },
      ),
    null,
    'rewrite',
  );
  return outcome(deps, jobId, mode.wait, async (job) => rewriteAnswer(job));
}
