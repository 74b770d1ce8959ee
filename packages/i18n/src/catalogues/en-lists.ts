/** English: campaigns, watchlists and tags. */
export const enLists = {} as const;
