import type { GenerationRequestedV1, ThreadTone } from '@chainscribe/contracts';
import type { RewriteResult } from '../data-access/job.model.ts';
import { rewriteProblems } from './writing/rewrite-rules.ts';
import { WriterError, type RewriteBrief, type Writer } from './writing/writer.ts';

type RewriteRequest = Extract<GenerationRequestedV1, { kind: 'rewrite' }>;

/** The positions a rewrite works on: the one asked, the first for a hook, else every tweet with text. */
export function rewriteTargets(request: RewriteRequest['request']): number[] {
  if (request.action === 'hook') return [0];
  if (request.position !== null) return [request.position];
  return request.tweets.flatMap((text, i) => (text.trim() ? [i] : []));
}

/**
 * A rewrite job: the writer rewrites the targets, every rewritten tweet passes the rewrite rules
 * (whoever wrote it), and the result is the whole thread as suggested. Nothing is stored.
 */
export async function writeRewrite(data: RewriteRequest, writer: Writer, signal: AbortSignal): Promise<RewriteResult> {
  const request = data.request;
  const targets = rewriteTargets(request);
  const tone: ThreadTone = request.tone ?? 'educational';
  const brief: RewriteBrief = {
    action: request.action,
    tone,
    hookStyle: request.hookStyle ?? 'question',
    thread: request.tweets,
    targets,
    seed: data.jobId,
  };
  const written = await writer.rewrite(brief, signal);
  const problems = targets.flatMap((position, i) =>
    rewriteProblems(request.tweets[position] ?? '', written.tweets[i] ?? '', brief).map((p) => `Tweet ${position + 1} ${p}.`),
  );
  if (written.tweets.length !== targets.length) problems.push(`${written.tweets.length} tweets came back for ${targets.length} asked.`);
  if (problems.length > 0) throw new WriterError('rewrite failed validation', problems);
  const suggestion = [...request.tweets];
  targets.forEach((position, i) => (suggestion[position] = written.tweets[i] ?? ''));
  return {
    kind: 'rewrite',
    suggestion: {
      jobId: data.jobId,
      itemId: request.itemId,
      action: request.action,
      tone: request.action === 'rewrite' ? tone : null,
      hookStyle: request.action === 'hook' ? brief.hookStyle : null,
      position: request.action === 'hook' ? 0 : request.position,
      original: request.tweets,
      suggestion,
      changed: targets,
      writer: written.writer,
    },
    writer: written.writer,
    model: written.model,
  };
}
