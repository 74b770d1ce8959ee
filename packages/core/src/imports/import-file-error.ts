import type { ImportFileRefusal } from '@creatorlens/contracts';
import { AppError } from '../errors.ts';
import { IMPORT_UPLOAD_READ_SECONDS, MAX_IMPORT_ROWS, MAX_IMPORT_UPLOAD_BYTES } from './import-limits.ts';

const SAVE_AS_UTF8 = 'save it as UTF-8 CSV (in Excel: "CSV UTF-8")';

const REFUSAL_TEXT: Record<Exclude<ImportFileRefusal, 'binary'>, string> = {
  'too-large': `csv: the file is larger than ${Math.round(MAX_IMPORT_UPLOAD_BYTES / 1_000_000)} MB; split it into smaller files.`,
  'too-many-rows': `csv: at most ${MAX_IMPORT_ROWS.toLocaleString('en')} rows per import; this file has more. Split it into smaller files.`,
  'too-slow': `csv: the upload took longer than ${IMPORT_UPLOAD_READ_SECONDS} seconds; try again on a faster connection or split the file.`,
  'utf-16': `csv: the file is UTF-16 text; ${SAVE_AS_UTF8}.`,
  'not-utf-8': `csv: the file is not UTF-8 text; ${SAVE_AS_UTF8}.`,
  'nul-bytes': `csv: the file contains NUL bytes, so it is no text file; ${SAVE_AS_UTF8}.`,
  'no-rows': 'csv: the file holds no rows.',
  'header-only': 'csv: the file holds a header but no rows.',
};

/**
 * A file refused while it was being read (too big, too many rows, not UTF-8 text, no rows): a VALIDATION error that
 * also names the reason, so the upload route can pick its HTTP status (413 for too-large) and the dialog its
 * translated text (Imports.refused-<reason>); the English message is for API callers.
 */
export class ImportFileError extends AppError {
  readonly reason: ImportFileRefusal;
  constructor(reason: Exclude<ImportFileRefusal, 'binary'>);
  constructor(reason: 'binary', kind: string);
  constructor(reason: ImportFileRefusal, kind?: string) {
    super(
      'VALIDATION',
      reason === 'binary' ? `csv: the file is ${kind ?? 'binary data'}, not a CSV text file; ${SAVE_AS_UTF8}.` : REFUSAL_TEXT[reason],
    );
    this.name = 'ImportFileError';
    this.reason = reason;
  }
}

export const isImportFileError = (error: unknown): error is ImportFileError => error instanceof ImportFileError;
