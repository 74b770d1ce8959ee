import { and, eq } from 'drizzle-orm';
import { schema, type Database } from '@creatorlens/db';
import { AppError } from '../errors.ts';

/** What organisation data can hang on: artists and channels are global creator data, campaigns belong to one organisation. */
export type CollaborationSubjectType = 'artist' | 'channel' | 'campaign';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Throws NOT_FOUND unless the subject exists and, for a campaign, belongs to the organisation. Artists are
 * addressed by their id (not the slug): an id never changes, so notes survive a renamed slug.
 */
export async function requireCollaborationSubject(
  db: Database,
  organizationId: string,
  subjectType: CollaborationSubjectType,
  subjectId: string,
): Promise<void> {
  // A malformed id cannot name anything; checking here keeps the uuid cast below from failing as a 500.
  if (!UUID.test(subjectId)) throw new AppError('NOT_FOUND', `No ${subjectType} with this id exists.`);
  let rows: { id: string }[];
  if (subjectType === 'artist') {
    rows = await db.select({ id: schema.artist.id }).from(schema.artist).where(eq(schema.artist.id, subjectId));
  } else if (subjectType === 'channel') {
    rows = await db.select({ id: schema.channel.id }).from(schema.channel).where(eq(schema.channel.id, subjectId));
  } else {
    rows = await db
      .select({ id: schema.campaign.id })
      .from(schema.campaign)
      .where(and(eq(schema.campaign.id, subjectId), eq(schema.campaign.organizationId, organizationId)));
  }
  if (rows.length === 0) throw new AppError('NOT_FOUND', `No ${subjectType} with this id exists in your organisation.`);
}
