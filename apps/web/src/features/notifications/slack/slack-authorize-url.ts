import { TENANT_OBJECT_COLLECTION } from '@knocklabs/client';
import { chatReturnUrl, readChatError } from '../chat/chat-return-url.ts';

/** The scopes react-core's useSlackAuth asks for by default: post (also to public channels not joined) and list channels. */
export const SLACK_SCOPES = ['chat:write', 'chat:write.public', 'channels:read', 'groups:read'] as const;

/** The query parameter the server's OAuth callback appends to redirect_url when connecting failed. */
export const SLACK_ERROR_PARAM = 'slack_error';

export interface SlackAuthorizeRequest {
  /** The operator's Slack authorize page (Slack's own, or a fake one in tests): react-core hard-codes slack.com. */
  authorizeUrl: string;
  clientId: string;
  /** The notification server's origin; Slack sends the browser back to its OAuth callback there. */
  host: string;
  /** Where the callback sends the browser afterwards (the settings page). */
  redirectUrl: string;
  /** The organisation id: the Slack access token is stored on this tenant. */
  tenantId: string;
  channelId: string;
  publicKey: string;
  userToken: string | undefined;
  branch?: string | undefined;
  nonce: string;
}

/**
 * The Slack authorize URL with the same `state` react-core's useSlackAuth (0.15.2) builds, so the server's callback
 * reads it as Knock's does: the nonce, where to return, the tenant that receives the token, the channel, and the
 * public key with the user token that authorise storing it.
 */
export function buildSlackAuthorizeUrl(request: SlackAuthorizeRequest): string {
  const url = new URL(request.authorizeUrl);
  url.searchParams.set('client_id', request.clientId);
  url.searchParams.set('scope', SLACK_SCOPES.join(','));
  url.searchParams.set('redirect_uri', `${request.host.replace(/\/+$/, '')}/providers/slack/authenticate`);
  url.searchParams.set(
    'state',
    JSON.stringify({
      nonce: request.nonce,
      redirect_url: request.redirectUrl,
      access_token_object: { object_id: request.tenantId, collection: TENANT_OBJECT_COLLECTION },
      channel_id: request.channelId,
      public_key: request.publicKey,
      user_token: request.userToken,
      branch_slug: request.branch,
    }),
  );
  return url.href;
}

/** The page to come back to: the current one without a `slack_error` left over from an earlier attempt. */
export function slackReturnUrl(href: string): string {
  return chatReturnUrl(href, SLACK_ERROR_PARAM);
}

/** The `slack_error` code in a URL, or null. */
export function readSlackError(href: string): string | null {
  return readChatError(href, SLACK_ERROR_PARAM);
}
