import { displayableErrorCode } from '../chat/chat-return-url.ts';

export type MsTeamsErrorKey =
  | 'MsTeams.error-access-denied'
  | 'MsTeams.error-consent-missing'
  | 'MsTeams.error-already-connected'
  | 'MsTeams.error-forbidden'
  | 'MsTeams.error-invalid-state'
  | 'MsTeams.error-not-configured'
  | 'MsTeams.error-generic';

const KNOWN: Record<string, MsTeamsErrorKey> = {
  access_denied: 'MsTeams.error-access-denied',
  consent_missing: 'MsTeams.error-consent-missing',
  already_connected: 'MsTeams.error-already-connected',
  forbidden: 'MsTeams.error-forbidden',
  invalid_state: 'MsTeams.error-invalid-state',
  not_configured: 'MsTeams.error-not-configured',
};

/**
 * The translation of an `ms_teams_error` code the server's admin-consent callback put in the return URL
 * (ms-teams-oauth-callback.ts): the reasons a person can act on get their words; any other code (exchange_failed,
 * ms_teams_refused, invalid_request, …) is shown as is inside a general message, so support can look it up.
 */
export function msTeamsErrorMessage(code: string): { key: MsTeamsErrorKey; code: string } {
  const key = Object.hasOwn(KNOWN, code) ? KNOWN[code] : undefined;
  return key ? { key, code } : { key: 'MsTeams.error-generic', code: displayableErrorCode(code) };
}
