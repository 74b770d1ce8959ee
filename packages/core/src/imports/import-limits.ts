/** Upload limits: declared once in contracts, where the import dialog reads them too. */
export { MAX_IMPORT_BYTES, MAX_IMPORT_ROWS, MAX_IMPORT_UPLOAD_BYTES } from '@creatorlens/contracts';

/**
 * The upload route reads one file for at most this long: a client trickling bytes holds its organisation's
 * reading lease and a socket, never more. 20 MB take 160 s at 1 Mbit/s.
 */
export const IMPORT_UPLOAD_READ_SECONDS = 300;

/** One row of a file may be at most this long (an unclosed quote would otherwise make the whole rest one field). */
export const MAX_IMPORT_ROW_CHARACTERS = 65_536;

export const IMPORT_ROW_STATUSES = ['matched', 'created', 'invalid'] as const;
export type ImportRowStatus = (typeof IMPORT_ROW_STATUSES)[number];

/**
 * Why a row was not added, as stable codes: the UI translates them (Imports.reason-*), the error report spells
 * them out in the importing person's language (IMPORT_REPORT_WORDS).
 */
export const IMPORT_REASONS = [
  'not-a-profile',
  'platform-missing',
  'platform-not-readable',
  'duplicate-in-file',
  'already-in-list',
  'watchlist-limit',
  'daily-new-channel-limit',
  'broken-quote',
  'row-too-long',
] as const;
export type ImportReason = (typeof IMPORT_REASONS)[number];
