import { TRPCClientError } from '@trpc/client';
import type { TFunction } from 'i18next';
import { errorMessageKey, getAppErrorCode } from '../../../lib/errors.ts';

/** Validation errors carry the server's specific message (e.g. "title is required"); others use the catalogue. */
export function adminErrorMessage(t: TFunction, error: unknown): string {
  if (getAppErrorCode(error) === 'VALIDATION' && error instanceof TRPCClientError) return error.message;
  return t(errorMessageKey(error));
}
