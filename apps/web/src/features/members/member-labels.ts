import { useTranslation } from 'react-i18next';
import { getAppErrorCode, errorMessageKey, type ErrorMessageKey } from '../../lib/errors.ts';

export type Role = 'owner' | 'admin' | 'member';

export function useRoleLabel(): (role: Role) => string {
  const { t } = useTranslation();
  return (role) => t(`Members.role-${role}`);
}

/** A member action's error: the owner rules get their own message, everything else the generic one by code. */
export function memberErrorKey(error: unknown): ErrorMessageKey | 'Members.last-owner' {
  if (getAppErrorCode(error) === 'CONFLICT') return 'Members.last-owner';
  return errorMessageKey(error);
}
