import { eq } from 'drizzle-orm';
import {
  checkSignUpName,
  checkSignUpOrganizationName,
  ORGANIZATION_NAME_MAX_LENGTH,
  PERSON_NAME_MAX_LENGTH,
  type SignUpRefusalCode,
} from '@creatorlens/contracts';
import { schema, type Database } from '@creatorlens/db';
import { translateFor } from '@creatorlens/i18n';
import { AppError } from '../errors.ts';
import { admitByInvitation, assertSeatsAvailable, readSeatUsage } from '../members/index.ts';
import { createOrganization } from '../organizations/index.ts';

type SignUpLanguage = 'de' | 'en';

/** What sign-up takes besides e-mail and password (the body of better-auth's /sign-up/email). */
interface SignUpDetails {
  email: string;
  name: string;
  /** The new organisation's name; blank or missing means the default of the person's language. */
  organizationName?: string | null | undefined;
  /** Set when the person signs up from an invitation link: they join that organisation instead. */
  invitationId?: string | null | undefined;
}

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The name a new account's organisation gets when the person leaves the field as it is: German "Arbeitsbereich von
 * Jana Köhler" (a possessive apostrophe is English, and wrong in German), English "Jana Köhler's workspace". A long
 * person name is shortened so the result fits ORGANIZATION_NAME_MAX_LENGTH. The sign-up form shows the same default
 * catalogue text (Auth.organization-name-default).
 */
export function defaultOrganizationName(personName: string, language: SignUpLanguage): string {
  const t = translateFor(language);
  const room = ORGANIZATION_NAME_MAX_LENGTH - t('Auth.organization-name-default', { name: '' }).length;
  const name = personName.trim().replace(/\s+/g, ' ');
  const fitted = name.length <= room ? name : `${name.slice(0, room - 1).trimEnd()}…`;
  return t('Auth.organization-name-default', { name: fitted });
}

/** Why a sign-up is refused, with the HTTP status and an English message for API callers (the forms translate the code). */
interface SignUpRefusal {
  code: SignUpRefusalCode;
  status: 400 | 403 | 404 | 409;
  message: string;
}

/**
 * Checks sign-up details before the account is written, so a refused sign-up leaves nothing behind: the names, and
 * an invitation that must be pending, addressed to this e-mail and have a free seat. Null when all is well.
 */
export async function checkSignUpDetails({ db }: { db: Database }, input: SignUpDetails, now = new Date()): Promise<SignUpRefusal | null> {
  const nameProblem = checkSignUpName(input.name);
  if (nameProblem === 'name-required') return { code: 'NAME_REQUIRED', status: 400, message: 'Please enter your name.' };
  if (nameProblem === 'name-too-long')
    return { code: 'NAME_TOO_LONG', status: 400, message: `Your name has at most ${PERSON_NAME_MAX_LENGTH} characters.` };
  if (input.invitationId) return checkInvitationForSignUp(db, input.invitationId, input.email, now);
  if (input.organizationName?.trim() && checkSignUpOrganizationName(input.organizationName) === 'organization-name-too-long')
    return {
      code: 'ORGANIZATION_NAME_TOO_LONG',
      status: 400,
      message: `The organisation's name has at most ${ORGANIZATION_NAME_MAX_LENGTH} characters.`,
    };
  return null;
}

const INVITATION_UNAVAILABLE: SignUpRefusal = {
  code: 'INVITATION_UNAVAILABLE',
  status: 409,
  message: 'This invitation can no longer be accepted (accepted, withdrawn or expired). Ask an admin of the organisation for a new one.',
};

async function checkInvitationForSignUp(db: Database, invitationId: string, email: string, now: Date): Promise<SignUpRefusal | null> {
  if (!UUID_PATTERN.test(invitationId)) return { ...INVITATION_UNAVAILABLE, status: 404, message: 'This invitation does not exist.' };
  const [invitation] = await db.select().from(schema.invitation).where(eq(schema.invitation.id, invitationId));
  if (!invitation) return { ...INVITATION_UNAVAILABLE, status: 404, message: 'This invitation does not exist.' };
  if (invitation.status !== 'pending' || invitation.expiresAt.getTime() <= now.getTime()) return INVITATION_UNAVAILABLE;
  // The link proves the invited address only: an account for another address gets nothing from it.
  if (invitation.email.trim().toLowerCase() !== email.trim().toLowerCase())
    return {
      code: 'INVITATION_OTHER_EMAIL',
      status: 403,
      message: `This invitation was sent to ${invitation.email}. Sign up with that email address to accept it.`,
    };
  // Checked again under the organisation lock when the account joins; here so a full licence refuses before the
  // account exists.
  try {
    assertSeatsAvailable(await readSeatUsage(db, invitation.organizationId, now), 1, false);
  } catch (error) {
    if (error instanceof AppError && error.code === 'LIMIT_EXCEEDED')
      return { code: 'INVITATION_SEATS_FULL', status: 403, message: error.message };
    throw error;
  }
  return null;
}

/**
 * Gives a just-created account its organisation. From an invitation link: joins the inviting organisation with the
 * invited role and marks the address verified (the link was mailed to it, which proves it as a verification link
 * would), in one transaction and without a trial organisation of its own. Otherwise: a new organisation on a trial,
 * named as the person chose (or the default of their language) and with their language for its mails.
 */
export async function setUpNewAccount(
  { db }: { db: Database },
  input: {
    userId: string;
    name: string;
    language: SignUpLanguage;
    organizationName?: string | null | undefined;
    invitationId?: string | null | undefined;
  },
  now = new Date(),
): Promise<{ organizationId: string; joinedByInvitationId: string | null }> {
  if (input.invitationId) {
    const { invitationId } = input;
    const joined = await db.transaction(async (tx) => {
      const [user] = await tx.select({ email: schema.user.email }).from(schema.user).where(eq(schema.user.id, input.userId));
      const [invitation] = await tx
        .select({ email: schema.invitation.email })
        .from(schema.invitation)
        .where(eq(schema.invitation.id, invitationId));
      // Checked before the account was written (checkSignUpDetails); again here, as this is what grants verification.
      if (!user || !invitation || user.email.trim().toLowerCase() !== invitation.email.trim().toLowerCase())
        throw new AppError('FORBIDDEN', 'This invitation was sent to another email address.');
      const admitted = await admitByInvitation(tx, { invitationId, userId: input.userId, sessionId: null }, now);
      await tx.update(schema.user).set({ emailVerified: true, updatedAt: now }).where(eq(schema.user.id, input.userId));
      return admitted;
    });
    return { organizationId: joined.organizationId, joinedByInvitationId: invitationId };
  }
  const chosen = input.organizationName?.trim().replace(/\s+/g, ' ');
  const organizationId = await createOrganization(
    { db },
    {
      name: chosen || defaultOrganizationName(input.name, input.language),
      ownerUserId: input.userId,
      licenseTemplateKey: 'trial',
      defaultLanguage: input.language,
      now,
    },
  );
  return { organizationId, joinedByInvitationId: null };
}
