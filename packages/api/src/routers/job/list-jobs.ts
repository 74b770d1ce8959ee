import { z } from 'zod';
import { listJobs } from '@creatorlens/core/jobs';
import { authedProcedure } from '../../trpc.ts';
import { jobOutput, jobStateSchema } from './job-output.ts';

export const listJobsInput = z.strictObject({
  state: jobStateSchema.optional(),
  queue: z.string().trim().min(1).max(80, 'queue has at most 80 characters').optional(),
  page: z.number().int().min(1, 'page starts at 1').default(1),
  pageSize: z.number().int().min(1).max(100, 'pageSize is at most 100').default(25),
});

/** Jobs of every organisation by state, for the admin jobs page; platform admins only. */
export const listJobsProcedure = authedProcedure
  .input(listJobsInput)
  .output(
    z.object({
      jobs: z.array(jobOutput.extend({ organizationName: z.string().nullable() })),
      total: z.number().int(),
      stateCounts: z.record(jobStateSchema, z.number().int()),
    }),
  )
  .query(({ ctx, input }) => listJobs({ db: ctx.db, actor: ctx.actor }, input));
