import { MAX_IMPORT_ROWS, MAX_IMPORT_UPLOAD_BYTES, type ImportTargetKind } from '@creatorlens/contracts';

/** The server's limits, checked here too so a too-big file fails before upload. */
export const MAX_IMPORT_MB = MAX_IMPORT_UPLOAD_BYTES / 1_000_000;
export { MAX_IMPORT_ROWS };
/** How often the dialog asks for progress while the job runs. */
export const IMPORT_POLL_MS = 500;
/** Rows the dialog's table shows; the error report holds all invalid rows. */
export const IMPORT_TABLE_ROWS = 200;

export type { ImportTargetKind };
export interface ImportTargetRef {
  kind: ImportTargetKind;
  id: string;
  name: string;
}

export const isActiveImport = (state: string | undefined): boolean => state === 'queued' || state === 'running';
