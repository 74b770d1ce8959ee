import type { Catalogue } from './types.ts';
import type { enLists } from './en-lists.ts';

/** German: campaigns, watchlists and tags (formal Sie). */
export const deLists: Pick<Catalogue, keyof typeof enLists> = {};
