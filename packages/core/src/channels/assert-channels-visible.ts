import { and, eq, inArray } from 'drizzle-orm';
import { schema, type Platform } from '@creatorlens/db';
import type { Actor } from '../actor.ts';
import { AppError } from '../errors.ts';
import { artistVisibleTo, channelVisibleTo } from './channel-access.ts';
import type { Executor } from '../dependencies.ts';

/**
 * The gate for every procedure that takes channel (or artist) ids from a caller: campaigns, watchlists, tags,
 * comments, CRM values. It applies the visibility rule of channel-access.ts, so another organisation's unconfirmed
 * import answers exactly like an id that does not exist (same code, same message): the answer never tells a caller
 * that somebody else imported a handle.
 */

export interface VisibleChannel {
  id: string;
  platform: Platform;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a caller's id can name a row at all; a malformed one would make the uuid comparison fail as a 500. */
export const isUuid = (id: string): boolean => UUID.test(id);

const missingMessage = (missing: number, asked: number): string =>
  asked === 1 ? 'No channel with this id exists.' : `${missing} of the channels do not exist.`;

/**
 * NOT_FOUND unless every id names a channel the actor's organisation may see; otherwise the channels (duplicates
 * collapsed) in the order first asked for. Callers check all ids before writing anything, so a batch never half-lands.
 */
export async function assertChannelsVisible(
  { db, actor }: { db: Executor; actor: Pick<Actor, 'organizationId'> },
  ids: readonly string[],
): Promise<VisibleChannel[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  // A malformed id names nothing; filtering it here keeps the uuid comparison from failing as a 500.
  const wellFormed = unique.filter((id) => isUuid(id));
  const rows =
    wellFormed.length === 0
      ? []
      : await db
          .select({ id: schema.channel.id, platform: schema.channel.platform })
          .from(schema.channel)
          .where(and(inArray(schema.channel.id, wellFormed), channelVisibleTo(actor.organizationId ?? null)));
  if (rows.length !== unique.length) throw new AppError('NOT_FOUND', missingMessage(unique.length - rows.length, unique.length));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return unique.map((id) => byId.get(id)!);
}

/** NOT_FOUND unless the id names a channel the actor's organisation may see. */
export async function assertChannelVisible(
  deps: { db: Executor; actor: Pick<Actor, 'organizationId'> },
  id: string,
): Promise<VisibleChannel> {
  const [channel] = await assertChannelsVisible(deps, [id]);
  return channel!;
}

/** NOT_FOUND unless the id names an artist the actor's organisation may see (the artist page's rule). */
export async function assertArtistVisible(
  { db, actor }: { db: Executor; actor: Pick<Actor, 'organizationId'> },
  id: string,
): Promise<void> {
  const rows = isUuid(id)
    ? await db
        .select({ id: schema.artist.id })
        .from(schema.artist)
        .where(and(eq(schema.artist.id, id), artistVisibleTo(actor.organizationId ?? null, schema.artist.id)))
    : [];
  if (rows.length === 0) throw new AppError('NOT_FOUND', 'No artist with this id exists.');
}
