import { and, asc, eq } from 'drizzle-orm';
import { readStoredCreatorFilter } from '@creatorlens/contracts';
import { schema } from '@creatorlens/db';
import type { Actor } from '../actor.ts';
import { AppError } from '../errors.ts';
import { requireOrganization, requirePermission } from '../permissions/index.ts';
import { findInvertedRange, type CreatorFilters, type DiscoveryPlatform } from './creator-filters.ts';
import type { Dependencies } from '../dependencies.ts';

interface SavedSearchView {
  id: string;
  name: string;
  platform: DiscoveryPlatform;
  filters: CreatorFilters;
  ownerId: string;
  isMine: boolean;
  /** Epoch milliseconds. */
  createdAt: number;
}

/**
 * Saving changes shared organisation data, so beyond reading creators (valid licence) it needs a real member:
 * guests share one demo organisation and may look but not change anything.
 */
function requireMemberWhoMayChange(actor: Actor): string {
  requirePermission(actor, 'read', 'channel');
  if (actor.isGuest) throw new AppError('FORBIDDEN', 'Guests cannot save searches; sign up to keep your filters.');
  return requireOrganization(actor);
}

const toView = (actor: Actor, row: typeof schema.savedSearch.$inferSelect): SavedSearchView => ({
  id: row.id,
  name: row.name,
  platform: row.platform as DiscoveryPlatform,
  // Read with today's schema: a field an older rule let through is dropped rather than failing the whole list.
  filters: readStoredCreatorFilter(row.filters),
  ownerId: row.ownerId,
  isMine: row.ownerId === actor.userId,
  createdAt: row.createdAt.getTime(),
});

/** Saves a creator-discovery filter for the actor's organisation. */
export async function saveSearch(
  { db, actor }: Dependencies,
  input: { name: string; platform: DiscoveryPlatform; filters: CreatorFilters },
): Promise<SavedSearchView> {
  const organizationId = requireMemberWhoMayChange(actor);
  const inverted = findInvertedRange(input.filters);
  if (inverted) throw new AppError('VALIDATION', `filters.${inverted[0]} must not be greater than filters.${inverted[1]}.`);
  const [row] = await db
    .insert(schema.savedSearch)
    .values({ organizationId, ownerId: actor.userId, name: input.name.trim(), platform: input.platform, filters: { ...input.filters } })
    .returning();
  if (!row) throw new Error('saved_search insert returned nothing');
  return toView(actor, row);
}

/** The saved searches of the actor's organisation, oldest first. */
export async function listSavedSearches({ db, actor }: Dependencies): Promise<SavedSearchView[]> {
  requirePermission(actor, 'read', 'channel');
  const organizationId = requireOrganization(actor);
  const rows = await db
    .select()
    .from(schema.savedSearch)
    .where(eq(schema.savedSearch.organizationId, organizationId))
    .orderBy(asc(schema.savedSearch.createdAt), asc(schema.savedSearch.id));
  return rows.map((row) => toView(actor, row));
}

/** Deletes a saved search of the actor's organisation; another organisation's id answers NOT_FOUND, as if unknown. */
export async function deleteSavedSearch({ db, actor }: Dependencies, input: { id: string }): Promise<{ id: string }> {
  const organizationId = requireMemberWhoMayChange(actor);
  const deleted = await db
    .delete(schema.savedSearch)
    .where(and(eq(schema.savedSearch.id, input.id), eq(schema.savedSearch.organizationId, organizationId)))
    .returning({ id: schema.savedSearch.id });
  if (deleted.length === 0) throw new AppError('NOT_FOUND', 'No saved search with this id exists in your organisation.');
  return { id: input.id };
}
