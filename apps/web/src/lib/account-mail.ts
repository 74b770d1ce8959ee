import { useState } from 'react';
import { MAIL_LANGUAGE_HEADER } from '@creatorlens/contracts';
import { useTranslation } from 'react-i18next';
import { useToast } from '@creatorlens/ui';
import { authClient } from './auth-client.ts';
import { callAuth } from './errors.ts';
import { i18n } from './i18n.ts';
import { useIsMailDeliveryConfigured } from './mail-delivery.ts';

/**
 * Headers for auth calls that send a mail (sign-up, verification, password reset, change of e-mail): the language
 * the person uses the app in, which lives in the browser, so the mail arrives in it (apps/server/src/auth/mail-language.ts).
 */
export function mailLanguageHeaders(language: string = i18n.language): Record<string, string> {
  return { [MAIL_LANGUAGE_HEADER]: language === 'de' ? 'de' : 'en' };
}

/**
 * Sends the signed-in user a new verification link and says so in a toast (shell banner, invitation page); without a
 * mail server it says where the link waits instead of claiming it was sent.
 */
export function useResendVerificationMail(): { resend: (email: string) => Promise<void>; isSending: boolean } {
  const { t } = useTranslation();
  const toast = useToast();
  const isDeliveryConfigured = useIsMailDeliveryConfigured();
  const [isSending, setIsSending] = useState(false);
  async function resend(email: string) {
    setIsSending(true);
    const result = await callAuth(() => authClient.sendVerificationEmail({ email }, { headers: mailLanguageHeaders() }));
    setIsSending(false);
    if (result.errorKey) toast.show({ tone: 'critical', title: t(result.errorKey) });
    else if (isDeliveryConfigured === false) toast.show({ tone: 'neutral', title: t('GettingIn.resent-no-mail', { email }) });
    else toast.show({ tone: 'success', title: t('AccountAccess.resent', { email }) });
  }
  return { resend, isSending };
}
