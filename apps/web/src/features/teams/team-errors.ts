import type { TFunction } from 'i18next';
import type { FieldMessages } from '../../lib/form/index.ts';
import { errorMessageKey, getAppErrorCode } from '../../lib/errors.ts';

/** The translated message for a failed team call: name clashes and member refusals get their own words. */
export function teamErrorMessage(t: TFunction, error: unknown): string {
  const code = getAppErrorCode(error);
  if (code === 'CONFLICT') return t('Teams.name-taken');
  if (code === 'VALIDATION') return t('Teams.members-only-organisation');
  return t(errorMessageKey(error));
}

/** The teams forms' own words for a wrong name; the rule itself is teamNameSchema in contracts. */
export const TEAM_NAME_MESSAGES: FieldMessages = {
  name: { required: 'Teams.name-blank', too_big: 'Teams.name-too-long' },
};
