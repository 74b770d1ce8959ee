/**
 * Rules for people's and organisations' names that a procedure enforces and a form checks first (so a person gets a
 * translated hint before a round trip). The procedures stay the authority and word their own error messages.
 */

/** A person's display name (user.updateProfile, admin.createAccountManager). */
export const PERSON_NAME_MAX_LENGTH = 100;

/** A username: 3 to 30 letters, digits, dots, hyphens or underscores (user.updateProfile). */
export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 30;
export const USERNAME_CHARACTERS_PATTERN = /^[a-zA-Z0-9._-]+$/;

export function isValidUsername(text: string): boolean {
  return text.length >= USERNAME_MIN_LENGTH && text.length <= USERNAME_MAX_LENGTH && USERNAME_CHARACTERS_PATTERN.test(text);
}

/** An organisation's name and slug as a platform admin sets them (admin.createOrganization, admin.updateOrganization). */
export const ORGANIZATION_NAME_MAX_LENGTH = 100;
export const ORGANIZATION_SLUG_MIN_LENGTH = 2;
export const ORGANIZATION_SLUG_MAX_LENGTH = 60;
/** Lower-case letters and digits in groups joined by single hyphens. */
export const ORGANIZATION_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function isValidOrganizationSlug(text: string): boolean {
  return text.length >= ORGANIZATION_SLUG_MIN_LENGTH && text.length <= ORGANIZATION_SLUG_MAX_LENGTH && ORGANIZATION_SLUG_PATTERN.test(text);
}

/** Why a platform admin banned a user (admin.banUser), optional. */
export const BAN_REASON_MAX_LENGTH = 500;

/** A licence template's fields (licenseTemplate.createLicenseTemplate / updateLicenseTemplate). */
export const LICENSE_TEMPLATE_NAME_MAX_LENGTH = 80;
export const LICENSE_TEMPLATE_KEY_MIN_LENGTH = 2;
export const LICENSE_TEMPLATE_KEY_MAX_LENGTH = 40;
/** Lower-case letters and digits in groups joined by single hyphens or underscores. */
export const LICENSE_TEMPLATE_KEY_PATTERN = /^[a-z0-9]+(?:[-_][a-z0-9]+)*$/;
export const LICENSE_TEMPLATE_MAX_DURATION_DAYS = 3650;

export function isValidLicenseTemplateKey(text: string): boolean {
  return (
    text.length >= LICENSE_TEMPLATE_KEY_MIN_LENGTH &&
    text.length <= LICENSE_TEMPLATE_KEY_MAX_LENGTH &&
    LICENSE_TEMPLATE_KEY_PATTERN.test(text)
  );
}

/** The shortest password an account may have (better-auth's minPasswordLength on the server; the forms check it first). */
export const MIN_PASSWORD_LENGTH = 8;

/** The header the web app sends with auth calls that mail: the language the person uses the app in. */
export const MAIL_LANGUAGE_HEADER = 'x-creatorlens-language';

/**
 * The fields sign-up takes besides e-mail and password (better-auth's /sign-up/email; apps/server/src/auth checks
 * them with these rules, the sign-up forms check them first). `organizationName` is the new organisation's name; an
 * invited person joins the inviting organisation instead and sends `invitationId`.
 */
export type SignUpNameProblem = 'name-required' | 'name-too-long' | null;
export type SignUpOrganizationNameProblem = 'organization-name-required' | 'organization-name-too-long' | null;

export function checkSignUpName(name: string): SignUpNameProblem {
  const text = name.trim();
  if (!text) return 'name-required';
  return text.length > PERSON_NAME_MAX_LENGTH ? 'name-too-long' : null;
}

export function checkSignUpOrganizationName(name: string): SignUpOrganizationNameProblem {
  const text = name.trim();
  if (!text) return 'organization-name-required';
  return text.length > ORGANIZATION_NAME_MAX_LENGTH ? 'organization-name-too-long' : null;
}

/** Why the server refuses a sign-up's own fields (the `code` of better-auth's error answer); the forms translate them. */
export type SignUpRefusalCode =
  | 'NAME_REQUIRED'
  | 'NAME_TOO_LONG'
  | 'ORGANIZATION_NAME_TOO_LONG'
  | 'INVITATION_UNAVAILABLE'
  | 'INVITATION_OTHER_EMAIL'
  | 'INVITATION_SEATS_FULL';
