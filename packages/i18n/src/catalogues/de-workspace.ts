import type { Catalogue } from './types.ts';
import type { enWorkspace } from './en-workspace.ts';

/** German: workspace general, members, invitations, mail outbox, credits and settings (formal Sie). */
export const deWorkspace: Pick<Catalogue, keyof typeof enWorkspace> = {};
