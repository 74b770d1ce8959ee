import { MAIL_LANGUAGE_HEADER } from '@creatorlens/contracts';
import type { Locale } from '@creatorlens/i18n';
import { AUTH_BASE_PATH } from '../../lib/auth-base-path.ts';
import { authErrorMessageKey, type ErrorMessageKey } from '../../lib/auth-errors.ts';

/**
 * The three auth calls the public frame makes (sign in, sign up, try as guest), as plain requests to better-auth's
 * endpoints. The sign-in and sign-up pages render on the site's own entry too (site/site-auth-pages.tsx), whose first
 * load has no room for the better-auth client (about 40 kB with its fetch and store libraries, part of the app's core
 * chunk); the app's other auth calls (sessions, password changes, sign-out) keep using that client.
 * Each answers with a translation key for the person, or null when the call succeeded (the session cookie is set).
 */
async function postToAuth(path: string, body: object, headers: Record<string, string> = {}): Promise<ErrorMessageKey | null> {
  let response: Response;
  try {
    response = await fetch(`${AUTH_BASE_PATH}${path}`, {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
  } catch {
    return 'Errors.NETWORK';
  }
  if (response.ok) return null;
  const answer = (await response.json().catch(() => null)) as { code?: unknown } | null;
  return authErrorMessageKey({ code: typeof answer?.code === 'string' ? answer.code : undefined, status: response.status });
}

export const signInWithEmail = (input: { email: string; password: string }) => postToAuth('/sign-in/email', input);

/**
 * The verification mail goes out in `language`, the one the page is shown in, which also becomes the new
 * organisation's language (apps/server/src/auth/mail-language.ts). With `invitationId` the account joins that
 * organisation instead of getting its own, and the address counts as verified (the invitation link proved it).
 */
export const signUpWithEmail = (
  input: { name: string; email: string; password: string; organizationName?: string; invitationId?: string },
  language: Locale,
) => postToAuth('/sign-up/email', input, { [MAIL_LANGUAGE_HEADER]: language });

/** An anonymous session with demo data and an expiry (better-auth's anonymous plugin). */
export const signInAsGuest = () => postToAuth('/sign-in/anonymous', {});
