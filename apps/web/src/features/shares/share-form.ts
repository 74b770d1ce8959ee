import * as z from 'zod/mini';
import { shareExpiryDaysSchema, shareFiguresSchema, sharePasswordSchema } from '@creatorlens/contracts';
import type { FieldMessages } from '../../lib/form/index.ts';

/**
 * The form's fields, from the contracts' pieces share.createShareLink checks (createShareLinkInputSchema, which adds
 * the subject and nests the figures and internal fields under `options`).
 */
export const shareFormSchema = z.object({
  figures: shareFiguresSchema,
  includeNotes: z.boolean(),
  includeBudgets: z.boolean(),
  expiresInDays: shareExpiryDaysSchema,
  password: sharePasswordSchema,
});

/** The dialog's words for a too short password, with {{min}}. */
export const SHARE_FORM_MESSAGES: FieldMessages = { password: { too_small: 'Shares.password-too-short' } };
