/**
 * Read-only share links for a client hand-off (issue 39): a watchlist or a campaign shortlist opened by anyone holding
 * the link, with only the figures the member chose. The options schema is declared once here: the API parses the
 * dialog's input with it, the server re-parses the stored jsonb with it before rendering the public page.
 */
import { z } from 'zod';
import * as zm from 'zod/mini';

export const SHARE_SUBJECT_KINDS = ['watchlist', 'campaign'] as const;
export type ShareSubjectKind = (typeof SHARE_SUBJECT_KINDS)[number];

/**
 * The figures a share may show, each with the date and basis the app shows beside it: followers, engagement rate,
 * averages (average views), 30-day growth, bot risk, and the data date (when and from which source the row was read).
 */
export const SHARE_FIGURES = ['followers', 'engagementRate', 'averages', 'growth', 'botRisk', 'dataDate'] as const;
export type ShareFigure = (typeof SHARE_FIGURES)[number];

/** The figures a new link shows unless the member changes them. */
export const DEFAULT_SHARE_FIGURES: readonly ShareFigure[] = ['followers', 'engagementRate', 'averages', 'growth', 'dataDate'];

/** Expiries the dialog offers; a link never lives longer than the largest (a forgotten link must die on its own). */
export const SHARE_EXPIRY_DAYS = [7, 30, 90] as const;
export const MAX_SHARE_EXPIRY_DAYS = 90;
export const DEFAULT_SHARE_EXPIRY_DAYS = 30;

export const SHARE_PASSWORD_MIN_LENGTH = 8;
export const SHARE_PASSWORD_MAX_LENGTH = 128;

/**
 * A link's password as the dialog and share.createShareLink take it: empty for none (read as undefined), otherwise
 * SHARE_PASSWORD_MIN_LENGTH to SHARE_PASSWORD_MAX_LENGTH characters. zod/mini without words: the web says them.
 */
export const sharePasswordSchema = zm.pipe(
  zm.transform((value: string | undefined) => (value === '' ? undefined : value)),
  zm.optional(zm.string().check(zm.minLength(SHARE_PASSWORD_MIN_LENGTH), zm.maxLength(SHARE_PASSWORD_MAX_LENGTH))),
);

/** Active links one list may have at once: enough for several clients, bounded so a script cannot fill the table. */
export const MAX_ACTIVE_SHARE_LINKS_PER_LIST = 20;

/**
 * What a link shows. Internal notes and budgets are off unless chosen; they exist only on campaign boards (cards carry
 * them), so a watchlist link stores them as false.
 */
export const shareOptionsSchema = z.strictObject({
  figures: z
    .array(z.enum(SHARE_FIGURES, { error: 'figures: unknown figure.' }))
    .max(SHARE_FIGURES.length)
    .refine((figures) => new Set(figures).size === figures.length, 'figures: each figure at most once.'),
  includeNotes: z.boolean().default(false),
  includeBudgets: z.boolean().default(false),
});
export type ShareOptions = z.infer<typeof shareOptionsSchema>;

/** The dialog's form and share.createShareLink's input. */
export const createShareLinkInputSchema = z.strictObject({
  subject: z.strictObject({
    kind: z.enum(SHARE_SUBJECT_KINDS, { error: 'subject.kind: use watchlist or campaign.' }),
    id: z.uuid({ error: 'subject.id: not a list id.' }),
  }),
  options: shareOptionsSchema,
  expiresInDays: z
    .number({ error: 'expiresInDays: required.' })
    .int('expiresInDays: whole days.')
    .min(1, 'expiresInDays: at least 1 day.')
    .max(MAX_SHARE_EXPIRY_DAYS, `expiresInDays: at most ${MAX_SHARE_EXPIRY_DAYS} days.`),
  /** Optional; an empty string means none. */
  password: z.optional(sharePasswordSchema),
});
export type CreateShareLinkInput = z.infer<typeof createShareLinkInputSchema>;

/** The public page's path for a token; the token is the only secret in it. */
export const SHARE_PAGE_PREFIX = '/s/';
export const sharePagePath = (token: string): string => `${SHARE_PAGE_PREFIX}${token}`;
