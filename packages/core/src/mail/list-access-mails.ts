import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { schema } from '@creatorlens/db';
import { requirePermission } from '../permissions/index.ts';
import type { MailDispatch } from './mail-dispatch.ts';
import type { Dependencies } from '../dependencies.ts';

/** The mails that carry a link someone needs to get into an account or an organisation. */
export const ACCESS_MAIL_KINDS = ['email-verification', 'email-change', 'password-reset', 'invitation'] as const;
type AccessMailKind = (typeof ACCESS_MAIL_KINDS)[number];

interface AccessMailView {
  id: string;
  kind: AccessMailKind;
  toAddress: string;
  /** The inviting organisation of an invitation; null for account mails, which belong to no organisation. */
  organizationName: string | null;
  subject: string;
  textBody: string;
  /** The link the mail is about, or null when none of ours is found in it. */
  link: string | null;
  status: string;
  /** Epoch milliseconds. */
  createdAt: number;
}

// The paths the access mails link to (users/account-mail.ts, members/invitation-mail-queue.ts).
const LINK_PATHS = /^\/(?:verify-email\?token=|reset-password\?token=|invitation\/)[^\s]+$/;

/**
 * The link of an access mail: the line of the body that is exactly a URL of this install on one of the access paths.
 * Only a whole line counts, because user text (an organisation's name) appears inside sentences and must never
 * become a link the operator clicks.
 */
export function findAccessLink(textBody: string, publicUrl: string): string | null {
  const origin = publicUrl.replace(/\/$/, '');
  for (const line of textBody.split('\n')) {
    const candidate = line.trim();
    if (candidate.startsWith(`${origin}/`) && LINK_PATHS.test(candidate.slice(origin.length))) return candidate;
  }
  return null;
}

const isAccessMailKind = (kind: string): kind is AccessMailKind => (ACCESS_MAIL_KINDS as readonly string[]).includes(kind);

/**
 * Verification, e-mail change, password reset and invitation mails of the whole install, newest first, with their
 * link; platform admins only. It deliberately spans all organisations (invitations belong to one, account mails to
 * none): on an install without SMTP the operator is the only way these links reach people.
 */
export async function listAccessMails(
  { db, actor, mail }: Dependencies & { mail: Pick<MailDispatch, 'publicUrl'> },
  input: { page: number; pageSize: number; email?: string | undefined },
): Promise<{ mails: AccessMailView[]; total: number }> {
  requirePermission(actor, 'read', 'admin_area');
  const { mailOutbox, organization } = schema;
  const filters = [inArray(mailOutbox.kind, [...ACCESS_MAIL_KINDS])];
  const email = input.email?.trim().toLowerCase();
  if (email) filters.push(eq(mailOutbox.toAddress, email));
  const where = and(...filters);
  const [rows, [totalRow]] = await Promise.all([
    db
      .select({ mail: mailOutbox, organizationName: organization.name })
      .from(mailOutbox)
      .leftJoin(organization, eq(organization.id, mailOutbox.organizationId))
      .where(where)
      .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize),
    db.select({ total: count() }).from(mailOutbox).where(where),
  ]);
  return {
    total: totalRow?.total ?? 0,
    mails: rows
      .filter((row) => isAccessMailKind(row.mail.kind))
      .map(({ mail: row, organizationName }) => ({
        id: row.id,
        kind: row.kind as AccessMailKind,
        toAddress: row.toAddress,
        organizationName,
        subject: row.subject,
        textBody: row.textBody,
        link: findAccessLink(row.textBody, mail.publicUrl),
        status: row.status,
        createdAt: row.createdAt.getTime(),
      })),
  };
}
