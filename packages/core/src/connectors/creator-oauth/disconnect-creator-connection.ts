import { and, eq } from 'drizzle-orm';
import { schema } from '@creatorlens/db';
import { AppError } from '../../errors.ts';
import type { Dependencies } from '../../dependencies.ts';

/**
 * A creator withdraws what they shared: their connections to this channel (tokens included) are deleted and, once no
 * connection is left, the creator-provided demographics too, in one transaction. Only the person who connected may
 * do this (or a platform admin, for requests that reach support); to everyone else the connection does not exist.
 */
export async function disconnectCreatorConnection(
  { db, actor }: Dependencies,
  input: { channelId: string },
): Promise<{ removedConnections: number; removedDemographics: boolean }> {
  const isPlatformAdmin = actor.userRole === 'admin';
  return db.transaction(async (tx) => {
    const mine = isPlatformAdmin
      ? eq(schema.creatorConnection.channelId, input.channelId)
      : and(eq(schema.creatorConnection.channelId, input.channelId), eq(schema.creatorConnection.connectedBy, actor.userId));
    const removed = await tx.delete(schema.creatorConnection).where(mine).returning({ id: schema.creatorConnection.id });
    if (removed.length === 0) throw new AppError('NOT_FOUND', 'You have no connection to this channel.');
    const [left] = await tx
      .select({ id: schema.creatorConnection.id })
      .from(schema.creatorConnection)
      .where(eq(schema.creatorConnection.channelId, input.channelId))
      .limit(1);
    let removedDemographics = false;
    if (!left) {
      const audience = await tx
        .delete(schema.channelAudience)
        .where(and(eq(schema.channelAudience.channelId, input.channelId), eq(schema.channelAudience.source, 'creator')))
        .returning({ channelId: schema.channelAudience.channelId });
      removedDemographics = audience.length > 0;
    }
    return { removedConnections: removed.length, removedDemographics };
  });
}
