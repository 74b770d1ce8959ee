import type { TFunction } from 'i18next';
import { IMPORT_FILE_REFUSALS, type ImportFileRefusal } from '@creatorlens/contracts';
import { APP_ERROR_CODES, errorMessageKey, type AppErrorCode } from '../../lib/errors.ts';
import { MAX_IMPORT_MB, MAX_IMPORT_ROWS, type ImportTargetKind } from './import-limits.ts';

/** The server's upload route (apps/server/src/http/import-upload-route.ts): the file as it is, up to 20 MB. */
const IMPORT_UPLOAD_PATH = '/api/imports/csv';

/**
 * A refused upload: `code` is an application error code, PAYLOAD_TOO_LARGE or UNSUPPORTED_MEDIA_TYPE; `reason` says
 * why the file itself was refused while it was read (too many rows, UTF-16, ...), when it was.
 */
export class ImportUploadError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly reason: ImportFileRefusal | null = null,
  ) {
    super(message);
    this.name = 'ImportUploadError';
  }
}

/**
 * Starts an import by posting the CSV itself (text/csv) instead of a tRPC JSON body, whose 1 MiB limit would cap files
 * far below the 20,000 rows an import may hold. Answers the job id the dialog then follows with import.getImport.
 */
export async function uploadImportCsv(input: {
  target: { kind: ImportTargetKind; id: string };
  fileName: string;
  csv: string;
}): Promise<{ jobId: string; rows: number }> {
  const query = new URLSearchParams({ targetKind: input.target.kind, targetId: input.target.id, fileName: input.fileName });
  const response = await fetch(`${IMPORT_UPLOAD_PATH}?${query.toString()}`, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'text/csv; charset=utf-8' },
    body: input.csv,
  });
  const body = (await response.json().catch(() => null)) as {
    jobId?: string;
    rows?: number;
    code?: string;
    reason?: string;
    error?: string;
  } | null;
  if (!response.ok || !body?.jobId) {
    const reason = IMPORT_FILE_REFUSALS.find((known) => known === body?.reason) ?? null;
    throw new ImportUploadError(body?.code ?? 'INTERNAL', body?.error ?? `The upload answered ${response.status}.`, reason);
  }
  return { jobId: body.jobId, rows: body.rows ?? 0 };
}

const isAppErrorCode = (code: string): code is AppErrorCode => (APP_ERROR_CODES as readonly string[]).includes(code);

/** What to tell the person when starting an import failed. */
export function importStartErrorMessage(t: TFunction, error: unknown): string {
  if (error instanceof ImportUploadError) {
    if (error.code === 'PAYLOAD_TOO_LARGE' || error.reason === 'too-large') return t('Imports.error-too-big', { size: MAX_IMPORT_MB });
    if (error.reason) return t(`Imports.refused-${error.reason}`, { rows: MAX_IMPORT_ROWS.toLocaleString() });
    // Another file of the organisation is being read (one at a time): a retry later helps, unlike other conflicts.
    if (error.code === 'CONFLICT') return t('Imports.error-busy');
    // The server's own message is English (for API callers); the person reads a translated one, never a mix.
    if (error.code === 'VALIDATION') return t('Imports.error-unreadable');
    if (isAppErrorCode(error.code)) return t(`Errors.${error.code}`);
    return t('Common.error-occured');
  }
  return t(errorMessageKey(error));
}
