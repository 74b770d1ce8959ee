import { TRPCClientError } from '@trpc/client';
import { isAppErrorCode, type AppErrorCode } from '@creatorlens/contracts';
import { authErrorMessageKey, type AuthClientError, type ErrorMessageKey } from './auth-errors.ts';

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

export type { ErrorMessageKey } from './auth-errors.ts';
export { authErrorMessageKey, type AuthClientError } from './auth-errors.ts';

/** Translation key for any error a tRPC call can throw. */
export function errorMessageKey(error: unknown): ErrorMessageKey {
  const code = getAppErrorCode(error);
  if (code) return `Errors.${code}`;
  if (isNetworkError(error)) return 'Errors.NETWORK';
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
