/** English: CRM fields and comments. */
export const enCollab = {} as const;
