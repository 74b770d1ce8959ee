import { eq } from 'drizzle-orm';
import { schema, type Database } from '@creatorlens/db';
import { AppError } from '../errors.ts';
import type { PlatformChannelData } from './platform-types.ts';
import type { ConnectorRegistry } from './registry.ts';
import { storeChannelDataBatch, type ChannelDataToStore, type RefreshChannelResult } from './store-channel-batch.ts';

export { storeChannelDataBatch, type ChannelDataToStore, type RefreshChannelResult } from './store-channel-batch.ts';

/** How many of the newest posts one refresh reads (YouTube: one playlist page and one videos call). */
const REFRESH_MAX_POSTS = 50;

/** A channel read from its platform, ready to store (nothing written yet). */
export type FetchedChannel = ChannelDataToStore;

/**
 * Reads one channel from its platform's API without writing anything: a malformed answer or a refused call
 * (quota, rate limit) throws before any write. With includePosts false (the daily counters tier) only the profile
 * is read.
 */
export async function fetchChannelFromPlatform(
  deps: { db: Database; connectors: ConnectorRegistry },
  input: { channelId: string; includePosts?: boolean },
): Promise<FetchedChannel> {
  const [row] = await deps.db
    .select({ id: schema.channel.id, platform: schema.channel.platform, platformId: schema.channel.platformId })
    .from(schema.channel)
    .where(eq(schema.channel.id, input.channelId));
  if (!row) throw new AppError('NOT_FOUND', 'This channel does not exist.');
  const connector = await deps.connectors.forPlatform(row.platform);
  const data = await connector.fetchChannel(row.platformId, { includePosts: input.includePosts ?? false, maxPosts: REFRESH_MAX_POSTS });
  return { channelId: row.id, platform: row.platform, source: `${connector.connector}-api`, data };
}

/**
 * Reads one channel from its platform's API and stores it: channel counters and data_as_of, today's snapshot
 * (an upsert on (channel, day), so a rerun never duplicates), new and updated posts (upsert on the platform post id)
 * and the channel's derived figures. All HTTP happens before the transaction. The scheduled refresh batches the
 * writes of many channels instead (apps/server jobs: the snapshot write batcher).
 */
export async function refreshChannelFromPlatform(
  deps: { db: Database; connectors: ConnectorRegistry },
  input: { channelId: string; includePosts?: boolean },
): Promise<RefreshChannelResult> {
  const fetched = await fetchChannelFromPlatform(deps, input);
  const [result] = await storeChannelDataBatch(deps.db, [fetched]);
  return result!;
}

/** Writes what a platform answered for one channel, in one transaction (a batch of one). */
export async function storeChannelData(
  db: Database,
  target: { channelId: string; platform: (typeof schema.channel.$inferSelect)['platform']; source: string },
  data: PlatformChannelData,
): Promise<RefreshChannelResult> {
  const [result] = await storeChannelDataBatch(db, [{ ...target, data }]);
  return result!;
}
