/** Loading an organisation's identity decisions and the channels they touch, for read-time grouping. */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { schema, type Database } from '@creatorlens/db';
import { effectivePersons, type GroupedChannel, type OrderedDecision, type PersonKey } from './effective-groups.ts';

export const channelKeySql = sql<string>`(${schema.channel.platform}::text || ':' || ${schema.channel.platformId})`;

/** The organisation's own decisions, oldest first (none for a caller without an organisation). */
async function loadOrganizationDecisions(db: Database, organizationId: string | null): Promise<OrderedDecision[]> {
  if (!organizationId) return [];
  return db
    .select({ kind: schema.identityOverride.kind, a: schema.identityOverride.channelAKey, b: schema.identityOverride.channelBKey })
    .from(schema.identityOverride)
    .where(eq(schema.identityOverride.organizationId, organizationId))
    .orderBy(asc(schema.identityOverride.createdAt), asc(schema.identityOverride.id));
}

/**
 * The organisation's people, where they differ from the shared grouping: channel id → person key (an artist id, or
 * `channel:<id>` for a channel split off alone). Empty when the organisation corrected nothing.
 */
export async function organizationPersonMap(db: Database, organizationId: string | null): Promise<Map<string, PersonKey>> {
  const decisions = await loadOrganizationDecisions(db, organizationId);
  if (decisions.length === 0) return new Map();
  const keys = [...new Set(decisions.flatMap((d) => [d.a, d.b]))];
  const touched = await db.select({ artistId: schema.channel.artistId }).from(schema.channel).where(inArray(channelKeySql, keys));
  const artistIds = [...new Set(touched.map((r) => r.artistId))];
  if (artistIds.length === 0) return new Map();
  const channels: GroupedChannel[] = await db
    .select({ id: schema.channel.id, key: channelKeySql, artistId: schema.channel.artistId })
    .from(schema.channel)
    .where(and(inArray(schema.channel.artistId, artistIds)))
    .orderBy(asc(schema.channel.id));
  return effectivePersons(channels, decisions);
}

/**
 * Every channel of one person for the organisation: the channels the map moved to it, and the channels of its artist
 * that the map left where they were.
 */
export async function channelIdsOfPerson(db: Database, persons: Map<string, PersonKey>, person: PersonKey): Promise<string[]> {
  const moved = [...persons.entries()].filter(([, p]) => p === person).map(([id]) => id);
  if (person.startsWith('channel:')) return moved;
  const stayed = await db.select({ id: schema.channel.id }).from(schema.channel).where(eq(schema.channel.artistId, person));
  return [...new Set([...moved, ...stayed.map((r) => r.id).filter((id) => (persons.get(id) ?? person) === person)])];
}
