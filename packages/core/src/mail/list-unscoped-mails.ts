import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import { schema } from '@creatorlens/db';
import { requirePermission } from '../permissions/index.ts';
import type { OutboxMailView } from './mail-dispatch.ts';
import type { Dependencies } from '../dependencies.ts';

/** An outbox mail as platform admins read it, without delivery details (these lists are for passing links on). */
export type UnscopedMailView = Omit<OutboxMailView, 'error' | 'sentAt'>;

/**
 * Outbox mails of the given kinds that belong to no organisation (account and newsletter mails, which no workspace
 * outbox shows), newest first; platform admins only, for installations without SMTP and for support.
 */
export async function listUnscopedMails(
  { db, actor }: Dependencies,
  input: { kinds: readonly string[]; email?: string | undefined; limit: number },
): Promise<UnscopedMailView[]> {
  requirePermission(actor, 'read', 'admin_area');
  const { mailOutbox } = schema;
  const filters = [inArray(mailOutbox.kind, [...input.kinds]), isNull(mailOutbox.organizationId)];
  if (input.email) filters.push(eq(mailOutbox.toAddress, input.email.trim().toLowerCase()));
  const rows = await db
    .select()
    .from(mailOutbox)
    .where(and(...filters))
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(input.limit);
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    toAddress: row.toAddress,
    subject: row.subject,
    textBody: row.textBody,
    status: row.status,
    createdAt: row.createdAt.getTime(),
  }));
}
