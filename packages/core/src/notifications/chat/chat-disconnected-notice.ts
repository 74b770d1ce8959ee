import { and, eq, inArray } from 'drizzle-orm';
import { schema, type Database } from '@creatorlens/db';
import type { ChatProvider } from '@creatorlens/db/schema';
import type { MailDispatch } from '../../mail/index.ts';
import { triggerWorkflow } from '../trigger-workflow.ts';

const PROVIDER_NAMES: Record<ChatProvider, string> = { slack: 'Slack', 'ms-teams': 'Microsoft Teams' };

/**
 * Tells the organisation's owners and admins in the app that a chat workspace was disconnected because the provider
 * refused its token (revoked, app removed, account deactivated): only they can connect it again.
 */
export async function notifyChatDisconnected(
  deps: { db: Database; mail?: MailDispatch | null | undefined },
  input: { organizationId: string; provider: ChatProvider; reason: string },
): Promise<void> {
  const admins = await deps.db
    .select({ userId: schema.member.userId })
    .from(schema.member)
    .where(and(eq(schema.member.organizationId, input.organizationId), inArray(schema.member.role, ['owner', 'admin'])));
  const [settings] = await deps.db
    .select({ language: schema.organizationSettings.defaultLanguage })
    .from(schema.organizationSettings)
    .where(eq(schema.organizationSettings.organizationId, input.organizationId));
  await triggerWorkflow(deps, {
    workflowKey: 'chat-disconnected',
    recipientIds: admins.map((admin) => admin.userId),
    organizationId: input.organizationId,
    tenant: input.organizationId,
    language: settings?.language === 'de' ? 'de' : 'en',
    data: { provider: PROVIDER_NAMES[input.provider], reason: input.reason },
  });
}
