/** The NOTIFY channel that wakes job workers; the payload is the queue name. */
export const JOB_WAKE_CHANNEL = 'creatorlens_jobs';

export const JOB_STATES = ['queued', 'running', 'completed', 'failed', 'cancelled'] as const;
export type JobState = (typeof JOB_STATES)[number];

/** Queue names shared by the code that enqueues and the server that runs the handlers. */
export const JOB_QUEUES = {
  /** One channel's counters (and posts when asked) from its platform's API. */
  refreshChannel: 'refresh-channel',
  /** The scheduled refresh run: enqueues due channels, then refreshes intelligence and rankings. */
  refreshRun: 'refresh-run',
} as const;

/** At most one queued or running refresh per channel, whoever asked for it (scheduler or a user). */
export const channelRefreshSingletonKey = (channelId: string): string => `refresh:channel:${channelId}`;
