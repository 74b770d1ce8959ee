/** The closed set of error codes; the API maps each to one HTTP/tRPC status in one place. */
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

/** The one error type core functions throw for anything a caller did wrong. */
export class AppError extends Error {
  readonly code: AppErrorCode;
  constructor(code: AppErrorCode, message: string) {
    super(message);
    this.name = 'AppError';
    this.code = code;
  }
}

export const isAppError = (error: unknown): error is AppError => error instanceof AppError;
