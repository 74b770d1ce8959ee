/**
 * The page an OAuth (Slack) or admin-consent (Microsoft Teams) trip comes back to, and the error code the server's
 * callback appends to it on failure (`slack_error`, `ms_teams_error`).
 */

/** The page to come back to: the current one without an error code left over from an earlier attempt, nor a hash. */
export function chatReturnUrl(href: string, errorParam: string): string {
  const url = new URL(href);
  url.searchParams.delete(errorParam);
  url.hash = '';
  return url.href;
}

/** The error code in a URL, or null. */
export function readChatError(href: string, errorParam: string): string | null {
  return new URL(href).searchParams.get(errorParam) || null;
}

/** An error code fit for the screen: only letters, digits and _-. (the code comes from a URL anyone can craft). */
export function displayableErrorCode(code: string): string {
  return code.replace(/[^\w.-]/g, '').slice(0, 64) || '?';
}
