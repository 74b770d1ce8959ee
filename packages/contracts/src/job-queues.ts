/**
 * The names of the durable job queues, declared once: the core functions that enqueue or read jobs, the server that
 * registers their handlers and the tests all import them from here (a test fails on a queue name written out
 * anywhere else), so renaming a queue cannot leave a producer talking to a queue nobody works off.
 */
export const JOB_QUEUES = {
  /** One channel's counters (and posts when asked) from its platform's API. */
  refreshChannel: 'refresh-channel',
  /** The scheduled refresh run: enqueues due channels, then refreshes intelligence and rankings. */
  refreshRun: 'refresh-run',
  /** Closes a refresh run once its channel jobs are done (intelligence, rankings, the run's summary). */
  refreshFinish: 'refresh-finish',
  /** The periodic rankings refresh. */
  rankings: 'rankings',
  /** Samples which Twitch channels are live. */
  twitchLive: 'twitch-live',
  /** The periodic clean-up of expired rows. */
  cleanup: 'cleanup',
  /** One CSV import of channels into a list. */
  import: 'import',
  /** The record an export leaves in the job table (never claimed by a worker: it is written completed). */
  export: 'export',
  /** One post of one notification to one team chat channel (Slack, Microsoft Teams). */
  chatDelivery: 'chat-delivery',
} as const;

export type JobQueue = (typeof JOB_QUEUES)[keyof typeof JOB_QUEUES];
