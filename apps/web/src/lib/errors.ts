import { TRPCClientError } from '@trpc/client';
import { isAppErrorCode, type AppErrorCode } from '@creatorlens/contracts';

/** The closed set of application error codes the API puts in `error.data.appCode` (declared in contracts). */
export { APP_ERROR_CODES, type AppErrorCode } from '@creatorlens/contracts';

function trpcErrorData(error: unknown): Record<string, unknown> | null {
  if (!(error instanceof TRPCClientError)) return null;
  const data: unknown = error.data;
  return typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : null;
}

/** The application error code of a tRPC error, or null for anything else. */
export function getAppErrorCode(error: unknown): AppErrorCode | null {
  const appCode = trpcErrorData(error)?.appCode;
  return isAppErrorCode(appCode) ? appCode : null;
}

/** The HTTP status behind a tRPC or better-auth error, when there is one. */
export function getHttpStatus(error: unknown): number | null {
  const status = trpcErrorData(error)?.httpStatus;
  if (typeof status === 'number') return status;
  if (typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number') {
    return error.status;
  }
  return null;
}

/** True when the request never got an answer (offline, server down). */
export function isNetworkError(error: unknown): boolean {
  if (error instanceof TRPCClientError) return !error.data && error.cause instanceof TypeError;
  return error instanceof TypeError;
}

export type ErrorMessageKey = `Errors.${AppErrorCode}` | 'Errors.NETWORK' | 'Common.error-occured' | `Auth.errors.${AuthErrorKey}`;

/** Translation key for any error a tRPC call can throw. */
export function errorMessageKey(error: unknown): ErrorMessageKey {
  const code = getAppErrorCode(error);
  if (code) return `Errors.${code}`;
  if (isNetworkError(error)) return 'Errors.NETWORK';
  return 'Common.error-occured';
}

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
  | 'session-expired';

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
};

interface AuthClientError {
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

/**
 * Runs a better-auth client call and turns both its `{ error }` result and a thrown network failure into
 * a translation key, so forms handle one shape.
 */
export async function callAuth<T>(
  call: () => Promise<{ data: T | null; error: AuthClientError | null }>,
): Promise<{ data: T; errorKey: null } | { data: null; errorKey: ErrorMessageKey }> {
  try {
    const result = await call();
    if (result.error || result.data === null) return { data: null, errorKey: authErrorMessageKey(result.error) };
    return { data: result.data, errorKey: null };
  } catch (error) {
    return { data: null, errorKey: isNetworkError(error) ? 'Errors.NETWORK' : 'Common.error-occured' };
  }
}
