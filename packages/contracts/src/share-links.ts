/**
 * Read-only share links for a client hand-off (issue 39): a watchlist or a campaign shortlist opened by anyone holding
 * the link, with only the figures the member chose. The options schema is declared once here: the API parses the
 * dialog's input with it, the server re-parses the stored jsonb with it before rendering the public page.
 */
import * as z from 'zod/mini';

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
export const sharePasswordSchema = z.pipe(
  z.transform((value: string | undefined) => (value === '' ? undefined : value)),
  z.optional(z.string().check(z.minLength(SHARE_PASSWORD_MIN_LENGTH), z.maxLength(SHARE_PASSWORD_MAX_LENGTH))),
);

/** Active links one list may have at once: enough for several clients, bounded so a script cannot fill the table. */
export const MAX_ACTIVE_SHARE_LINKS_PER_LIST = 20;

const isEachOnce = (figures: readonly string[]) => new Set(figures).size === figures.length;

/** The figures a link shows, each at most once (the dialog's checkboxes and share.createShareLink's options). */
export const shareFiguresSchema = z.array(z.enum(SHARE_FIGURES)).check(z.maxLength(SHARE_FIGURES.length), z.refine(isEachOnce));

/** A link's lifetime in whole days, 1 to MAX_SHARE_EXPIRY_DAYS (the dialog offers SHARE_EXPIRY_DAYS). */
export const shareExpiryDaysSchema = z.int().check(z.gte(1), z.lte(MAX_SHARE_EXPIRY_DAYS));

/**
 * What a link shows. Internal notes and budgets are off unless chosen; they exist only on campaign boards (cards carry
 * them), so a watchlist link stores them as false.
 */
export const shareOptionsSchema = z.strictObject({
  figures: shareFiguresSchema,
  includeNotes: z._default(z.boolean(), false),
  includeBudgets: z._default(z.boolean(), false),
});
export type ShareOptions = z.infer<typeof shareOptionsSchema>;

/**
 * share.createShareLink's input; the dialog checks the same pieces. zod/mini and no messages, like the other contracts
 * schemas: the API's 400 says zod's words with the field's path, the dialog says the catalogues' (Form.*, Shares.*).
 */
export const createShareLinkInputSchema = z.strictObject({
  subject: z.strictObject({ kind: z.enum(SHARE_SUBJECT_KINDS), id: z.uuid() }),
  options: shareOptionsSchema,
  expiresInDays: shareExpiryDaysSchema,
  /** Optional; an empty string means none. */
  password: z.optional(sharePasswordSchema),
});
export type CreateShareLinkInput = z.infer<typeof createShareLinkInputSchema>;

/** The public page's path for a token; the token is the only secret in it. */
export const SHARE_PAGE_PREFIX = '/s/';
export const sharePagePath = (token: string): string => `${SHARE_PAGE_PREFIX}${token}`;
