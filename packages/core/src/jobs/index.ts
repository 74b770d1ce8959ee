export { JOB_WAKE_CHANNEL, JOB_STATES, JOB_QUEUES, channelRefreshSingletonKey, type JobState } from './constants.ts';
export { enqueueJob } from './enqueue-job.ts';
export { getJob } from './get-job.ts';
export type { JobView } from './job-view.ts';
export { REFRESH_CADENCE } from './refresh-cadence.ts';
export { listJobs, retryJob, cancelJob } from './admin-jobs.ts';
