import { and, eq } from 'drizzle-orm';
import { schema } from '@creatorlens/db';
import { isOrgAdmin } from '../actor.ts';
import { requireCampaign } from '../campaigns/index.ts';
import { AppError } from '../errors.ts';
import { emitListsChanged } from '../notifications/index.ts';
import { requireOrganization, requirePermission } from '../permissions/index.ts';
import { requireWatchlist } from '../watchlists/index.ts';
import { requireTeam, requireTeamListAccess } from '../teams/index.ts';
import type { Dependencies } from '../dependencies.ts';

type TeamListKind = 'campaign' | 'watchlist';

/**
 * Shares a campaign or watchlist with one team of the organisation, or with the whole organisation (teamId null).
 * The list and its entries change together in one transaction. Anyone who may update the list and sees it may do
 * it, but a member (not an admin) may only choose a team they are in: handing a list to a team one is not in would
 * lock oneself out of it.
 */
export async function shareListWithTeam(
  { db, actor }: Dependencies,
  input: { kind: TeamListKind; id: string; teamId: string | null },
): Promise<{ kind: TeamListKind; id: string; teamId: string | null }> {
  requirePermission(actor, 'update', input.kind);
  const organizationId = requireOrganization(actor);
  await db.transaction(async (tx) => {
    if (input.kind === 'campaign') await requireCampaign(tx, organizationId, input.id, actor);
    else await requireWatchlist(tx, organizationId, input.id, actor);
    if (input.teamId !== null) {
      await requireTeam(tx, organizationId, input.teamId);
      if (!isOrgAdmin(actor)) {
        await requireTeamListAccess(tx, actor, input.teamId, 'team').catch(() => {
          throw new AppError('FORBIDDEN', 'You can only share a list with a team you are in.');
        });
      }
    }
    const now = new Date();
    if (input.kind === 'campaign') {
      await tx
        .update(schema.campaign)
        .set({ teamId: input.teamId, updatedAt: now })
        .where(and(eq(schema.campaign.id, input.id), eq(schema.campaign.organizationId, organizationId)));
      await tx.update(schema.campaignChannel).set({ teamId: input.teamId }).where(eq(schema.campaignChannel.campaignId, input.id));
    } else {
      await tx
        .update(schema.watchlist)
        .set({ teamId: input.teamId, updatedAt: now })
        .where(and(eq(schema.watchlist.id, input.id), eq(schema.watchlist.organizationId, organizationId)));
      await tx.update(schema.watchlistChannel).set({ teamId: input.teamId }).where(eq(schema.watchlistChannel.watchlistId, input.id));
    }
  });
  await emitListsChanged(db, organizationId, input.kind, input.id);
  return input;
}
