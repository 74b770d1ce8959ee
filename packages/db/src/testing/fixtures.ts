import { schema } from '../index.ts';
import type { Database } from '../client.ts';
import type { Platform } from '../constants.ts';

export interface FixtureChannel {
  platform: Platform;
  handle: string;
  followers: number;
}

/** A small hand-made artist with channels and posts on several platforms, for tests that need known values. */
export async function insertFixtureArtist(
  db: Database,
  input: { slug: string; name: string; channels: FixtureChannel[]; postsPerChannel?: number },
): Promise<{ artistId: string; channelIds: string[] }> {
  const [artist] = await db.insert(schema.artist).values({ slug: input.slug, name: input.name }).returning({ id: schema.artist.id });
  if (!artist) throw new Error('artist insert returned nothing');
  const channelIds: string[] = [];
  for (const channel of input.channels) {
    const [row] = await db
      .insert(schema.channel)
      .values({
        artistId: artist.id,
        platform: channel.platform,
        platformId: `${channel.platform}-${channel.handle}`,
        name: input.name,
        handle: channel.handle,
        followers: channel.followers,
        country: 'DE',
        language: 'de',
        categories: ['fixture'],
        source: 'test-fixture',
        dataAsOf: new Date('2026-01-01T00:00:00Z'),
      })
      .returning({ id: schema.channel.id });
    if (!row) throw new Error('channel insert returned nothing');
    channelIds.push(row.id);
    const posts = Array.from({ length: input.postsPerChannel ?? 2 }, (_, index) => ({
      channelId: row.id,
      platform: channel.platform,
      platformPostId: `${channel.platform}-${channel.handle}-${index}`,
      type: 'video',
      title: `${input.name} post ${index}`,
      publishedAt: new Date(Date.UTC(2026, 0, 1 + index)),
      likes: 100 * (index + 1),
      comments: 10 * (index + 1),
      views: 1000 * (index + 1),
      source: 'test-fixture',
    }));
    if (posts.length > 0) await db.insert(schema.post).values(posts);
  }
  return { artistId: artist.id, channelIds };
}
