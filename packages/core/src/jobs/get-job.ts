import { and, eq } from 'drizzle-orm';
import { schema } from '@creatorlens/db';
import { AppError } from '../errors.ts';
import { defineAbilityFor, requireOrganization } from '../permissions/index.ts';
import { toJobView, type JobView } from './job-view.ts';
import type { Dependencies } from '../dependencies.ts';

/**
 * One job with its progress. Members see their organisation's jobs; platform admins see every job (scheduled
 * refreshes belong to no organisation). Anything else answers NOT_FOUND, as if the id were unknown.
 */
export async function getJob({ db, actor }: Dependencies, input: { jobId: string }): Promise<JobView> {
  const isPlatformAdmin = defineAbilityFor(actor).can('read', 'admin_area');
  const scope = isPlatformAdmin
    ? eq(schema.job.id, input.jobId)
    : and(eq(schema.job.id, input.jobId), eq(schema.job.organizationId, requireOrganization(actor)));
  const [row] = await db.select().from(schema.job).where(scope).limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'No job with this id exists in your organisation.');
  return toJobView(row);
}
