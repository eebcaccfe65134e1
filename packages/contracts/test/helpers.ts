import type { z } from 'zod';

/** The dotted paths of every issue, for readable assertions. */
export function issuePaths(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  if (result.success) return [];
  return result.error.issues.map((issue) => issue.path.map(String).join('.'));
}
