import { router } from '../../trpc.ts';
import { cancelJobProcedure } from './cancel-job.ts';
import { getJobProcedure } from './get-job.ts';
import { getQuotaUsageProcedure } from './get-quota-usage.ts';
import { listJobsProcedure } from './list-jobs.ts';
import { requestChannelRefreshProcedure } from './request-channel-refresh.ts';
import { retryJobProcedure } from './retry-job.ts';

/** The durable job queue: on-demand refreshes and progress for members, the jobs view for platform admins. */
export const jobRouter = router({
  requestChannelRefresh: requestChannelRefreshProcedure,
  getJob: getJobProcedure,
  listJobs: listJobsProcedure,
  retryJob: retryJobProcedure,
  cancelJob: cancelJobProcedure,
  getQuotaUsage: getQuotaUsageProcedure,
});
