import { UNKNOWN_HANDLES_PER_ORGANIZATION_PER_DAY } from '../security/limits.ts';

/** The job queue that runs CSV imports (apps/server/src/jobs/handlers.ts registers its handler). */
export const IMPORT_JOB_QUEUE = 'import';

/**
 * Upload limits. Through tRPC (import.startImport) the CSV travels inside a JSON body and the server refuses bodies
 * above 1 MiB, so that path stays below MAX_IMPORT_BYTES with room for JSON escaping. Bigger files go to the upload
 * route (POST /api/imports/csv, the raw file as the body), whose own body limit is MAX_IMPORT_UPLOAD_BYTES;
 * 20,000 rows is far more than a list can hold.
 */
export const MAX_IMPORT_BYTES = 900_000;
export const MAX_IMPORT_UPLOAD_BYTES = 20_000_000;
export const MAX_IMPORT_ROWS = 20_000;

export const IMPORT_ROW_STATUSES = ['matched', 'created', 'invalid'] as const;
export type ImportRowStatus = (typeof IMPORT_ROW_STATUSES)[number];

/**
 * Why a row was not added, as stable codes: the UI translates them (Imports.reason-*), the error report spells
 * them out in English (IMPORT_REASON_TEXT).
 */
export const IMPORT_REASONS = [
  'not-a-profile',
  'platform-missing',
  'platform-not-readable',
  'duplicate-in-file',
  'already-in-list',
  'watchlist-limit',
  'daily-new-channel-limit',
] as const;
export type ImportReason = (typeof IMPORT_REASONS)[number];

export const IMPORT_REASON_TEXT: Record<ImportReason, string> = {
  'not-a-profile': 'not a handle or profile URL',
  'platform-missing': 'no platform: use a profile URL or a platform column',
  'platform-not-readable': 'platform not readable with your licence',
  'duplicate-in-file': 'the same channel appears earlier in the file',
  'already-in-list': 'already in the list',
  'watchlist-limit': 'watchlist limit reached',
  'daily-new-channel-limit': `not imported: daily limit of ${UNKNOWN_HANDLES_PER_ORGANIZATION_PER_DAY} new channels reached (try again tomorrow, UTC)`,
};
