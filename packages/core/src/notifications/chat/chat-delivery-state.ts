import { and, eq, sql } from 'drizzle-orm';
import { schema, type Database } from '@creatorlens/db';
import type { ChatDeliveryState, ChatProvider } from '@creatorlens/db/schema';

interface ChatDeliveryKey {
  provider: ChatProvider;
  organizationId: string;
  messageId: string;
  chatChannelId: string;
}

const whereKey = (key: ChatDeliveryKey) =>
  and(
    eq(schema.chatDelivery.messageId, key.messageId),
    eq(schema.chatDelivery.provider, key.provider),
    eq(schema.chatDelivery.chatChannelId, key.chatChannelId),
  );

/**
 * Claims the delivery for one post attempt: pending -> posting in one statement, so of two workers (or two jobs of
 * the same message) exactly one wins. False when it was already sent, dropped or is being posted.
 */
export async function claimChatDelivery(db: Database, key: ChatDeliveryKey): Promise<boolean> {
  // The job may be older than its row (a row removed by hand): recreate it pending, never overwrite a state.
  await db
    .insert(schema.chatDelivery)
    .values({ organizationId: key.organizationId, messageId: key.messageId, provider: key.provider, chatChannelId: key.chatChannelId })
    .onConflictDoNothing();
  const claimed = await db
    .update(schema.chatDelivery)
    .set({ state: 'posting', claimedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(whereKey(key), eq(schema.chatDelivery.state, 'pending')))
    .returning({ id: schema.chatDelivery.id });
  return claimed.length === 1;
}

/** Records how the claimed attempt ended: sent, dropped for good, or pending again for a retry. */
export async function finishChatDelivery(
  db: Database,
  key: ChatDeliveryKey,
  outcome: {
    state: Exclude<ChatDeliveryState, 'posting'>;
    providerMessageId?: string | null;
    error?: string | null;
    /** Only a still-pending row changes (a job that never claimed it must not overwrite "sent"). */
    isOnlyIfPending?: boolean;
  },
): Promise<void> {
  await db
    .update(schema.chatDelivery)
    .set({
      state: outcome.state,
      providerMessageId: outcome.providerMessageId ?? null,
      lastError: outcome.error ?? null,
      updatedAt: sql`now()`,
    })
    .where(outcome.isOnlyIfPending ? and(whereKey(key), eq(schema.chatDelivery.state, 'pending')) : whereKey(key));
}
