/**
 * The closed set of application error codes: core throws them, the API maps each to one HTTP/tRPC status and puts it
 * in `error.data.appCode`, and the web app shows a translated message by code.
 */
export const APP_ERROR_CODES = [
  'UNAUTHORIZED',
  'GUEST_EXPIRED',
  'FORBIDDEN',
  'LICENSE_EXPIRED',
  'NOT_FOUND',
  'CONFLICT',
  'LIMIT_EXCEEDED',
  /** Too many requests in a rate limit's window (HTTP 429). */
  'RATE_LIMITED',
  'VALIDATION',
] as const;
export type AppErrorCode = (typeof APP_ERROR_CODES)[number];

export function isAppErrorCode(value: unknown): value is AppErrorCode {
  return typeof value === 'string' && (APP_ERROR_CODES as readonly string[]).includes(value);
}
