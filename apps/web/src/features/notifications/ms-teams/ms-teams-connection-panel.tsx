import { useTranslation } from 'react-i18next';
import { useKnockClient, useKnockMsTeamsClient, useMsTeamsAuth } from '@knocklabs/react-core';
import { ChatConnectionStatusView } from '../chat/chat-connection-status.tsx';
import { buildMsTeamsConsentUrl, msTeamsReturnUrl } from './ms-teams-consent-url.ts';
import { msTeamsErrorMessage } from './ms-teams-error-key.ts';

/** The Microsoft Teams app from `notification.getClientConfig`. */
export interface MsTeamsAppConfig {
  channelId: string;
  clientId: string;
  adminConsentUrl: string;
}

/**
 * The organisation's Microsoft Teams connection inside KnockMsTeamsProvider: its status for everyone, and for
 * organisation admins "Connect Microsoft Teams" (a full-page trip to Microsoft's admin consent and back through the
 * server's callback) and "Disconnect" after a confirmation. The server checks the admin role again on every call.
 */
export function MsTeamsConnectionPanel({
  msTeams,
  host,
  canManage,
  msTeamsError,
}: {
  msTeams: MsTeamsAppConfig;
  host: string;
  canManage: boolean;
  /** The `ms_teams_error` the consent callback sent back with, if the last attempt failed. */
  msTeamsError: string | null;
}) {
  const { t } = useTranslation();
  const knock = useKnockClient();
  const { connectionStatus, errorLabel, tenantId, knockMsTeamsChannelId } = useKnockMsTeamsClient();
  const { disconnectFromMsTeams } = useMsTeamsAuth(msTeams.clientId);
  const failure = msTeamsError ? msTeamsErrorMessage(msTeamsError) : null;

  function onConnect() {
    window.location.assign(
      buildMsTeamsConsentUrl({
        adminConsentUrl: msTeams.adminConsentUrl,
        clientId: msTeams.clientId,
        host,
        redirectUrl: msTeamsReturnUrl(window.location.href),
        tenantId,
        channelId: knockMsTeamsChannelId,
        publicKey: knock.apiKey,
        userToken: knock.userToken,
        branch: knock.branch,
      }),
    );
  }

  return (
    <ChatConnectionStatusView
      testId="ms-teams-connection"
      status={connectionStatus}
      canManage={canManage}
      failure={failure && t(failure.key, { code: failure.code })}
      words={{
        checking: t('MsTeams.checking'),
        connected: t('MsTeams.connected'),
        notConnected: t('MsTeams.not-connected'),
        notConnectedHint: canManage ? t('MsTeams.not-connected-admin-hint') : t('MsTeams.not-connected-member-hint'),
        connectionError: t('MsTeams.connection-error'),
        connectionErrorDetail: errorLabel && t('MsTeams.connection-error-detail', { detail: errorLabel }),
        disconnecting: t('MsTeams.disconnecting'),
        connect: t('MsTeams.connect'),
        reconnect: t('MsTeams.reconnect'),
        disconnect: t('MsTeams.disconnect'),
        disconnectTitle: t('MsTeams.disconnect-title'),
        disconnectBody: t('MsTeams.disconnect-body'),
        disconnectConfirm: t('MsTeams.disconnect-confirm'),
      }}
      onConnect={onConnect}
      // The kit revokes access and moves the status to disconnecting, then disconnected (or error).
      onDisconnect={disconnectFromMsTeams}
    />
  );
}
