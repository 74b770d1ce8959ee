import { eq } from 'drizzle-orm';
import type { InvitationRole } from '@creatorlens/contracts';
import { schema, type Database } from '@creatorlens/db';
import { composeInvitationMail, queueMail, type MailDispatch } from '../mail/index.ts';
import { displayNameOf } from '../users/index.ts';

/** The accept page of an invitation; the web app serves /invitation/<id>. */
export const invitationAcceptUrl = (publicUrl: string, invitationId: string): string =>
  `${publicUrl.replace(/\/$/, '')}/invitation/${encodeURIComponent(invitationId)}`;

/** Writes the invitation mail (in the organisation's default language) inside the caller's transaction. */
export async function queueInvitationMail(
  db: Database,
  mail: MailDispatch,
  invitation: { id: string; organizationId: string; email: string; role: InvitationRole; expiresAt: Date; inviterUserId: string },
): Promise<void> {
  const [organization] = await db
    .select({ name: schema.organization.name, language: schema.organizationSettings.defaultLanguage })
    .from(schema.organization)
    .leftJoin(schema.organizationSettings, eq(schema.organizationSettings.organizationId, schema.organization.id))
    .where(eq(schema.organization.id, invitation.organizationId));
  const [inviter] = await db
    .select({ name: schema.user.name, username: schema.user.username })
    .from(schema.user)
    .where(eq(schema.user.id, invitation.inviterUserId));
  const composed = composeInvitationMail({
    language: organization?.language === 'de' ? 'de' : 'en',
    organizationName: organization?.name ?? '',
    inviterName: inviter ? displayNameOf(inviter) : '',
    role: invitation.role,
    acceptUrl: invitationAcceptUrl(mail.publicUrl, invitation.id),
    expiresAt: invitation.expiresAt,
  });
  await queueMail(db, mail, {
    organizationId: invitation.organizationId,
    kind: 'invitation',
    toAddress: invitation.email,
    ...composed,
  });
}
