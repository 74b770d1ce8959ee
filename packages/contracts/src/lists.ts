/** The kinds of channel lists: the sidebar's sections, realtime list events and import targets. */

export const LIST_KINDS = ['campaign', 'watchlist', 'tag'] as const;
export type ListKind = (typeof LIST_KINDS)[number];

export function isListKind(value: unknown): value is ListKind {
  return typeof value === 'string' && (LIST_KINDS as readonly string[]).includes(value);
}

/** Lists a CSV import can fill (tags are set on channels, not imported into). */
export const IMPORT_TARGET_KINDS = ['watchlist', 'campaign'] as const satisfies readonly ListKind[];
export type ImportTargetKind = (typeof IMPORT_TARGET_KINDS)[number];
