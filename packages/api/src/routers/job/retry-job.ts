import { retryJob } from '@creatorlens/core/jobs';
import { authedProcedure } from '../../trpc.ts';
import { jobIdInput, jobOutput } from './job-output.ts';

/** Runs a failed or cancelled job again (or a deferred one now); platform admins only. */
export const retryJobProcedure = authedProcedure
  .input(jobIdInput)
  .output(jobOutput)
  .mutation(({ ctx, input }) => retryJob({ db: ctx.db, actor: ctx.actor }, input));
