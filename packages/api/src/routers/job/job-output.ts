import { z } from 'zod';
import { JOB_STATES } from '@creatorlens/core/jobs';

export const jobStateSchema = z.enum(JOB_STATES);
export const jobIdInput = z.strictObject({ jobId: z.uuid('jobId must be a job id') });

export const jobOutput = z.object({
  id: z.string(),
  queue: z.string(),
  state: jobStateSchema,
  progress: z.object({ done: z.number(), total: z.number(), message: z.string().nullable() }).nullable(),
  result: z.record(z.string(), z.unknown()).nullable(),
  lastError: z.string().nullable(),
  attempts: z.number().int(),
  maxAttempts: z.number().int(),
  organizationId: z.string().nullable(),
  runAt: z.number(),
  createdAt: z.number(),
  startedAt: z.number().nullable(),
  finishedAt: z.number().nullable(),
});
