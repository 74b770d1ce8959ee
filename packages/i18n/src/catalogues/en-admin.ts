/** English: admin area (users, organisations, licence templates). */
export const enAdmin = {} as const;
