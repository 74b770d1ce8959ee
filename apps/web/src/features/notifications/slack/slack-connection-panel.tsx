import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getSlackNonceStorageKey, useKnockClient, useKnockSlackClient, useSlackAuth } from '@knocklabs/react-core';
import { Alert, Button, Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle, Skeleton } from '@creatorlens/ui';
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
  const [isConfirming, setIsConfirming] = useState(false);
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

  const connectButton = canManage && (connectionStatus === 'disconnected' || connectionStatus === 'error') && (
    <Button onClick={onConnect}>{connectionStatus === 'error' ? t('Slack.reconnect') : t('Slack.connect')}</Button>
  );

  return (
    <div className="flex flex-col gap-3" data-testid="slack-connection" data-status={connectionStatus}>
      {failure && (
        <Alert tone="critical" role="alert">
          {t(failure.key, { code: failure.code })}
        </Alert>
      )}
      {connectionStatus === 'connecting' && (
        <div className="flex flex-col gap-2" aria-busy="true">
          <span className="sr-only">{t('Slack.checking')}</span>
          <Skeleton className="h-12 w-full" />
        </div>
      )}
      {connectionStatus === 'connected' && (
        <Alert
          tone="success"
          actions={
            canManage && (
              <Button variant="secondary" onClick={() => setIsConfirming(true)}>
                {t('Slack.disconnect')}
              </Button>
            )
          }
        >
          {t('Slack.connected')}
        </Alert>
      )}
      {connectionStatus === 'disconnecting' && <Alert tone="info">{t('Slack.disconnecting')}</Alert>}
      {connectionStatus === 'disconnected' && (
        <Alert tone="info" title={t('Slack.not-connected')} actions={connectButton}>
          {canManage ? t('Slack.not-connected-admin-hint') : t('Slack.not-connected-member-hint')}
        </Alert>
      )}
      {connectionStatus === 'error' && (
        <Alert tone="warning" actions={connectButton}>
          <p>{t('Slack.connection-error')}</p>
          {/* Slack's own reason (e.g. "Token revoked"), from the kit in English: shown as Slack's words. */}
          {errorLabel && <p className="text-xs">{t('Slack.connection-error-detail', { detail: errorLabel })}</p>}
        </Alert>
      )}
      <Dialog open={isConfirming} onOpenChange={setIsConfirming}>
        <DialogContent closeLabel={t('Common.close')} role="alertdialog">
          <DialogTitle>{t('Slack.disconnect-title')}</DialogTitle>
          <DialogDescription>{t('Slack.disconnect-body')}</DialogDescription>
          <DialogFooter>
            <Button variant="ghost" onClick={() => setIsConfirming(false)}>
              {t('Common.cancel')}
            </Button>
            <Button
              variant="danger"
              onClick={() => {
                setIsConfirming(false);
                // The kit revokes the token and moves the status to disconnecting, then disconnected (or error).
                disconnectFromSlack();
              }}
            >
              {t('Slack.disconnect-confirm')}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </div>
  );
}
