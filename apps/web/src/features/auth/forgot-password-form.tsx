import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Alert, Button, buttonClassName } from '@creatorlens/ui';
import { forgotPasswordFormSchema } from '@creatorlens/contracts';
import { mailLanguageHeaders } from '../../lib/account-mail.ts';
import { authClient } from '../../lib/auth-client.ts';
import { callAuth, type ErrorMessageKey } from '../../lib/errors.ts';
import { fieldError, useSchemaForm } from '../../lib/form/index.ts';
import { useIsMailDeliveryConfigured } from '../../lib/mail-delivery.ts';
import { EmailField, FormErrorAlert } from './credential-fields.tsx';
import { AUTH_FIELD_MESSAGES } from './use-auth-form.ts';

/**
 * Asks for a reset link. The answer is the same whether an account exists or not, so the form cannot be used to
 * find out who has an account. Without a mail server it says so before and after, instead of "check your inbox".
 */
export function ForgotPasswordForm() {
  const { t } = useTranslation();
  const form = useSchemaForm(forgotPasswordFormSchema, { defaultValues: { email: '' }, messages: AUTH_FIELD_MESSAGES });
  const [errorKey, setErrorKey] = useState<ErrorMessageKey | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const isDeliveryConfigured = useIsMailDeliveryConfigured();

  const onSubmit = form.handleSubmit(async ({ email }) => {
    const result = await callAuth(() => authClient.requestPasswordReset({ email }, { headers: mailLanguageHeaders() }));
    if (result.errorKey) setErrorKey(result.errorKey);
    else setSentTo(email);
  });

  if (sentTo) {
    return (
      <div className="flex flex-col gap-4">
        {isDeliveryConfigured === false ? (
          <Alert tone="warning" title={t('GettingIn.no-mail-title')}>
            <p>{t('GettingIn.forgot-ready-body', { email: sentTo })}</p>
            <p className="mt-1">{t('GettingIn.no-mail-body')}</p>
          </Alert>
        ) : (
          <Alert tone="success" title={t('AccountAccess.forgot-sent-title')}>
            {t('AccountAccess.forgot-sent-body', { email: sentTo })}
          </Alert>
        )}
        <Link to="/sign-in" className={buttonClassName({ variant: 'secondary', className: 'w-full' })}>
          {t('AccountAccess.back-to-sign-in')}
        </Link>
      </div>
    );
  }
  return (
    <form
      noValidate
      onSubmit={(event) => {
        setErrorKey(null);
        void onSubmit(event);
      }}
      className="flex flex-col gap-4"
    >
      {isDeliveryConfigured === false && (
        <Alert tone="info" title={t('GettingIn.no-mail-title')}>
          {t('GettingIn.no-mail-body')}
        </Alert>
      )}
      <FormErrorAlert errorKey={errorKey} />
      <EmailField registration={form.register('email')} error={fieldError(form.formState.errors, 'email')} autoFocus />
      <Button type="submit" size="lg" className="mt-1 w-full" isLoading={form.formState.isSubmitting}>
        {t('AccountAccess.send-link')}
      </Button>
    </form>
  );
}
