import { eq, sql } from 'drizzle-orm';
import { schema, type Database } from '@creatorlens/db';
import { AppError } from '../errors.ts';
import { loadActor } from '../load-actor.ts';
import { applyImport, type PlannedRow } from './apply-import.ts';
import { resolveImportRights, type ImportTarget } from './import-target.ts';
import { matchKnownChannels } from './match-channels.ts';
import { parseImportCsv } from './parse-import-csv.ts';
import { referenceKey } from './profile-reference.ts';

interface ImportSummary {
  total: number;
  matched: number;
  created: number;
  invalid: number;
}

interface RunImportDependencies {
  db: Database;
  reportProgress(done: number, total: number, message?: string): Promise<void>;
  signal?: AbortSignal;
}

const MATCH_BATCH = 1_000;

function readPayload(payload: Record<string, unknown>): { target: ImportTarget; csv: string } {
  const target = payload.target as Partial<ImportTarget> | undefined;
  if (
    !target ||
    (target.kind !== 'watchlist' && target.kind !== 'campaign') ||
    typeof target.id !== 'string' ||
    typeof payload.csv !== 'string'
  ) {
    throw new AppError('VALIDATION', 'The import job carries no target or file.');
  }
  return { target: { kind: target.kind, id: target.id }, csv: payload.csv };
}

async function summaryOf(db: Database, jobId: string): Promise<ImportSummary | null> {
  const rows = await db
    .select({ status: schema.jobRowResult.status, count: sql<number>`count(*)::int` })
    .from(schema.jobRowResult)
    .where(eq(schema.jobRowResult.jobId, jobId))
    .groupBy(schema.jobRowResult.status);
  if (rows.length === 0) return null;
  const of = (status: string) => Number(rows.find((row) => row.status === status)?.count ?? 0);
  return {
    total: rows.reduce((sum, row) => sum + Number(row.count), 0),
    matched: of('matched'),
    created: of('created'),
    invalid: of('invalid'),
  };
}

/**
 * Runs one import job: re-checks the uploader's rights (they may have changed since the upload), matches the rows
 * against known channels in batches while reporting progress, then applies everything in one transaction
 * (applyImport). Idempotent: a job whose report exists was applied already and only returns its summary.
 */
export async function runImportJob(
  { db, reportProgress, signal }: RunImportDependencies,
  job: { id: string; payload: Record<string, unknown>; organizationId: string | null; createdBy: string | null },
): Promise<ImportSummary> {
  const done = await summaryOf(db, job.id);
  if (done) return done;
  const { target, csv } = readPayload(job.payload);
  if (!job.organizationId || !job.createdBy) throw new AppError('VALIDATION', 'The import job has no organisation or uploader.');
  const actor = await loadActor({ db }, { userId: job.createdBy, sessionId: `job:${job.id}`, activeOrganizationId: job.organizationId });
  if (actor.organizationId !== job.organizationId)
    throw new AppError('FORBIDDEN', 'The uploader is no longer a member of this organisation.');
  const rights = await resolveImportRights(db, actor, target);

  const lines = parseImportCsv(csv);
  const total = lines.length;
  await reportProgress(0, total, 'Imports.progress-matching');
  const rows: PlannedRow[] = lines.map((line) => ({
    rowNumber: line.rowNumber,
    input: line.input,
    reference: line.reference,
    reason: line.problem ?? (line.reference && !rights.readablePlatforms.has(line.reference.platform) ? 'platform-not-readable' : null),
    channelId: null,
  }));
  const seenChannels = new Set<string>();
  for (let start = 0; start < rows.length; start += MATCH_BATCH) {
    signal?.throwIfAborted();
    const batch = rows.slice(start, start + MATCH_BATCH).filter((row) => row.reason === null && row.reference);
    const matches = await matchKnownChannels(
      db,
      batch.map((row) => row.reference!),
      { visibleTo: rights.organizationId },
    );
    for (const row of batch) {
      row.channelId = matches.get(referenceKey(row.reference!)) ?? null;
      // Two spellings of one channel (its handle and its YouTube id): the later row is the duplicate.
      if (row.channelId && seenChannels.has(row.channelId)) row.reason = 'duplicate-in-file';
      else if (row.channelId) seenChannels.add(row.channelId);
    }
    await reportProgress(Math.min(total, start + MATCH_BATCH), total, 'Imports.progress-matching');
  }

  signal?.throwIfAborted();
  await reportProgress(total, total, 'Imports.progress-applying');
  const applied = await db.transaction(async (tx) => {
    const result = await applyImport(tx, {
      jobId: job.id,
      target,
      maxChannels: rights.maxChannels,
      actor: { userId: actor.userId, organizationId: rights.organizationId },
      rows,
    });
    // The file is not needed once its report exists (the report holds every row's text); keep the job row small.
    await tx
      .update(schema.job)
      .set({ payload: sql`${schema.job.payload} - 'csv'` })
      .where(eq(schema.job.id, job.id));
    return result;
  });
  return {
    total,
    matched: applied.filter((row) => row.status === 'matched').length,
    created: applied.filter((row) => row.status === 'created').length,
    invalid: applied.filter((row) => row.status === 'invalid').length,
  };
}
