import { getJob } from '@creatorlens/core/jobs';
import { authedProcedure } from '../../trpc.ts';
import { jobIdInput, jobOutput } from './job-output.ts';

/** One job's state and progress: the actor's organisation's jobs, or any job for platform admins. */
export const getJobProcedure = authedProcedure
  .input(jobIdInput)
  .output(jobOutput)
  .query(({ ctx, input }) => getJob({ db: ctx.db, actor: ctx.actor }, input));
