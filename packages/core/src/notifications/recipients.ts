import { and, eq, sql } from 'drizzle-orm';
import { schema, type Database } from '@creatorlens/db';
import { AppError } from '../errors.ts';
import { NOTIFY_CAPS } from '../security/index.ts';
import { assertBelowCap, withUserCapLock } from './caps.ts';

const RESERVED = new Set(['id', 'name', 'email', 'avatar', '__typename', 'created_at', 'updated_at', 'channel_data', 'preferences']);

/** Knock's User view of one of our users, with the custom properties a client identified. */
export async function getNotifyUser(db: Database, userId: string) {
  const [row] = await db
    .select({ user: schema.user, properties: schema.notificationRecipient.properties })
    .from(schema.user)
    .leftJoin(schema.notificationRecipient, eq(schema.notificationRecipient.userId, schema.user.id))
    .where(eq(schema.user.id, userId));
  if (!row) throw new AppError('NOT_FOUND', 'No user with this id exists.');
  return {
    ...(row.properties ?? {}),
    __typename: 'User',
    id: row.user.id,
    name: row.user.username || row.user.name,
    email: row.user.email,
    avatar: row.user.image,
    phone_number: (row.properties?.phone_number as string | undefined) ?? null,
    timezone: (row.properties?.timezone as string | undefined) ?? null,
    created_at: row.user.createdAt.toISOString(),
    updated_at: row.user.updatedAt.toISOString(),
  };
}

/**
 * Identify: merges custom properties into the user's notification profile. Name, email and avatar belong to the
 * account and are changed only through account settings, so a browser cannot rewrite them here.
 */
export async function identifyNotifyUser(db: Database, userId: string, properties: Record<string, unknown>) {
  const custom = Object.fromEntries(Object.entries(properties).filter(([key]) => !RESERVED.has(key)));
  const serialised = JSON.stringify(custom);
  if (serialised.length > 16_384) throw new AppError('VALIDATION', 'The user properties are too large (at most 16 KB).');
  await db.transaction(async (tx) => {
    const [current] = await tx.select().from(schema.notificationRecipient).where(eq(schema.notificationRecipient.userId, userId));
    const merged = { ...(current?.properties ?? {}), ...custom };
    await tx
      .insert(schema.notificationRecipient)
      .values({ userId, properties: merged })
      .onConflictDoUpdate({ target: schema.notificationRecipient.userId, set: { properties: merged, updatedAt: new Date() } });
  });
  return getNotifyUser(db, userId);
}

/** Channel data of a user ('$users') or an object collection. */
export async function getChannelData(db: Database, collection: string, objectId: string, channelId: string) {
  const [row] = await db
    .select()
    .from(schema.notificationChannelData)
    .where(
      and(
        eq(schema.notificationChannelData.collection, collection),
        eq(schema.notificationChannelData.objectId, objectId),
        eq(schema.notificationChannelData.channelId, channelId),
      ),
    );
  if (!row) throw new AppError('NOT_FOUND', 'No channel data is stored for this channel.');
  return { __typename: 'ChannelData', channel_id: channelId, data: row.data };
}

/**
 * Stores channel data of a user or object (at most 16 KB). A user ('$users') keeps at most
 * NOTIFY_CAPS.channelDataPerUser channels; objects are written by our backend only (secret key) and are not capped.
 */
export async function setChannelData(db: Database, collection: string, objectId: string, channelId: string, data: Record<string, unknown>) {
  if (JSON.stringify(data).length > 16_384) throw new AppError('VALIDATION', 'Channel data is too large (at most 16 KB).');
  if (channelId.length > 128) throw new AppError('VALIDATION', 'The channel id is too long (at most 128 characters).');
  const table = schema.notificationChannelData;
  const write = (executor: Pick<Database, 'insert'>) =>
    executor
      .insert(table)
      .values({ collection, objectId, channelId, data })
      .onConflictDoUpdate({ target: [table.collection, table.objectId, table.channelId], set: { data, updatedAt: new Date() } });
  if (collection !== '$users') {
    await write(db);
  } else {
    await withUserCapLock(db, objectId, async (tx) => {
      const [counts] = await tx
        .select({ total: sql<number>`count(*)::int`, hasThisChannel: sql<boolean>`bool_or(${table.channelId} = ${channelId})` })
        .from(table)
        .where(and(eq(table.collection, collection), eq(table.objectId, objectId)));
      if (!counts?.hasThisChannel) assertBelowCap(counts?.total ?? 0, NOTIFY_CAPS.channelDataPerUser, 'channel data entries');
      await write(tx);
    });
  }
  return { __typename: 'ChannelData', channel_id: channelId, data };
}

export async function deleteChannelData(db: Database, collection: string, objectId: string, channelId: string): Promise<void> {
  await db
    .delete(schema.notificationChannelData)
    .where(
      and(
        eq(schema.notificationChannelData.collection, collection),
        eq(schema.notificationChannelData.objectId, objectId),
        eq(schema.notificationChannelData.channelId, channelId),
      ),
    );
}
