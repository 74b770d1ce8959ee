import { and, eq } from 'drizzle-orm';
import { schema, type Database } from '@creatorlens/db';
import { AppError } from '../errors.ts';
import { assertArtistVisible, assertChannelVisible, isUuid } from '../channels/index.ts';
import type { Actor } from '../actor.ts';
import { requirePermission } from '../permissions/index.ts';
import { teamVisibleTo, type TeamViewer } from '../teams/index.ts';

/** What organisation data can hang on: artists and channels are global creator data, campaigns belong to one organisation. */
export type CollaborationSubjectType = 'artist' | 'channel' | 'campaign';

/**
 * A campaign's comments are part of the campaign: reading them needs the right to read it, writing them the right to
 * change it (the board's own rule), on top of the comment permission. Artists and channels are global creator data
 * whose notes only need the comment permission.
 */
export function requireSubjectPermission(actor: Actor, subjectType: CollaborationSubjectType, access: 'read' | 'write'): void {
  if (subjectType === 'campaign') requirePermission(actor, access === 'read' ? 'read' : 'update', 'campaign');
}

/**
 * Throws NOT_FOUND unless the subject exists and the organisation may see it: a campaign of its own, an artist or
 * channel that is not another organisation's unconfirmed import (channels/assert-channels-visible.ts). Artists are
 * addressed by their id (not the slug): an id never changes, so notes survive a renamed slug.
 */
export async function requireCollaborationSubject(
  db: Database,
  organizationId: string,
  subjectType: CollaborationSubjectType,
  subjectId: string,
  /** A campaign shared with a team is a subject only for that team and admins (team lists). */
  viewer: TeamViewer,
): Promise<void> {
  const deps = { db, actor: { organizationId } };
  if (subjectType === 'channel') {
    await assertChannelVisible(deps, subjectId);
    return;
  }
  if (subjectType === 'artist') {
    await assertArtistVisible(deps, subjectId);
    return;
  }
  // A malformed id cannot name anything; checking here keeps the uuid comparison from failing as a 500.
  const rows = isUuid(subjectId)
    ? await db
        .select({ id: schema.campaign.id })
        .from(schema.campaign)
        .where(
          and(
            eq(schema.campaign.id, subjectId),
            eq(schema.campaign.organizationId, organizationId),
            teamVisibleTo(schema.campaign.teamId, viewer),
          ),
        )
    : [];
  if (rows.length === 0) throw new AppError('NOT_FOUND', 'No campaign with this id exists in your organisation.');
}
