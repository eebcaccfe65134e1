import type { Request, Response } from 'express';
import type { Submitted } from '../../domain/generation-requests.ts';

/** RFC 7240 `Prefer: respond-async`, or `?async=true`, asks for 202 + job id instead of waiting. */
export function wantsAsync(req: Request): boolean {
  const prefer = req.get('prefer') ?? '';
  return /\brespond-async\b/i.test(prefer) || req.query.async === 'true' || req.query.async === '1';
}

/** 200 with the result, or 202 with where to follow the job (also when the bounded wait ran out). */
export function answer<R>(res: Response, submitted: Submitted<R>): void {
  if (submitted.kind === 'done') {
    res.json(submitted.response);
    return;
  }
  res.status(202).location(submitted.accepted.statusUrl).json(submitted.accepted);
}
