import { useTranslation } from 'react-i18next';
import { getSlackNonceStorageKey, useKnockClient, useKnockSlackClient, useSlackAuth } from '@knocklabs/react-core';
import { ChatConnectionStatusView } from '../chat/chat-connection-status.tsx';
import { buildSlackAuthorizeUrl, slackReturnUrl } from './slack-authorize-url.ts';
import { slackErrorMessage } from './slack-error-key.ts';

export interface SlackAppConfig {
  channelId: string;
  clientId: string;
  authorizeUrl: string;
}

/**
 * The organisation's Slack connection inside KnockSlackProvider: its status for everyone, and for organisation admins
 * "Connect Slack" (a full-page trip to Slack's authorize page and back through the server's OAuth callback) and
 * "Disconnect" after a confirmation. The server checks the admin role again on every call.
 */
export function SlackConnectionPanel({
  slack,
  host,
  canManage,
  slackError,
}: {
  slack: SlackAppConfig;
  host: string;
  canManage: boolean;
  /** The `slack_error` the OAuth callback sent back with, if the last attempt failed. */
  slackError: string | null;
}) {
  const { t } = useTranslation();
  const knock = useKnockClient();
  const { connectionStatus, errorLabel, tenantId, knockSlackChannelId } = useKnockSlackClient();
  const { disconnectFromSlack } = useSlackAuth(slack.clientId);
  const failure = slackError ? slackErrorMessage(slackError) : null;

  function onConnect() {
    // Stored as react-core's useSlackAuth stores it, so anything that checks the nonce on return finds it there.
    const nonce = crypto.randomUUID();
    sessionStorage.setItem(getSlackNonceStorageKey(knockSlackChannelId, knock.userId ?? ''), nonce);
    window.location.assign(
      buildSlackAuthorizeUrl({
        authorizeUrl: slack.authorizeUrl,
        clientId: slack.clientId,
        host,
        redirectUrl: slackReturnUrl(window.location.href),
        tenantId,
        channelId: knockSlackChannelId,
        publicKey: knock.apiKey,
        userToken: knock.userToken,
        branch: knock.branch,
        nonce,
      }),
    );
  }

  return (
    <ChatConnectionStatusView
      testId="slack-connection"
      status={connectionStatus}
      canManage={canManage}
      failure={failure && t(failure.key, { code: failure.code })}
      words={{
        checking: t('Slack.checking'),
        connected: t('Slack.connected'),
        notConnected: t('Slack.not-connected'),
        notConnectedHint: canManage ? t('Slack.not-connected-admin-hint') : t('Slack.not-connected-member-hint'),
        connectionError: t('Slack.connection-error'),
        // Slack's own reason (e.g. "Token revoked"), from the kit in English: shown as Slack's words.
        connectionErrorDetail: errorLabel && t('Slack.connection-error-detail', { detail: errorLabel }),
        disconnecting: t('Slack.disconnecting'),
        connect: t('Slack.connect'),
        reconnect: t('Slack.reconnect'),
        disconnect: t('Slack.disconnect'),
        disconnectTitle: t('Slack.disconnect-title'),
        disconnectBody: t('Slack.disconnect-body'),
        disconnectConfirm: t('Slack.disconnect-confirm'),
      }}
      onConnect={onConnect}
      // The kit revokes the token and moves the status to disconnecting, then disconnected (or error).
      onDisconnect={disconnectFromSlack}
    />
  );
}
