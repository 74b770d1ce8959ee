import { useTranslation } from 'react-i18next';
import { Alert, Button } from '@creatorlens/ui';
import { useResendVerificationMail } from '../lib/account-mail.ts';

/** Shown while the signed-in account's address is unverified: the product works, invitations and trial credits wait. */
export function VerifyEmailBanner({ email }: { email: string }) {
  const { t } = useTranslation();
  const { resend, isSending } = useResendVerificationMail();
  return (
    <Alert
      tone="warning"
      title={t('AccountAccess.banner-title')}
      actions={
        <Button size="sm" variant="secondary" isLoading={isSending} onClick={() => void resend(email)}>
          {t('AccountAccess.banner-resend')}
        </Button>
      }
    >
      {t('AccountAccess.banner-body', { email })}
    </Alert>
  );
}
