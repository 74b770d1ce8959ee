/** English: workspace general, members, invitations, mail outbox, credits and settings. */
export const enWorkspace = {} as const;
