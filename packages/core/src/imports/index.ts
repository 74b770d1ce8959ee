export { IMPORT_UPLOAD_READ_SECONDS, MAX_IMPORT_ROW_CHARACTERS, IMPORT_ROW_STATUSES, IMPORT_REASONS } from './import-limits.ts';
export { IMPORT_REPORT_LOCALES, IMPORT_REPORT_WORDS } from './import-report-words.ts';
export { startImport, startImportUpload } from './start-import.ts';
export { runImportJob } from './run-import.ts';
export { getImport, getImportErrorReport } from './get-import.ts';
export { ImportFileError, isImportFileError } from './import-file-error.ts';
export { acquireImportReadingLease } from './import-reading-lease.ts';
