import { count, desc, eq } from 'drizzle-orm';
import { schema, type Database } from '@creatorlens/db';
import type { Actor } from '../actor.ts';
import { requireOrganization, requirePermission } from '../permissions/index.ts';
import type { Dependencies } from '../dependencies.ts';

/**
 * How core hands mail to delivery without knowing SMTP: the server implements it. Core writes the mail_outbox
 * row inside the caller's transaction (so a mail is never lost or sent for a rolled-back change) and calls
 * `onQueued` only after that transaction committed.
 */
export interface MailDispatch {
  /** The product's origin for links in mails, without a trailing slash. */
  publicUrl: string;
  /** True when a transport (SMTP) is configured: new mails are queued for it; otherwise they stay in the outbox. */
  isDeliveryConfigured: boolean;
  /** Wakes the sender; called after commit, never inside a transaction. */
  onQueued: () => void;
  /**
   * Without a transport: a mail whose link someone needs (verification, password reset, invitation) stayed in the
   * outbox. The server writes the link to its log once, so the operator of an install without SMTP can pass it on.
   * Called after commit.
   */
  onKeptInOutbox?: (mail: KeptMailNotice) => void;
}

/** What the server log says about a mail with a link that was not sent. */
export interface KeptMailNotice {
  kind: string;
  toAddress: string;
  link: string;
}

interface OutgoingMail {
  organizationId: string | null;
  kind: string;
  toAddress: string;
  subject: string;
  textBody: string;
  htmlBody?: string | null;
}

/** Writes one mail row with the status delivery needs; pass the open transaction as `db`. */
export async function queueMail(db: Database, dispatch: Pick<MailDispatch, 'isDeliveryConfigured'>, mail: OutgoingMail): Promise<string> {
  const [row] = await db
    .insert(schema.mailOutbox)
    .values({
      organizationId: mail.organizationId,
      kind: mail.kind,
      toAddress: mail.toAddress,
      subject: mail.subject,
      textBody: mail.textBody,
      htmlBody: mail.htmlBody ?? null,
      status: dispatch.isDeliveryConfigured ? 'queued' : 'outbox',
    })
    .returning({ id: schema.mailOutbox.id });
  if (!row) throw new Error('mail_outbox insert returned nothing');
  return row.id;
}

export interface OutboxMailView {
  id: string;
  kind: string;
  toAddress: string;
  subject: string;
  textBody: string;
  status: string;
  error: string | null;
  /** Epoch milliseconds. */
  createdAt: number;
  sentAt: number | null;
}

/** The mails of the actor's organisation, newest first; organisation admins only (they may contain invitation links). */
export async function listOutbox(
  { db, actor }: Dependencies,
  input: { page: number; pageSize: number },
): Promise<{ mails: OutboxMailView[]; total: number }> {
  requirePermission(actor, 'read', 'mail_outbox');
  const organizationId = requireOrganization(actor);
  const scope = eq(schema.mailOutbox.organizationId, organizationId);
  const [rows, [totalRow]] = await Promise.all([
    db
      .select()
      .from(schema.mailOutbox)
      .where(scope)
      .orderBy(desc(schema.mailOutbox.createdAt), desc(schema.mailOutbox.id))
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize),
    db.select({ total: count() }).from(schema.mailOutbox).where(scope),
  ]);
  return {
    total: totalRow?.total ?? 0,
    mails: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      toAddress: row.toAddress,
      subject: row.subject,
      textBody: row.textBody,
      status: row.status,
      error: row.error,
      createdAt: row.createdAt.getTime(),
      sentAt: row.sentAt?.getTime() ?? null,
    })),
  };
}

/** Whether mail leaves the building (SMTP configured) or waits in the outbox; organisation admins only. */
export function getMailStatus({ actor, mail }: { actor: Actor; mail: Pick<MailDispatch, 'isDeliveryConfigured'> }): {
  isDeliveryConfigured: boolean;
} {
  requirePermission(actor, 'read', 'mail_outbox');
  requireOrganization(actor);
  return { isDeliveryConfigured: mail.isDeliveryConfigured };
}
