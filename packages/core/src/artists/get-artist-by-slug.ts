import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { schema, type Platform } from '@creatorlens/db';
import { AppError } from '../errors.ts';
import { channelVisibleTo, readableChannelPlatforms, channelViewColumns, toChannelView, type ChannelView } from '../channels/index.ts';
import type { Dependencies } from '../dependencies.ts';
import { channelIdsOfPerson, organizationPersonMap } from '../identity/index.ts';

interface ArtistView {
  artist: { id: string; slug: string; name: string; image: string | null; country: string | null };
  channels: ChannelView[];
  /** Platforms of this artist's channels that the licence does not read; those channels are left out. */
  licenseExcludedPlatforms: Platform[];
}

/**
 * An artist and the channels the actor may read, biggest first: channels on platforms outside the licence are
 * left out (named in licenseExcludedPlatforms), channels another organisation imported and no connector confirmed
 * are not there at all; an artist with no channel left for the actor is NOT_FOUND.
 */
export async function getArtistBySlug(dependencies: Dependencies, input: { slug: string }): Promise<ArtistView> {
  const platforms = readableChannelPlatforms(dependencies.actor);
  const { artist, channels: grouped } = await loadArtistChannels(dependencies, input);
  const readable = grouped.filter((row) => platforms.includes(row.platform));
  const excluded = [...new Set(grouped.filter((row) => !platforms.includes(row.platform)).map((row) => row.platform))];
  return { artist, channels: readable.map(toChannelView), licenseExcludedPlatforms: excluded };
}

/**
 * The artist and every channel of it the actor's organisation sees (its identity corrections applied), on all
 * platforms; callers narrow to the licence themselves. NOT_FOUND as in getArtistBySlug.
 */
export async function loadArtistChannels({ db, actor }: Dependencies, input: { slug: string }) {
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
  const rows = await loadChannels(db, and(eq(schema.channel.artistId, artist.id), channelVisibleTo(actor.organizationId ?? null)));
  // An artist made only for another organisation's unconfirmed import does not exist for this actor.
  if (rows.length === 0) {
    const [any] = await db.select({ id: schema.channel.id }).from(schema.channel).where(eq(schema.channel.artistId, artist.id)).limit(1);
    if (any) throw new AppError('NOT_FOUND', `No artist is called "${input.slug}".`);
  }
  return { artist, channels: await withOrganizationCorrections({ db, actor }, artist.id, rows) };
}

type ChannelRow = Awaited<ReturnType<typeof loadChannels>>[number];
const loadChannels = (db: Dependencies['db'], where: SQL | undefined) =>
  db.select(channelViewColumns).from(schema.channel).where(where).orderBy(desc(schema.channel.followers));

/**
 * The artist's channels as the actor's organisation grouped them (identity corrections, issue 38): channels it split
 * off leave, channels it merged in join. Without corrections the shared grouping stands unchanged.
 */
async function withOrganizationCorrections({ db, actor }: Dependencies, artistId: string, rows: ChannelRow[]): Promise<ChannelRow[]> {
  const persons = await organizationPersonMap(db, actor.organizationId ?? null);
  if (persons.size === 0) return rows;
  const personOf = (row: ChannelRow) => persons.get(row.id) ?? row.artistId;
  const votes = new Map<string, number>();
  for (const row of rows) votes.set(personOf(row), (votes.get(personOf(row)) ?? 0) + 1);
  const person = [...votes.entries()].sort((x, y) => y[1] - x[1])[0]?.[0] ?? artistId;
  const joinedIds = (await channelIdsOfPerson(db, persons, person)).filter((id) => !rows.some((r) => r.id === id));
  const joined =
    joinedIds.length > 0
      ? await loadChannels(db, and(inArray(schema.channel.id, joinedIds), channelVisibleTo(actor.organizationId ?? null)))
      : [];
  return [...rows.filter((row) => personOf(row) === person), ...joined].sort((a, b) => (b.followers ?? -1) - (a.followers ?? -1));
}
