import { errorCodes, buildPath, messages } from '@chainscribe/contracts/catalogue';
import { getJob } from '@chainscribe/contracts/routes';
import type { CallRoute, GenerationJob, JobAccepted, JobProgressEvent, Problem } from '@chainscribe/contracts';
import { ApiError, contractOf, loaded, unexpectedAnswer } from '../api-client.ts';
import type { ApiClient, CallOptions, ResponseOf } from '../api-client.ts';
import { readServerSentEvents } from '../sse.ts';
import { sleep } from '../utils.ts';

/** The job's status and its 0–100 progress as the worker reports it. */
export type GenerationProgress = JobProgressEvent;

/** How long a page follows one job before it gives up with the timeout message. */
export const JOB_FOLLOW_TIMEOUT_MS = 3 * 60_000;
const POLL_MS = 1000;

/** The failed job's message as the API error the page would have got from a synchronous call. */
function failure(job: GenerationJob): ApiError {
  const message = job.error ?? messages.anErrorOccurred;
  const forbidden =
    job.code === errorCodes.premiumRequired || job.code === errorCodes.threadLimitReached || job.code === errorCodes.tweetLimitReached;
  const status = forbidden ? 403 : job.code === errorCodes.validationFailed ? 422 : 500;
  const problem: Problem = {
    type: 'about:blank',
    title: message.slice(0, 200),
    status,
    error: message,
    ...(job.code ? { code: job.code } : {}),
  };
  return new ApiError(message, status, problem);
}

function outcome(job: GenerationJob): GenerationJob['result'] | null {
  if (job.status === 'failed') throw failure(job);
  if (job.status === 'succeeded') {
    if (!job.result) throw new ApiError(messages.anErrorOccurred, 500);
    return job.result;
  }
  return null;
}

/**
 * Follows an accepted job to its end: the server-sent-event stream `GET /api/jobs/:id/events`
 * first (progress as it happens), and plain polling of `GET /api/jobs/:id` when the stream
 * cannot be opened or drops before the end.
 */
export async function followJob(
  api: ApiClient,
  accepted: JobAccepted,
  onProgress: (progress: GenerationProgress) => void,
  signal?: AbortSignal,
): Promise<NonNullable<GenerationJob['result']>> {
  const deadline = Date.now() + JOB_FOLLOW_TIMEOUT_MS;
  const path = buildPath(getJob.path, { id: accepted.jobId });
  const { generationJobSchema, jobProgressEventSchema } = await loaded(import('@chainscribe/contracts/http/generation/jobs'));
  onProgress({ status: accepted.status, progress: 0 });

  // Written from the stream's callback, so held in an object the compiler does not narrow.
  const stream: { finished: GenerationJob | null } = { finished: null };
  try {
    const response = await api.open(`${path}/events`, { signal, headers: { Accept: 'text/event-stream' } });
    if (response.ok && response.body) {
      await readServerSentEvents(
        response.body,
        (event) => {
          try {
            if (event.event === 'progress') onProgress(jobProgressEventSchema.parse(JSON.parse(event.data)));
            else if (event.event === 'done') stream.finished = generationJobSchema.parse(JSON.parse(event.data));
            else if (event.event === 'error') console.warn('The job stream reported an error; checking the job directly', event.data);
          } catch (error) {
            console.warn(`Unreadable ${event.event} event from the job stream`, error);
          }
        },
        signal,
      );
    }
  } catch (error) {
    if (signal?.aborted) throw error;
    console.warn('Job progress stream unavailable; polling instead', error);
  }
  const streamedResult = stream.finished ? outcome(stream.finished) : null;
  if (streamedResult) return streamedResult;

  while (Date.now() < deadline) {
    const job = await api.call(getJob, { params: { id: accepted.jobId }, signal });
    onProgress({ status: job.status, progress: job.progress });
    const result = outcome(job);
    if (result) return result;
    await sleep(POLL_MS, signal);
  }
  throw new ApiError(messages.generationTimedOut, 504);
}

/**
 * Runs one generation call to its result: the answer straight away, or — when the server hands
 * back a job (202) — the job followed to its end. `respondAsync` asks for the job at once, so
 * the page can show the worker's progress.
 */
export async function runGeneration<R extends CallRoute>(
  api: ApiClient,
  route: R,
  options: CallOptions<R> & { respondAsync?: boolean; onProgress?: (progress: GenerationProgress) => void },
): Promise<ResponseOf<R>> {
  const submitted = await api.submit(route, options);
  if (submitted.kind === 'done') return submitted.data;
  const result = await followJob(api, submitted.job, options.onProgress ?? (() => undefined), options.signal);
  // The job's result is the same body the synchronous call answers; parse it as that.
  const parsed = (await contractOf(route)).response.safeParse(result);
  if (!parsed.success) throw unexpectedAnswer(200);
  return parsed.data as ResponseOf<R>;
}
