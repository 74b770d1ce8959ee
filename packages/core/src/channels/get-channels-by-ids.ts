import { and, eq, inArray } from 'drizzle-orm';
import { schema } from '@creatorlens/db';
import { channelReadScope } from './channel-access.ts';
import { channelViewColumns, toChannelView, type ChannelView } from './channel-view.ts';
import type { Dependencies } from '../dependencies.ts';

/** A channel with the slug of its artist page, for lists that link to it (recent channels, watchlists). */
type ChannelWithArtist = ChannelView & { artistSlug: string };

/**
 * Channels by id, in the order asked for; unknown ids, channels on platforms outside the licence and another
 * organisation's unconfirmed imports are left out.
 */
export async function getChannelsByIds({ db, actor }: Dependencies, input: { ids: string[] }): Promise<ChannelWithArtist[]> {
  const scope = channelReadScope(actor);
  if (input.ids.length === 0) return [];
  const rows = await db
    .select({ ...channelViewColumns, artistSlug: schema.artist.slug })
    .from(schema.channel)
    .innerJoin(schema.artist, eq(schema.artist.id, schema.channel.artistId))
    .where(and(inArray(schema.channel.id, input.ids), scope.where));
  const byId = new Map(rows.map(({ artistSlug, ...row }) => [row.id, { ...toChannelView(row), artistSlug }]));
  return input.ids.flatMap((id) => byId.get(id) ?? []);
}
