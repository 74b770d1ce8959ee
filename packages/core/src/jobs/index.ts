export * from './constants.ts';
export * from './enqueue-job.ts';
export * from './get-job.ts';
export * from './job-view.ts';
export * from './refresh-cadence.ts';
export * from './admin-jobs.ts';
