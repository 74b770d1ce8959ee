import type { Catalogue } from './types.ts';
import type { enAdmin } from './en-admin.ts';

/** German: admin area (users, organisations, licence templates) (formal Sie). */
export const deAdmin: Pick<Catalogue, keyof typeof enAdmin> = {};
