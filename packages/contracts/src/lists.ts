import * as z from 'zod/mini';

/** The kinds of channel lists: the sidebar's sections, realtime list events and import targets. */

export const LIST_KINDS = ['campaign', 'watchlist', 'tag'] as const;
export type ListKind = (typeof LIST_KINDS)[number];

export function isListKind(value: unknown): value is ListKind {
  return typeof value === 'string' && (LIST_KINDS as readonly string[]).includes(value);
}

/** Lists a CSV import can fill (tags are set on channels, not imported into). */
export const IMPORT_TARGET_KINDS = ['watchlist', 'campaign'] as const satisfies readonly ListKind[];
export type ImportTargetKind = (typeof IMPORT_TARGET_KINDS)[number];

/** The longest name a campaign, watchlist, tag or board column may have. */
export const LIST_NAME_MAX_LENGTH = 80;

/**
 * Names of campaigns, watchlists, tags and board columns (spec §5): trimmed, then 1 to LIST_NAME_MAX_LENGTH
 * characters, so a blank name saves nothing. The API's inputs and the web forms check this one schema; the words for
 * a wrong name are the web's.
 */
export const listNameSchema = z.string().check(z.trim(), z.minLength(1), z.maxLength(LIST_NAME_MAX_LENGTH));

/** The name field of the create-list dialog and the board's add-column form. */
export const listNameFormSchema = z.object({ name: listNameSchema });
