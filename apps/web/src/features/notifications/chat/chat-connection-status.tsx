import { useState } from 'react';
import { Alert, Button, Skeleton } from '@creatorlens/ui';
import { ChatDisconnectDialog } from './chat-disconnect-dialog.tsx';

/** The kit's connection states (react-core's ConnectionStatus), shared by its Slack and Microsoft Teams modules. */
export type ChatConnectionStatus = 'connecting' | 'connected' | 'disconnected' | 'error' | 'disconnecting';

/** The words of one provider's status card, already translated. */
export interface ChatConnectionWords {
  checking: string;
  connected: string;
  notConnected: string;
  notConnectedHint: string;
  connectionError: string;
  /** The provider's own reason for a broken connection, when the kit has one. */
  connectionErrorDetail: string | null;
  disconnecting: string;
  connect: string;
  reconnect: string;
  disconnect: string;
  disconnectTitle: string;
  disconnectBody: string;
  disconnectConfirm: string;
}

/**
 * An organisation's connection to a chat provider (Slack, Microsoft Teams) as the kit reports it: the status for
 * everyone, and for organisation admins "Connect" (or "Reconnect" after an error) and "Disconnect" after a
 * confirmation. `failure` is the translated reason the last connect attempt came back with. The server checks the
 * admin role again on every call.
 */
export function ChatConnectionStatusView({
  testId,
  status,
  canManage,
  failure,
  words,
  onConnect,
  onDisconnect,
}: {
  testId: string;
  status: ChatConnectionStatus;
  canManage: boolean;
  failure: string | null;
  words: ChatConnectionWords;
  onConnect: () => void;
  onDisconnect: () => void;
}) {
  const [isConfirming, setIsConfirming] = useState(false);
  const connectButton = canManage && (status === 'disconnected' || status === 'error') && (
    <Button onClick={onConnect}>{status === 'error' ? words.reconnect : words.connect}</Button>
  );

  return (
    <div className="flex flex-col gap-3" data-testid={testId} data-status={status}>
      {failure && (
        <Alert tone="critical" role="alert">
          {failure}
        </Alert>
      )}
      {status === 'connecting' && (
        <div className="flex flex-col gap-2" aria-busy="true">
          <span className="sr-only">{words.checking}</span>
          <Skeleton className="h-12 w-full" />
        </div>
      )}
      {status === 'connected' && (
        <Alert
          tone="success"
          actions={
            canManage && (
              <Button variant="secondary" onClick={() => setIsConfirming(true)}>
                {words.disconnect}
              </Button>
            )
          }
        >
          {words.connected}
        </Alert>
      )}
      {status === 'disconnecting' && <Alert tone="info">{words.disconnecting}</Alert>}
      {status === 'disconnected' && (
        <Alert tone="info" title={words.notConnected} actions={connectButton}>
          {words.notConnectedHint}
        </Alert>
      )}
      {status === 'error' && (
        <Alert tone="warning" actions={connectButton}>
          <p>{words.connectionError}</p>
          {words.connectionErrorDetail && <p className="text-xs">{words.connectionErrorDetail}</p>}
        </Alert>
      )}
      <ChatDisconnectDialog
        open={isConfirming}
        onOpenChange={setIsConfirming}
        title={words.disconnectTitle}
        body={words.disconnectBody}
        confirmLabel={words.disconnectConfirm}
        onConfirm={onDisconnect}
      />
    </div>
  );
}
