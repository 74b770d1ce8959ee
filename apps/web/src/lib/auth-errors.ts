import type { AppErrorCode } from '@creatorlens/contracts';

// Kept apart from errors.ts (tRPC's error type): the site's own entry maps auth errors without loading tRPC.

/** A translation key for any error shown to a person: an application error, the network, or an auth error. */
export type ErrorMessageKey = `Errors.${AppErrorCode}` | 'Errors.NETWORK' | 'Common.error-occured' | `Auth.errors.${AuthErrorKey}`;

type AuthErrorKey =
  | 'invalid-credentials'
  | 'user-exists'
  | 'password-too-short'
  | 'password-too-long'
  | 'invalid-password'
  | 'invalid-email'
  | 'too-many-requests'
  | 'banned'
  | 'email-not-verified'
  | 'session-expired'
  | 'name-too-long'
  | 'organization-name-too-long'
  | 'invitation-unavailable'
  | 'invitation-other-email'
  | 'invitation-seats-full';

// better-auth's error codes (BASE_ERROR_CODES and plugins) that a person can act on.
const AUTH_ERROR_KEYS: Record<string, AuthErrorKey> = {
  INVALID_EMAIL_OR_PASSWORD: 'invalid-credentials',
  USER_ALREADY_EXISTS: 'user-exists',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'user-exists',
  PASSWORD_TOO_SHORT: 'password-too-short',
  PASSWORD_TOO_LONG: 'password-too-long',
  INVALID_PASSWORD: 'invalid-password',
  INVALID_EMAIL: 'invalid-email',
  BANNED_USER: 'banned',
  EMAIL_NOT_VERIFIED: 'email-not-verified',
  SESSION_EXPIRED: 'session-expired',
  SESSION_NOT_FRESH: 'session-expired',
  // Sign-up's own fields (SignUpRefusalCode, apps/server/src/auth/create-auth.ts); NAME_REQUIRED the form catches first.
  NAME_TOO_LONG: 'name-too-long',
  ORGANIZATION_NAME_TOO_LONG: 'organization-name-too-long',
  INVITATION_UNAVAILABLE: 'invitation-unavailable',
  INVITATION_OTHER_EMAIL: 'invitation-other-email',
  INVITATION_SEATS_FULL: 'invitation-seats-full',
};

export interface AuthClientError {
  code?: string | undefined;
  status?: number | undefined;
}

/** Translation key for an error returned by the better-auth client (`{ data, error }` results). */
export function authErrorMessageKey(error: AuthClientError | null | undefined): ErrorMessageKey {
  if (!error) return 'Common.error-occured';
  if (error.status === 429) return 'Auth.errors.too-many-requests';
  const key = error.code ? AUTH_ERROR_KEYS[error.code] : undefined;
  if (key) return `Auth.errors.${key}`;
  if (error.status === 0 || error.status === undefined) return 'Errors.NETWORK';
  return 'Common.error-occured';
}
