import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { schema, type Platform } from '@creatorlens/db';

import { channelVisibleTo, storedFormsOf } from '../channels/index.ts';
import { referenceKey, type ProfileReference } from './profile-reference.ts';
import type { Executor } from '../dependencies.ts';

const channel = schema.channel;
const BATCH = 1_000;

/** The platform id a channel created from this reference gets (the platform's usernames are case-insensitive). */
export const platformIdFor = (reference: ProfileReference): string =>
  reference.kind === 'id' ? reference.value : reference.value.toLowerCase();

/**
 * Finds the known channels the references name, in batches per platform: by platform id or by handle,
 * case-insensitive (through channel_handle_lower_idx), in every stored form (storedFormsOf). Returns reference key ->
 * channel id; a platform-id match wins over a handle match. With `visibleTo` only channels that organisation may see
 * are matched (another organisation's unconfirmed import counts as unknown).
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
      const forms = batch.map(storedFormsOf);
      const ids = [...new Set(forms.flatMap((form) => form.platformIds))];
      const handleForms = [...new Set(forms.flatMap((form) => form.handles))];
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
        )
        // Several channels can carry one handle (a renamed channel's old handle): the oldest, stable choice wins.
        .orderBy(channel.createdAt, channel.id);
      const byPlatformId = new Map<string, string>();
      const byHandle = new Map<string, string>();
      for (const row of rows) {
        if (!byPlatformId.has(row.platformId)) byPlatformId.set(row.platformId, row.id);
        const handle = row.handle.replace(/^@/, '');
        if (handle && !byHandle.has(handle)) byHandle.set(handle, row.id);
      }
      for (const [index, reference] of batch.entries()) {
        const id =
          forms[index]!.platformIds.map((platformId) => byPlatformId.get(platformId)).find(Boolean) ??
          (reference.kind === 'handle' ? byHandle.get(reference.value.toLowerCase()) : undefined);
        if (id) found.set(referenceKey(reference), id);
      }
      if (platform === 'youtube') await matchHandlelessYoutubeChannels(db, batch, found, options.visibleTo);
    }
  }
  return found;
}

/**
 * Many YouTube channels come from sources that list a channel id and a display name but no @handle (handle ''): the
 * channel search finds them by name when someone pastes youtube.com/@<handle>, so an import must not create a second,
 * empty channel for them. A handle matches such a channel when exactly one handle-less YouTube channel has that display
 * name (case-insensitive, through channel_name_lower_idx); two candidates are ambiguous and match none.
 */
async function matchHandlelessYoutubeChannels(
  db: Executor,
  batch: readonly ProfileReference[],
  found: Map<string, string>,
  visibleTo: string | undefined,
): Promise<void> {
  const open = batch.filter((reference) => reference.kind === 'handle' && !found.has(referenceKey(reference)));
  if (open.length === 0) return;
  const names = [...new Set(open.map((reference) => reference.value.toLowerCase()))];
  const rows = await db
    .select({ id: channel.id, name: sql<string>`lower(${channel.name})` })
    .from(channel)
    .where(
      and(
        eq(channel.platform, 'youtube'),
        eq(channel.handle, ''),
        visibleTo ? channelVisibleTo(visibleTo) : undefined,
        inArray(sql`lower(${channel.name})`, names),
      ),
    );
  const byName = new Map<string, string | null>();
  for (const row of rows) byName.set(row.name, byName.has(row.name) ? null : row.id);
  for (const reference of open) {
    const id = byName.get(reference.value.toLowerCase());
    if (id) found.set(referenceKey(reference), id);
  }
}
