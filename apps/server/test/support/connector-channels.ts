import { eq } from 'drizzle-orm';
import { schema, type Database, type Platform } from '@creatorlens/db';
import { insertFixtureArtist } from '@creatorlens/db/testing';

let counter = 0;

/** A fresh artist with one channel whose platform id is the given one (the fake server's recorded or generated account). */
export async function insertConnectorChannel(db: Database, platform: Platform, platformId: string): Promise<string> {
  counter += 1;
  const { channelIds } = await insertFixtureArtist(db, {
    slug: `connector-${platform}-${counter}-${Date.now()}`,
    name: `Connector fixture ${counter}`,
    channels: [{ platform, handle: `connector${counter}${Date.now()}`, followers: 1 }],
    postsPerChannel: 0,
  });
  const channelId = channelIds[0]!;
  // Platform ids are unique per platform: an earlier test's channel with the same account gives its id up.
  await db.delete(schema.channel).where(eq(schema.channel.platformId, platformId));
  await db.update(schema.channel).set({ platformId }).where(eq(schema.channel.id, channelId));
  return channelId;
}
