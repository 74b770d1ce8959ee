import { TENANT_OBJECT_COLLECTION } from '@knocklabs/client';
import { chatReturnUrl, readChatError } from '../chat/chat-return-url.ts';

/** The query parameter the server's admin-consent callback appends to redirect_url when connecting failed. */
export const MS_TEAMS_ERROR_PARAM = 'ms_teams_error';

/** The notification server's admin-consent callback, as react-core's useMsTeamsAuth names it. */
export const MS_TEAMS_AUTH_REDIRECT_PATH = '/providers/ms-teams/authenticate';

export interface MsTeamsConsentRequest {
  /** The operator's admin-consent page (Microsoft's, or a fake one in tests): react-core hard-codes Microsoft's. */
  adminConsentUrl: string;
  /** The Microsoft app (Graph API client) id. */
  clientId: string;
  /** The notification server's origin; Microsoft sends the browser back to its callback there. */
  host: string;
  /** Where the callback sends the browser afterwards (the settings page). */
  redirectUrl: string;
  /** The organisation id: the Microsoft tenant id is stored on this tenant. */
  tenantId: string;
  channelId: string;
  publicKey: string;
  userToken: string | undefined;
  branch?: string | undefined;
}

/**
 * The admin-consent URL with the same parameters and `state` react-core's useMsTeamsAuth (0.15.2) builds, so the
 * server's callback reads it as Knock's does: where to return, the tenant that receives the Microsoft tenant id, the
 * channel, and the public key with the user token that authorise storing it. Unlike Slack's there is no nonce.
 */
export function buildMsTeamsConsentUrl(request: MsTeamsConsentRequest): string {
  const params = new URLSearchParams({
    state: JSON.stringify({
      redirect_url: request.redirectUrl,
      ms_teams_tenant_object: { object_id: request.tenantId, collection: TENANT_OBJECT_COLLECTION },
      channel_id: request.channelId,
      public_key: request.publicKey,
      user_token: request.userToken,
      branch_slug: request.branch,
    }),
    client_id: request.clientId,
    redirect_uri: `${request.host.replace(/\/+$/, '')}${MS_TEAMS_AUTH_REDIRECT_PATH}`,
  });
  const url = new URL(request.adminConsentUrl);
  for (const [key, value] of params) url.searchParams.set(key, value);
  return url.href;
}

/** The page to come back to: the current one without an `ms_teams_error` left over from an earlier attempt. */
export function msTeamsReturnUrl(href: string): string {
  return chatReturnUrl(href, MS_TEAMS_ERROR_PARAM);
}

/** The `ms_teams_error` code in a URL, or null. */
export function readMsTeamsError(href: string): string | null {
  return readChatError(href, MS_TEAMS_ERROR_PARAM);
}
