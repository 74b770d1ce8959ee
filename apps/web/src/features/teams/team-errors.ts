import type { TFunction } from 'i18next';
import { TEAM_NAME_MAX_LENGTH } from '@creatorlens/contracts';
import { errorMessageKey, getAppErrorCode } from '../../lib/errors.ts';

/** The translated message for a failed team call: name clashes and member refusals get their own words. */
export function teamErrorMessage(t: TFunction, error: unknown): string {
  const code = getAppErrorCode(error);
  if (code === 'CONFLICT') return t('Teams.name-taken');
  if (code === 'VALIDATION') return t('Teams.members-only-organisation');
  return t(errorMessageKey(error));
}

/** Client-side check of a team name with the limits the server uses (declared once in contracts). */
export function teamNameError(t: TFunction, name: string): string | null {
  const trimmed = name.trim();
  if (trimmed.length === 0) return t('Teams.name-blank');
  if (trimmed.length > TEAM_NAME_MAX_LENGTH) return t('Teams.name-too-long', { max: TEAM_NAME_MAX_LENGTH });
  return null;
}
