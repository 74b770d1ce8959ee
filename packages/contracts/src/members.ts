import * as z from 'zod/mini';
import { emailAddressSchema } from './auth-forms.ts';

/**
 * The roles an invitation or a role change gives. "owner" is not among them: an organisation's owner is made at
 * sign-up or by a platform admin, never by an invitation.
 */
export const INVITATION_ROLES = ['admin', 'member'] as const;
export type InvitationRole = (typeof INVITATION_ROLES)[number];

/** A role the invite dialog and member.inviteMember take. */
export const invitationRoleSchema = z.enum(INVITATION_ROLES);

/**
 * The invite dialog's fields and member.inviteMember's input: the account forms' e-mail address (trimmed, at most
 * EMAIL_MAX_LENGTH characters, the pragmatic address shape) and a role. zod/mini without words: the web says them.
 */
export const inviteMemberFormSchema = z.object({ email: emailAddressSchema, role: invitationRoleSchema });
