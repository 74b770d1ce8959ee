import { enqueueJob } from '../jobs/enqueue-job.ts';
import type { RateLimitRule } from '../security/limits.ts';
import { enforceRateLimit } from '../security/rate-limit.ts';
import { IMPORT_JOB_QUEUE } from './import-limits.ts';
import { resolveImportRights, type ImportTarget } from './import-target.ts';
import { parseImportCsv } from './parse-import-csv.ts';
import type { Dependencies } from '../dependencies.ts';

/** What an import job carries: everything it needs to run again after a crash. */
export interface ImportJobPayload {
  target: ImportTarget;
  fileName: string;
  csv: string;
}

/**
 * Checks the target and the file (size, rows, readable as CSV) at once, so the person uploading sees those errors
 * immediately, then queues the import as a job; the rows are matched and applied by runImportJob.
 */
export async function startImport(
  { db, actor }: Dependencies,
  input: ImportJobPayload,
  /** The importOrganization rate limit (both upload paths pass it); RATE_LIMITED (429) over it. */
  options: { fileLimit?: RateLimitRule | undefined } = {},
): Promise<{ jobId: string; rows: number }> {
  const rights = await resolveImportRights(db, actor, input.target);
  // Counted before the file is parsed: every attempt costs the organisation one, so nobody can keep the server
  // parsing 20 MB files (or queueing import jobs) faster than the limit allows.
  if (options.fileLimit) await enforceRateLimit({ db }, { key: `importOrganization:${rights.organizationId}`, rule: options.fileLimit });
  const rows = parseImportCsv(input.csv);
  const payload: ImportJobPayload = { target: input.target, fileName: input.fileName, csv: input.csv };
  // Two attempts: a second run only after a crash or a lost lease; an import is applied in one transaction, so a
  // rerun starts from nothing.
  const job = await enqueueJob(
    { db },
    { queue: IMPORT_JOB_QUEUE, payload: { ...payload }, organizationId: rights.organizationId, createdBy: actor.userId, maxAttempts: 2 },
  );
  return { jobId: job.id, rows: rows.length };
}
