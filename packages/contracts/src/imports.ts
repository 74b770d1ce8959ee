/**
 * CSV import limits, enforced by the server and checked by the import dialog before upload. Through tRPC
 * (import.startImport) the CSV travels inside a JSON body and the server refuses bodies above 1 MiB, so that path
 * stays below MAX_IMPORT_BYTES with room for JSON escaping. Bigger files go to the upload route
 * (POST /api/imports/csv, the raw file as the body), whose own body limit is MAX_IMPORT_UPLOAD_BYTES; 20,000 rows is
 * far more than a list can hold.
 */
export const MAX_IMPORT_BYTES = 900_000;
export const MAX_IMPORT_UPLOAD_BYTES = 20_000_000;
export const MAX_IMPORT_ROWS = 20_000;

/**
 * Why an import file was refused while it was being read, before any row was stored: the upload route answers the
 * reason beside its English message, and the import dialog shows a translated text for it (Imports.refused-*).
 */
export const IMPORT_FILE_REFUSALS = [
  'too-large',
  'too-many-rows',
  'too-slow',
  'utf-16',
  'not-utf-8',
  'binary',
  'nul-bytes',
  'no-rows',
  'header-only',
] as const;
export type ImportFileRefusal = (typeof IMPORT_FILE_REFUSALS)[number];
