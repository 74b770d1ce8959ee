import { TRPCError } from '@trpc/server';
import type { TRPC_ERROR_CODE_KEY } from '@trpc/server/unstable-core-do-not-import';
import { AppError, type AppErrorCode } from '@creatorlens/core';

/** The one place an application error code becomes a transport status. */
export const TRPC_CODE_FOR: Record<AppErrorCode, TRPC_ERROR_CODE_KEY> = {
  UNAUTHORIZED: 'UNAUTHORIZED',
  GUEST_EXPIRED: 'UNAUTHORIZED',
  FORBIDDEN: 'FORBIDDEN',
  LICENSE_EXPIRED: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  CONFLICT: 'CONFLICT',
  LIMIT_EXCEEDED: 'PRECONDITION_FAILED',
  VALIDATION: 'BAD_REQUEST',
};

export function toTrpcError(error: AppError): TRPCError {
  return new TRPCError({ code: TRPC_CODE_FOR[error.code], message: error.message, cause: error });
}
