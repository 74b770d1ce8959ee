import { useTranslation } from 'react-i18next';
import { Alert, Card, ExternalLinkIcon, buttonClassName } from '@creatorlens/ui';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

type ConnectFailure = 'denied' | 'state' | 'not-owner' | 'not-configured' | 'upstream';

/**
 * Explains what connecting shares and sends the creator to the provider. The button is a plain link to the server's
 * start address: the OAuth round trip needs a full page navigation, not a fetch.
 */
export function CreatorConnectCard({
  provider,
  channel,
  status,
  error,
}: {
  provider: 'google' | 'meta';
  channel?: string | undefined;
  status?: 'connected' | undefined;
  error?: ConnectFailure | undefined;
}) {
  const { t } = useTranslation();
  const providerName = t(`Connectors.provider.${provider}`);
  const title = t('Connectors.connect-title', { provider: providerName });
  useDocumentTitle(title);
  return (
    <Card className="mx-auto flex w-full max-w-xl flex-col gap-4 p-6">
      <h1 className="text-xl font-semibold">{title}</h1>
      {status === 'connected' && <Alert tone="success">{t('Connectors.connect-done')}</Alert>}
      {error && (
        <Alert tone="critical" role="alert">
          {t('Connectors.connect-failed', { reason: t(`Connectors.reason.${error}`) })}
        </Alert>
      )}
      <p className="text-sm text-muted-foreground">{t('Connectors.connect-body', { provider: providerName })}</p>
      {channel ? (
        status !== 'connected' && (
          <a
            href={`/api/connect/${provider}/start?channel=${encodeURIComponent(channel)}`}
            className={buttonClassName({ className: 'self-start' })}
          >
            {t('Connectors.connect-button', { provider: providerName })}
            <ExternalLinkIcon size={14} aria-hidden />
          </a>
        )
      ) : (
        <Alert tone="warning">{t('Connectors.connect-missing-channel')}</Alert>
      )}
    </Card>
  );
}
