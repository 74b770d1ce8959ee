import type { Catalogue } from './types.ts';
import type { enCollab } from './en-collab.ts';

/** German: CRM fields and comments (formal Sie). */
export const deCollab: Pick<Catalogue, keyof typeof enCollab> = {};
