import * as z from 'zod/mini';
import {
  MIN_PASSWORD_LENGTH,
  ORGANIZATION_NAME_MAX_LENGTH,
  PERSON_NAME_MAX_LENGTH,
  USERNAME_CHARACTERS_PATTERN,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
} from './accounts.ts';
import { EMAIL_ADDRESS_PATTERN, EMAIL_MAX_LENGTH, isHttpUrl } from './crm.ts';

/**
 * The fields of the account forms (sign in, sign up, invitation sign-up, forgot and reset password, change of e-mail
 * and password). better-auth's endpoints check them on the server (apps/server/src/auth with the same limits); these
 * schemas are what the web forms check first. zod/mini like the other schemas the browser loads, and no messages: the
 * words are the web's (apps/web/src/lib/form).
 */

/**
 * An e-mail address, for every form and procedure that takes one: trimmed, at most EMAIL_MAX_LENGTH characters, then
 * the pragmatic shape of EMAIL_ADDRESS_PATTERN (better-auth is the authority for sign-in and sign-up).
 */
export const emailAddressSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(1),
    z.maxLength(EMAIL_MAX_LENGTH),
    z.email({ pattern: EMAIL_ADDRESS_PATTERN }) as unknown as z.core.$ZodCheck<string>,
  );

/** A password the account has: anything but nothing (never trimmed; spaces may be part of it). */
export const currentPasswordSchema = z.string().check(z.minLength(1));

/** A password to set: required, then at least MIN_PASSWORD_LENGTH characters (better-auth's minPasswordLength). */
export const newPasswordSchema = z.string().check(z.minLength(1), z.minLength(MIN_PASSWORD_LENGTH));

/** A person's full name as sign-up and the profile take it (the rule of checkSignUpName). */
export const personNameSchema = z.string().check(z.trim(), z.minLength(1), z.maxLength(PERSON_NAME_MAX_LENGTH));

/** A new organisation's name at sign-up (the rule of checkSignUpOrganizationName). */
export const organizationNameSchema = z.string().check(z.trim(), z.minLength(1), z.maxLength(ORGANIZATION_NAME_MAX_LENGTH));

export const signInFormSchema = z.object({ email: emailAddressSchema, password: currentPasswordSchema });

export const signUpFormSchema = z.object({
  name: personNameSchema,
  email: emailAddressSchema,
  organizationName: organizationNameSchema,
  password: newPasswordSchema,
});

/** Signing up from an invitation: the address is the invited one, shown but not a field. */
export const invitationSignUpFormSchema = z.object({ name: personNameSchema, password: newPasswordSchema });

export const forgotPasswordFormSchema = z.object({ email: emailAddressSchema });

/** The new password twice; that both agree is the form's own check (the server sees one). */
export const resetPasswordFormSchema = z.object({ newPassword: newPasswordSchema, confirmation: z.string() });

export const changeEmailFormSchema = z.object({ newEmail: emailAddressSchema });

export const changePasswordFormSchema = z.object({
  currentPassword: currentPasswordSchema,
  newPassword: newPasswordSchema,
  confirmation: z.string(),
  revokeOtherSessions: z.boolean(),
});

/** A username (user.updateProfile): trimmed, then 3 to 30 letters, digits, dots, hyphens or underscores. */
export const usernameSchema = z
  .string()
  .check(z.trim(), z.minLength(USERNAME_MIN_LENGTH), z.maxLength(USERNAME_MAX_LENGTH), z.regex(USERNAME_CHARACTERS_PATTERN));

const isBlankOrUsername = (text: string) => text === '' || z.safeParse(usernameSchema, text).success;
const isBlankOrHttpUrl = (text: string) => text === '' || isHttpUrl(text);

/**
 * The profile form: name, and a username and image URL that may stay blank (none). user.updateProfile takes the same
 * name and username pieces; the image's full rule (length too) is profile-image.ts, checked by the server.
 */
export const profileFormSchema = z.object({
  name: personNameSchema,
  username: z.string().check(z.trim(), z.refine(isBlankOrUsername)),
  image: z.string().check(z.trim(), z.refine(isBlankOrHttpUrl)),
});
