import { useTranslation } from 'react-i18next';
import { Alert, Button } from '@creatorlens/ui';
import { useResendVerificationMail } from '../lib/account-mail.ts';
import { useIsMailDeliveryConfigured } from '../lib/mail-delivery.ts';

/** Shown while the signed-in account's address is unverified: the product works, invitations and trial credits wait. */
export function VerifyEmailBanner({ email }: { email: string }) {
  const { t } = useTranslation();
  const { resend, isSending } = useResendVerificationMail();
  // Without a mail server "we sent a link" would be false: say where the link waits instead.
  const isDeliveryConfigured = useIsMailDeliveryConfigured();
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
      {isDeliveryConfigured === false ? (
        <>
          <p>{t('GettingIn.banner-body-no-mail', { email })}</p>
          <p className="mt-1">{t('GettingIn.no-mail-body')}</p>
        </>
      ) : (
        t('AccountAccess.banner-body', { email })
      )}
    </Alert>
  );
}
