import * as z from 'zod/mini';
import { SHARE_FIGURES, sharePasswordSchema } from '@creatorlens/contracts';
import type { FieldMessages } from '../../lib/form/index.ts';

/**
 * The form's fields; the password is the contracts' piece share.createShareLink checks, which re-checks the whole input
 * (figures, expiry and subject) with createShareLinkInputSchema.
 */
export const shareFormSchema = z.object({
  figures: z.array(z.enum(SHARE_FIGURES)),
  includeNotes: z.boolean(),
  includeBudgets: z.boolean(),
  expiresInDays: z.number(),
  password: sharePasswordSchema,
});

/** The dialog's words for a too short password, with {{min}}. */
export const SHARE_FORM_MESSAGES: FieldMessages = { password: { too_small: 'Shares.password-too-short' } };
