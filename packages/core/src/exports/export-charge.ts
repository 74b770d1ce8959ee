import { exportCreditCost, JOB_QUEUES } from '@creatorlens/contracts';
import { schema } from '@creatorlens/db';
import { spendCredits } from '../credits/index.ts';
import { requireOrganization } from '../permissions/index.ts';
import type { ExportFile } from './tabular.ts';
import type { Dependencies } from '../dependencies.ts';

interface ExportRecord {
  /** watchlist, campaign, discovery, shortlist-watchlist, shortlist-campaign */
  subject: string;
  subjectId: string | null;
  format: string;
  rows: number;
}

export interface ChargedExport extends ExportFile {
  rows: number;
  credits: number;
}

/**
 * Charges a finished export (1 credit per started 100 rows, contracts' exportCreditCost) and records it as a completed
 * job, in one transaction: a short balance (LIMIT_EXCEEDED) leaves neither a record nor a charge, and the file is only
 * handed out after the commit. Guests export the demo world free: they may not spend the showroom's credits (decision
 * 009), and what they can export is demo data only.
 */
export async function chargeExport(
  { db, actor }: Dependencies,
  file: ExportFile,
  record: ExportRecord,
  now: Date = new Date(),
): Promise<ChargedExport> {
  const organizationId = requireOrganization(actor);
  if (actor.isGuest) return { ...file, rows: record.rows, credits: 0 };
  const credits = exportCreditCost(record.rows);
  await db.transaction(async (tx) => {
    const [job] = await tx
      .insert(schema.job)
      .values({
        queue: JOB_QUEUES.export,
        state: 'completed',
        payload: { subject: record.subject, subjectId: record.subjectId, format: record.format },
        result: { fileName: file.fileName, rows: record.rows, credits },
        attempts: 1,
        maxAttempts: 1,
        organizationId,
        createdBy: actor.userId,
        runAt: now,
        startedAt: now,
        finishedAt: now,
      })
      .returning({ id: schema.job.id });
    if (credits > 0) await spendCredits({ db: tx, actor }, { reason: 'export', credits, reference: job!.id, now });
  });
  return { ...file, rows: record.rows, credits };
}
