import { desc, eq } from 'drizzle-orm';
import { schema, type Database } from '@creatorlens/db';
import type { Actor } from '../actor.ts';
import { AppError } from '../errors.ts';
import { requirePermission } from '../permissions/require.ts';
import { channelViewColumns, toChannelView, type ChannelView } from '../channels/channel-view.ts';

export interface ArtistView {
  artist: { id: string; slug: string; name: string; image: string | null; country: string | null };
  channels: ChannelView[];
}

/** An artist and all their channels, biggest first. */
export async function getArtistBySlug(
  { db, actor }: { db: Database; actor: Actor },
  input: { slug: string },
): Promise<ArtistView> {
  requirePermission(actor, 'read', 'channel');
  const [artist] = await db
    .select({
      id: schema.artist.id,
      slug: schema.artist.slug,
      name: schema.artist.name,
      image: schema.artist.image,
      country: schema.artist.country,
    })
    .from(schema.artist)
    .where(eq(schema.artist.slug, input.slug.toLowerCase()));
  if (!artist) throw new AppError('NOT_FOUND', `No artist is called "${input.slug}".`);
  const rows = await db
    .select(channelViewColumns)
    .from(schema.channel)
    .where(eq(schema.channel.artistId, artist.id))
    .orderBy(desc(schema.channel.followers));
  return { artist, channels: rows.map(toChannelView) };
}
