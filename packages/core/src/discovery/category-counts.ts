import { sql } from 'drizzle-orm';
import { CATEGORY_IDS, isCategoryId, type CategoryId } from '@creatorlens/contracts';
import type { Database, Platform } from '@creatorlens/db';
import { selectRows } from '@creatorlens/db/sql-result';
import { channelNotHiddenFrom, requireReadablePlatform } from '../channels/index.ts';
import type { Dependencies } from '../dependencies.ts';

interface CategoryCount {
  id: CategoryId;
  count: number;
}

/** The picker's counts change only when channels are imported or refreshed; a few minutes old is fine for a hint. */
const CATEGORY_COUNTS_TTL_MS = 5 * 60_000;

interface CachedCounts {
  at: number;
  counts: CategoryCount[];
}

// Keyed by the database handle (tests hand in a fresh one each), then platform and organisation (unconfirmed imports
// of one organisation count only for it). Not a database singleton: nothing is shared between two handles.
const cache = new WeakMap<Database, Map<string, CachedCounts>>();

/**
 * How many channels of a platform each taxonomy category holds (every category, zero included, in taxonomy order),
 * for the discovery picker. One grouped read of the platform's category_ids, kept for CATEGORY_COUNTS_TTL_MS.
 */
export async function listCategoryCounts(
  { db, actor }: Dependencies,
  input: { platform: Platform },
  now: number = Date.now(),
): Promise<CategoryCount[]> {
  requireReadablePlatform(actor, input.platform);
  const organizationId = actor.organizationId ?? null;
  const key = `${input.platform}|${organizationId ?? ''}`;
  const perDatabase = cache.get(db) ?? new Map<string, CachedCounts>();
  cache.set(db, perDatabase);
  const cached = perDatabase.get(key);
  if (cached && now - cached.at < CATEGORY_COUNTS_TTL_MS) return cached.counts;

  const rows = await selectRows<{ id: string; count: number }>(
    db,
    sql`select category_id as id, count(*)::int as count
        from channel, unnest(channel.category_ids) as category_id
        where channel.platform = ${input.platform} and ${channelNotHiddenFrom(organizationId)}
        group by category_id`,
  );
  const byId = new Map(rows.filter((row) => isCategoryId(row.id)).map((row) => [row.id, Number(row.count)]));
  const counts = CATEGORY_IDS.map((id) => ({ id, count: byId.get(id) ?? 0 }));
  perDatabase.set(key, { at: now, counts });
  return counts;
}
