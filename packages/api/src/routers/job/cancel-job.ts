import { cancelJob } from '@creatorlens/core/jobs';
import { authedProcedure } from '../../trpc.ts';
import { jobIdInput, jobOutput } from './job-output.ts';

/** Cancels a queued or running job; platform admins only. */
export const cancelJobProcedure = authedProcedure
  .input(jobIdInput)
  .output(jobOutput)
  .mutation(({ ctx, input }) => cancelJob({ db: ctx.db, actor: ctx.actor }, input));
