import { z } from 'zod';
import { SHARE_FIGURES, SHARE_SUBJECT_KINDS } from '@creatorlens/contracts';

export const shareSubjectInput = z.strictObject({
  kind: z.enum(SHARE_SUBJECT_KINDS, { error: 'subject.kind: use watchlist or campaign.' }),
  id: z.uuid({ error: 'subject.id: not a list id.' }),
});

/** A link as members see it: no token, no password hash, no creator id. */
export const shareLinkOutput = z.object({
  id: z.string(),
  subject: z.object({ kind: z.enum(SHARE_SUBJECT_KINDS), id: z.string() }),
  options: z.object({ figures: z.array(z.enum(SHARE_FIGURES)), includeNotes: z.boolean(), includeBudgets: z.boolean() }),
  hasPassword: z.boolean(),
  expiresAt: z.number(),
  createdAt: z.number(),
  createdByName: z.string().nullable(),
  lastOpenedAt: z.number().nullable(),
  openCount: z.number(),
});
