// The 202 answer of a generate call that outlives its bounded wait. Its own module: every client
// reads it, and it must not pull in the results of every kind of job (the SPA's start-up path).
import { z } from 'zod';
import { idSchema } from '../../primitives.ts';

/** 202 body when a generate call outlives its bounded wait: poll `statusUrl`. */
export const jobAcceptedSchema = z.object({
  jobId: idSchema,
  status: z.enum(['queued', 'running']),
  statusUrl: z.string().max(300),
});
export type JobAccepted = z.infer<typeof jobAcceptedSchema>;
