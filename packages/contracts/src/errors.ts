import { z } from 'zod';

export { messages } from './messages.ts';
export { errorCodes, PROBLEM_CONTENT_TYPE, type ErrorCode } from './error-codes.ts';

/**
 * The one error body (RFC 9457 problem details) every service and the gateway answer with.
 * `error` carries the exact sentence the UI shows, so clients never translate codes to text.
 */
export const problemSchema = z.object({
  type: z.string().min(1).max(300),
  title: z.string().min(1).max(200),
  status: z.number().int().min(400).max(599),
  detail: z.string().max(2000).optional(),
  error: z.string().min(1).max(2000),
  code: z.string().max(100).optional(),
  requestId: z.string().max(200).optional(),
  errors: z
    .array(z.object({ path: z.string().max(300), message: z.string().max(500) }))
    .max(100)
    .optional(),
});
export type Problem = z.infer<typeof problemSchema>;
export type FieldError = NonNullable<Problem['errors']>[number];

/** Zod issues as the problem body's `errors` list, paths dotted ('options.threadLength'). */
export function toFieldErrors(error: z.ZodError): FieldError[] {
  return error.issues.slice(0, 100).map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
  }));
}
