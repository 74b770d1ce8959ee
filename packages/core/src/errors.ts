import type { AppErrorCode } from '@creatorlens/contracts';

/** The closed set of error codes (declared in contracts); the API maps each to one HTTP/tRPC status in one place. */
export { APP_ERROR_CODES, type AppErrorCode } from '@creatorlens/contracts';

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
