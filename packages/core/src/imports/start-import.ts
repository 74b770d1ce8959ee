import { JOB_QUEUES } from '@creatorlens/contracts/job-queues';
import { enqueueJob } from '../jobs/index.ts';
import { type RateLimitRule, enforceRateLimit } from '../security/index.ts';
import { decodeImportUpload, type UploadReadOptions } from './decode-import-upload.ts';
import { acquireImportReadingLease } from './import-reading-lease.ts';
import { resolveImportRights, type ImportTarget } from './import-target.ts';
import { parseImportCsv, parseImportText, type ImportLine } from './parse-import-csv.ts';
import type { Dependencies } from '../dependencies.ts';

/** What an import job carries: everything it needs to run again after a crash. */
interface ImportJobPayload {
  target: ImportTarget;
  fileName: string;
  csv: string;
}

interface StartOptions {
  /** The importOrganization rate limit (both upload paths pass it); RATE_LIMITED (429) over it. */
  fileLimit?: RateLimitRule | undefined;
}

/**
 * The steps both upload paths share, in this order: rights on the list; the organisation's reading lease (409 while
 * another of its files is being read); the rate limit, counted before the file is read so every attempt costs the
 * organisation one; then the file (read returns its text and rows, or refuses it); only then the job is queued, so a
 * refused file leaves nothing behind.
 */
async function startImportWith(
  { db, actor }: Dependencies,
  input: { target: ImportTarget; fileName: string },
  options: StartOptions,
  read: () => Promise<{ csv: string; lines: ImportLine[] }>,
): Promise<{ jobId: string; rows: number }> {
  const rights = await resolveImportRights(db, actor, input.target);
  const release = await acquireImportReadingLease({ db }, { organizationId: rights.organizationId });
  try {
    if (options.fileLimit) await enforceRateLimit({ db }, { key: `importOrganization:${rights.organizationId}`, rule: options.fileLimit });
    const { csv, lines } = await read();
    const payload: ImportJobPayload = { target: input.target, fileName: input.fileName, csv };
    // Two attempts: a second run only after a crash or a lost lease; an import is applied in one transaction, so a
    // rerun starts from nothing.
    const job = await enqueueJob(
      { db },
      { queue: JOB_QUEUES.import, payload: { ...payload }, organizationId: rights.organizationId, createdBy: actor.userId, maxAttempts: 2 },
    );
    return { jobId: job.id, rows: lines.length };
  } finally {
    await release();
  }
}

/**
 * Checks the target and the file (size, encoding, rows, readable as CSV) at once, so the person uploading sees those
 * errors immediately, then queues the import as a job; the rows are matched and applied by runImportJob.
 */
export async function startImport(
  dependencies: Dependencies,
  input: ImportJobPayload,
  options: StartOptions = {},
): Promise<{ jobId: string; rows: number }> {
  return startImportWith(dependencies, input, options, async () => ({ csv: input.csv, lines: parseImportCsv(input.csv) }));
}

/**
 * startImport for a file that is still arriving (the upload route's request body): it is checked and parsed chunk by
 * chunk and refused the moment it passes the size or row limit or shows it is no UTF-8 text, so memory stays near
 * the size limit whatever is sent. When it refuses, the rest of `chunks` is left unread.
 */
export async function startImportUpload(
  dependencies: Dependencies,
  input: { target: ImportTarget; fileName: string; chunks: AsyncIterable<Uint8Array> },
  options: StartOptions & UploadReadOptions = {},
): Promise<{ jobId: string; rows: number }> {
  return startImportWith(dependencies, input, options, () =>
    parseImportText(decodeImportUpload(input.chunks, { maxBytes: options.maxBytes, signal: options.signal })),
  );
}
