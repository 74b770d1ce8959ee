import { inArray } from 'drizzle-orm';
import { schema, type Database } from '@creatorlens/db';
import type { Actor } from '../actor.ts';
import { requirePermission } from '../permissions/require.ts';
import { channelViewColumns, toChannelView, type ChannelView } from './channel-view.ts';

/** Channels by id, in the order asked for; unknown ids are left out. */
export async function getChannelsByIds(
  { db, actor }: { db: Database; actor: Actor },
  input: { ids: string[] },
): Promise<ChannelView[]> {
  requirePermission(actor, 'read', 'channel');
  if (input.ids.length === 0) return [];
  const rows = await db.select(channelViewColumns).from(schema.channel).where(inArray(schema.channel.id, input.ids));
  const byId = new Map(rows.map((row) => [row.id, toChannelView(row)]));
  return input.ids.flatMap((id) => byId.get(id) ?? []);
}
