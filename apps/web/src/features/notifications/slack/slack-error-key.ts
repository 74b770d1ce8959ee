import { displayableErrorCode } from '../chat/chat-return-url.ts';

/**
 * The translation of a `slack_error` code the server's OAuth callback put in the return URL. Slack's own
 * `access_denied` (the person pressed Cancel) and the kit's known messages get their words; any other code is shown
 * as is inside a general message, so support can look it up.
 */
export function slackErrorMessage(code: string): { key: SlackErrorKey; code: string } {
  switch (code) {
    case 'access_denied':
      return { key: 'Slack.error-access-denied', code };
    case 'access_token_not_set':
      return { key: 'Slack.error-access-token-not-set', code };
    case 'already_connected':
      return { key: 'Slack.error-already-connected', code };
    default:
      return { key: 'Slack.error-generic', code: displayableErrorCode(code) };
  }
}

export type SlackErrorKey =
  'Slack.error-access-denied' | 'Slack.error-access-token-not-set' | 'Slack.error-already-connected' | 'Slack.error-generic';
