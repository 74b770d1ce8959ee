import type { Database } from '@creatorlens/db';
import type { Actor } from '../actor.ts';
import { AppError } from '../errors.ts';
import { readablePostPlatforms, requireOrganization, requirePermission } from '../permissions/index.ts';

import { requireCampaign } from '../campaigns/index.ts';
import { manualWatchlistLimit, requireWatchlist } from '../watchlists/index.ts';
import type { Platform } from '@creatorlens/db';
import type { ImportTargetKind } from '@creatorlens/contracts';
import type { Executor } from '../dependencies.ts';

export type { ImportTargetKind } from '@creatorlens/contracts';
export interface ImportTarget {
  kind: ImportTargetKind;
  id: string;
}

/** What the import may do, taken from the actor at the time the rows are applied. */
interface ImportRights {
  organizationId: string;
  readablePlatforms: Set<Platform>;
  /** The licence's watchlist size for watchlists; null for campaigns (no limit). */
  maxChannels: number | null;
  targetName: string;
}

/**
 * Checks that the actor may add channels to the target (the same rules as adding by hand: update permission on
 * the list, a list of the own organisation, manual watchlists only) and returns the rights the import runs with.
 */
export async function resolveImportRights(db: Database | Executor, actor: Actor, target: ImportTarget): Promise<ImportRights> {
  const ability = requirePermission(actor, 'update', target.kind);
  const organizationId = requireOrganization(actor);
  const readablePlatforms = new Set(readablePostPlatforms(ability));
  if (target.kind === 'campaign') {
    const campaign = await requireCampaign(db, organizationId, target.id, actor);
    return { organizationId, readablePlatforms, maxChannels: null, targetName: campaign.name };
  }
  const list = await requireWatchlist(db, organizationId, target.id, actor);
  if (list.type !== 'manual') throw new AppError('CONFLICT', 'Only manual watchlists accept channels.');
  return { organizationId, readablePlatforms, maxChannels: manualWatchlistLimit(actor), targetName: list.name };
}
