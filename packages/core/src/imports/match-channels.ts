import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { schema, type Platform } from '@creatorlens/db';

import { channelVisibleTo } from '../channels/channel-access.ts';
import { referenceKey, type ProfileReference } from './profile-reference.ts';
import type { Executor } from '../dependencies.ts';

const channel = schema.channel;
const BATCH = 1_000;

/** The platform id a channel created from this reference gets (the platform's usernames are case-insensitive). */
export const platformIdFor = (reference: ProfileReference): string =>
  reference.kind === 'id' ? reference.value : reference.value.toLowerCase();

/**
 * Finds the known channels the references name, in batches per platform: by platform id (YouTube channel id, or the
 * username the seed and connectors store as id) or by handle, case-insensitive (through channel_handle_lower_idx).
 * Returns reference key -> channel id; a platform-id match wins over a handle match. With `visibleTo` only channels
 * that organisation may see are matched (another organisation's unconfirmed import counts as unknown).
 */
export async function matchKnownChannels(
  db: Executor,
  references: readonly ProfileReference[],
  options: { visibleTo?: string } = {},
): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  const byPlatform = new Map<Platform, ProfileReference[]>();
  for (const reference of references) byPlatform.set(reference.platform, [...(byPlatform.get(reference.platform) ?? []), reference]);
  for (const [platform, list] of byPlatform) {
    for (let start = 0; start < list.length; start += BATCH) {
      const batch = list.slice(start, start + BATCH);
      const ids = [...new Set(batch.map(platformIdFor))];
      const handles = batch.filter((reference) => reference.kind === 'handle').map((reference) => reference.value.toLowerCase());
      // YouTube handles are stored with or without their @.
      const handleForms = [...new Set(platform === 'youtube' ? handles.flatMap((handle) => [handle, `@${handle}`]) : handles)];
      const rows = await db
        .select({ id: channel.id, platformId: channel.platformId, handle: sql<string>`lower(${channel.handle})` })
        .from(channel)
        .where(
          and(
            eq(channel.platform, platform),
            options.visibleTo ? channelVisibleTo(options.visibleTo) : undefined,
            handleForms.length > 0
              ? or(inArray(channel.platformId, ids), inArray(sql`lower(${channel.handle})`, handleForms))
              : inArray(channel.platformId, ids),
          ),
        );
      const byPlatformId = new Map(rows.map((row) => [row.platformId, row.id]));
      const byHandle = new Map(rows.map((row) => [row.handle.replace(/^@/, ''), row.id]));
      for (const reference of batch) {
        const id =
          byPlatformId.get(platformIdFor(reference)) ??
          (reference.kind === 'handle' ? byHandle.get(reference.value.toLowerCase()) : undefined);
        if (id) found.set(referenceKey(reference), id);
      }
    }
  }
  return found;
}
