import { TRPCError } from '@trpc/server';
import type { TRPC_ERROR_CODE_KEY } from '@trpc/server/unstable-core-do-not-import';
import type { AppErrorCode } from '@creatorlens/contracts';
import { AppError } from '@creatorlens/core/errors';

/** The one place an application error code becomes a transport status. */
export const TRPC_CODE_FOR: Record<AppErrorCode, TRPC_ERROR_CODE_KEY> = {
  UNAUTHORIZED: 'UNAUTHORIZED',
  GUEST_EXPIRED: 'UNAUTHORIZED',
  FORBIDDEN: 'FORBIDDEN',
  LICENSE_EXPIRED: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  CONFLICT: 'CONFLICT',
  LIMIT_EXCEEDED: 'PRECONDITION_FAILED',
  RATE_LIMITED: 'TOO_MANY_REQUESTS',
  VALIDATION: 'BAD_REQUEST',
};

/** The HTTP status of each code, for routes outside tRPC (uploads), so both paths answer alike. */
export const HTTP_STATUS_FOR: Record<AppErrorCode, number> = {
  UNAUTHORIZED: 401,
  GUEST_EXPIRED: 401,
  FORBIDDEN: 403,
  LICENSE_EXPIRED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  LIMIT_EXCEEDED: 412,
  RATE_LIMITED: 429,
  VALIDATION: 400,
};

export function toTrpcError(error: AppError): TRPCError {
  return new TRPCError({ code: TRPC_CODE_FOR[error.code], message: error.message, cause: error });
}
