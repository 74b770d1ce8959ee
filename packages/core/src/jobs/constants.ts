/** The NOTIFY channel that wakes job workers; the payload is the queue name. */
export const JOB_WAKE_CHANNEL = 'creatorlens_jobs';

export const JOB_STATES = ['queued', 'running', 'completed', 'failed', 'cancelled'] as const;
export type JobState = (typeof JOB_STATES)[number];

// Queue names are declared once in contracts; jobs passes them on for the code that already imports them from here.
export { JOB_QUEUES, type JobQueue } from '@creatorlens/contracts/job-queues';

/** At most one queued or running refresh per channel, whoever asked for it (scheduler or a user). */
export const channelRefreshSingletonKey = (channelId: string): string => `refresh:channel:${channelId}`;
