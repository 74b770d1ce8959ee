import { JOB_QUEUES } from '@creatorlens/contracts/job-queues';
import { and, asc, count, eq, getTableColumns, sql } from 'drizzle-orm';
import { schema, type Database } from '@creatorlens/db';
import { AppError } from '../errors.ts';
import { requireOrganization, requirePermission } from '../permissions/index.ts';
import { toCsv } from '../campaigns/index.ts';
import type { JobState } from '../jobs/index.ts';
import { type ImportReason, type ImportRowStatus } from './import-limits.ts';
import { IMPORT_REPORT_WORDS, type ImportReportLocale } from './import-report-words.ts';
import type { ImportTargetKind } from './import-target.ts';
import type { Dependencies } from '../dependencies.ts';
import { channelVisibleTo } from '../channels/index.ts';

interface ImportRowView {
  rowNumber: number;
  input: string;
  status: ImportRowStatus;
  reason: ImportReason | null;
  channelId: string | null;
}

interface ImportView {
  jobId: string;
  state: JobState;
  fileName: string;
  target: { kind: ImportTargetKind; id: string; name: string | null };
  progress: { done: number; total: number; message: string | null } | null;
  /** Counts per status once the import was applied; null while it runs. */
  summary: { total: number; matched: number; created: number; invalid: number } | null;
  error: string | null;
  rows: ImportRowView[];
  /** Rows matching the status filter, for paging. */
  rowCount: number;
}

const result = schema.jobRowResult;

/** The import job of the actor's organisation, checked for read permission on its target kind; else NOT_FOUND. */
async function requireImportJob({ db, actor }: Dependencies, jobId: string) {
  const organizationId = requireOrganization(actor);
  const [row] = await db
    // Without the CSV (up to MAX_IMPORT_UPLOAD_BYTES while the job waits): the progress poll reads this row often.
    .select({ ...getTableColumns(schema.job), payload: sql<Record<string, unknown>>`${schema.job.payload} - 'csv'` })
    .from(schema.job)
    .where(and(eq(schema.job.id, jobId), eq(schema.job.organizationId, organizationId), eq(schema.job.queue, JOB_QUEUES.import)));
  if (!row) throw new AppError('NOT_FOUND', 'No import with this id exists in your organisation.');
  const target = row.payload.target as { kind: ImportTargetKind; id: string };
  requirePermission(actor, 'read', target.kind);
  return { row, target };
}

async function targetName(db: Database, target: { kind: ImportTargetKind; id: string }): Promise<string | null> {
  const table = target.kind === 'campaign' ? schema.campaign : schema.watchlist;
  const [row] = await db.select({ name: table.name }).from(table).where(eq(table.id, target.id));
  return row?.name ?? null;
}

/** An import's state, progress, summary and one page of its per-row report (optionally only one status). */
export async function getImport(
  deps: Dependencies,
  input: { jobId: string; status?: ImportRowStatus | undefined; offset?: number | undefined; limit?: number | undefined },
): Promise<ImportView> {
  const { row, target } = await requireImportJob(deps, input.jobId);
  const { db } = deps;
  const organizationId = requireOrganization(deps.actor);
  const counts = await db
    .select({ status: result.status, value: count() })
    .from(result)
    .where(eq(result.jobId, row.id))
    .groupBy(result.status);
  const of = (status: string) => Number(counts.find((entry) => entry.status === status)?.value ?? 0);
  const summary =
    counts.length > 0
      ? {
          total: counts.reduce((sum, entry) => sum + Number(entry.value), 0),
          matched: of('matched'),
          created: of('created'),
          invalid: of('invalid'),
        }
      : null;
  const filter = input.status ? and(eq(result.jobId, row.id), eq(result.status, input.status)) : eq(result.jobId, row.id);
  const rows = summary
    ? await db
        .select({
          rowNumber: result.rowNumber,
          input: result.input,
          status: result.status,
          reason: result.reason,
          // A handle another organisation imported first is attached but stays hidden until a connector confirms it:
          // its id must not tell this organisation that someone else imported the handle.
          channelId: sql<string | null>`case when exists (select 1 from ${schema.channel} where ${schema.channel.id} = ${result.channelId}
            and ${channelVisibleTo(organizationId)}) then ${result.channelId} end`,
        })
        .from(result)
        .where(filter)
        .orderBy(asc(result.rowNumber))
        .offset(input.offset ?? 0)
        .limit(input.limit ?? 100)
    : [];
  return {
    jobId: row.id,
    state: row.state as JobState,
    fileName: typeof row.payload.fileName === 'string' ? row.payload.fileName : 'import.csv',
    target: { ...target, name: await targetName(db, target) },
    progress: row.progress ? { done: row.progress.done, total: row.progress.total, message: row.progress.message ?? null } : null,
    summary,
    // A failed job's message is for people (AppError texts); internal errors are not shown verbatim.
    error: row.state === 'failed' ? (row.lastError ?? 'The import failed.') : null,
    rows: rows as ImportRowView[],
    rowCount: input.status ? of(input.status) : (summary?.total ?? 0),
  };
}

/**
 * The invalid rows of an import as CSV (row, input, reason) in the importing person's language, for fixing and
 * uploading again. Row numbers are physical lines of the uploaded file.
 */
export async function getImportErrorReport(
  deps: Dependencies,
  input: { jobId: string; locale?: ImportReportLocale | undefined },
): Promise<{ fileName: string; csv: string; rows: number }> {
  const { row } = await requireImportJob(deps, input.jobId);
  const words = IMPORT_REPORT_WORDS[input.locale ?? 'en'];
  const invalid = await deps.db
    .select({ rowNumber: result.rowNumber, input: result.input, reason: result.reason })
    .from(result)
    .where(and(eq(result.jobId, row.id), eq(result.status, 'invalid')))
    .orderBy(asc(result.rowNumber));
  const base = (typeof row.payload.fileName === 'string' ? row.payload.fileName : 'import').replace(/\.csv$/i, '') || 'import';
  const lines = invalid.map((entry) => [entry.rowNumber, entry.input, words.reasons[entry.reason as ImportReason] ?? entry.reason ?? '']);
  const header = [words.columns.row, words.columns.input, words.columns.reason];
  // BOM first so Excel opens the UTF-8 file with the right characters.
  return { fileName: `${base}-${words.fileSuffix}.csv`, csv: `\uFEFF${toCsv([header, ...lines])}`, rows: invalid.length };
}
