import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Alert, Button } from '@creatorlens/ui';

export function GuestBanner() {
  const { t } = useTranslation();
  return (
    <Alert
      tone="info"
      title={t('Shell.guest-banner-title')}
      actions={
        <Button asChild size="sm">
          <Link to="/sign-up">{t('Shell.create-account')}</Link>
        </Button>
      }
    >
      {t('Shell.guest-banner-body')}
    </Alert>
  );
}
