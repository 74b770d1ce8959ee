/** The server's limits (core imports/import-limits.ts), checked here too so a too-big file fails before upload. */
export const MAX_IMPORT_MB = 20;
export const MAX_IMPORT_ROWS = 20_000;
/** How often the dialog asks for progress while the job runs. */
export const IMPORT_POLL_MS = 500;
/** Rows the dialog's table shows; the error report holds all invalid rows. */
export const IMPORT_TABLE_ROWS = 200;

export type ImportTargetKind = 'watchlist' | 'campaign';
export interface ImportTargetRef {
  kind: ImportTargetKind;
  id: string;
  name: string;
}

export const isActiveImport = (state: string | undefined): boolean => state === 'queued' || state === 'running';
