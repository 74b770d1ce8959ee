import { and, eq } from 'drizzle-orm';
import { schema, type Database } from '@creatorlens/db';
import type { ChatProvider } from '@creatorlens/db/schema';
import { decryptSecret, encryptSecret } from '../../kernel/index.ts';
import { MS_TEAMS_CHANNEL_ID, SLACK_CHANNEL_ID } from '../constants.ts';

/** Knock's collection of tenants; a tenant is an organisation (its id), as the triggers already use. */
export const TENANTS_COLLECTION = '$tenants';

/** The notification channel id of each chat provider (the kits address providers by these). */
export const CHAT_CHANNEL_IDS: Record<ChatProvider, string> = { slack: SLACK_CHANNEL_ID, 'ms-teams': MS_TEAMS_CHANNEL_ID };

/** What we keep of a workspace connection besides the token (shown to admins, never secret). */
interface ChatWorkspace {
  teamId: string | null;
  teamName: string | null;
}

interface StoredTenantData {
  [key: string]: unknown;
  token?: { sealed_access_token?: string };
  workspace?: { team_id?: string | null; team_name?: string | null };
}

// Bound to provider and organisation: a sealed token copied to another tenant's row does not open there.
const sealContext = (provider: ChatProvider, organizationId: string) => `chat-token:${provider}:${organizationId}`;

const tenantRow = (provider: ChatProvider, organizationId: string) =>
  and(
    eq(schema.notificationChannelData.collection, TENANTS_COLLECTION),
    eq(schema.notificationChannelData.objectId, organizationId),
    eq(schema.notificationChannelData.channelId, CHAT_CHANNEL_IDS[provider]),
  );

async function readTenantData(db: Database, provider: ChatProvider, organizationId: string): Promise<StoredTenantData | null> {
  const [row] = await db
    .select({ data: schema.notificationChannelData.data })
    .from(schema.notificationChannelData)
    .where(tenantRow(provider, organizationId));
  return (row?.data as StoredTenantData | undefined) ?? null;
}

/** The organisation's workspace token for a provider, opened; null when none is stored. */
export async function readChatToken(
  deps: { db: Database; encryptionKey: string },
  provider: ChatProvider,
  organizationId: string,
): Promise<string | null> {
  const sealed = (await readTenantData(deps.db, provider, organizationId))?.token?.sealed_access_token;
  if (!sealed) return null;
  return decryptSecret(deps.encryptionKey, sealed, sealContext(provider, organizationId));
}

/** Whether the organisation has a stored token for the provider, and its workspace (no decryption). */
export async function getChatConnection(
  db: Database,
  provider: ChatProvider,
  organizationId: string,
): Promise<{ isConnected: boolean; workspace: ChatWorkspace }> {
  const data = await readTenantData(db, provider, organizationId);
  return {
    isConnected: Boolean(data?.token?.sealed_access_token),
    workspace: { teamId: data?.workspace?.team_id ?? null, teamName: data?.workspace?.team_name ?? null },
  };
}

/**
 * Stores the workspace token sealed (AES-GCM with the connector key, bound to provider and organisation), in the
 * tenant's channel data where Knock keeps it. Returns false without writing when a token is already stored (the
 * caller says "already connected"; the insert's conflict target makes two concurrent callbacks store one).
 */
export async function storeChatToken(
  deps: { db: Database; encryptionKey: string },
  input: { provider: ChatProvider; organizationId: string; accessToken: string; workspace: ChatWorkspace },
): Promise<boolean> {
  const data: StoredTenantData = {
    token: { sealed_access_token: encryptSecret(deps.encryptionKey, input.accessToken, sealContext(input.provider, input.organizationId)) },
    workspace: { team_id: input.workspace.teamId, team_name: input.workspace.teamName },
  };
  const table = schema.notificationChannelData;
  return deps.db.transaction(async (tx) => {
    const existing = await readTenantData(tx, input.provider, input.organizationId);
    if (existing?.token?.sealed_access_token) return false;
    const written = await tx
      .insert(table)
      .values({ collection: TENANTS_COLLECTION, objectId: input.organizationId, channelId: CHAT_CHANNEL_IDS[input.provider], data })
      .onConflictDoUpdate({ target: [table.collection, table.objectId, table.channelId], set: { data, updatedAt: new Date() } })
      .returning({ objectId: table.objectId });
    return written.length === 1;
  });
}

/** Removes the stored token (disconnect); true when there was one. */
export async function removeChatToken(db: Database, provider: ChatProvider, organizationId: string): Promise<boolean> {
  const removed = await db
    .delete(schema.notificationChannelData)
    .where(tenantRow(provider, organizationId))
    .returning({ objectId: schema.notificationChannelData.objectId });
  return removed.length > 0;
}
