import { useMemo, useState } from 'react';
import * as z from 'zod/mini';
import { useTranslation } from 'react-i18next';
import { Alert, Badge, Button, Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle, Field, Input } from '@creatorlens/ui';
import { useIsMailDeliveryConfigured } from '../../lib/mail-delivery.ts';
import { mailLanguageHeaders } from '../../lib/account-mail.ts';
import { authClient } from '../../lib/auth-client.ts';
import { callAuth, type ErrorMessageKey } from '../../lib/errors.ts';
import { fieldError, useSchemaForm, type FieldMessages } from '../../lib/form/index.ts';
import type { SessionUser } from '../../lib/session.ts';
import { changeEmailFormSchema } from '@creatorlens/contracts';

// The address's shape is the sign-up form's (one schema in contracts); the server decides.
const NEW_EMAIL_MESSAGES = {
  newEmail: {
    required: 'Auth.validation.email-required',
    invalid_format: 'Auth.validation.email-invalid',
    custom: 'AccountAccess.email-same',
  },
} as const satisfies FieldMessages;

/**
 * The account's e-mail address and a change of it. The server mails a link to the new address; the address changes
 * (and counts as verified) only when that link is opened in this account.
 */
export function ChangeEmailForm({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const isMailConfigured = useIsMailDeliveryConfigured();
  // The current address is no change: the form's own check, on a well-formed address.
  const schema = useMemo(
    () =>
      changeEmailFormSchema.check(z.refine((values) => values.newEmail.toLowerCase() !== user.email.toLowerCase(), { path: ['newEmail'] })),
    [user.email],
  );
  const form = useSchemaForm(schema, { defaultValues: { newEmail: '' }, messages: NEW_EMAIL_MESSAGES });
  const [errorKey, setErrorKey] = useState<ErrorMessageKey | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(async ({ newEmail }) => {
    const result = await callAuth(() => authClient.changeEmail({ newEmail }, { headers: mailLanguageHeaders() }));
    if (result.errorKey) {
      setErrorKey(result.errorKey);
      return;
    }
    setSentTo(newEmail);
    form.reset();
  });

  return (
    <Card>
      <form
        noValidate
        onSubmit={(event) => {
          setErrorKey(null);
          setSentTo(null);
          void onSubmit(event);
        }}
      >
        <CardHeader>
          <CardTitle>{t('AccountAccess.email-title')}</CardTitle>
          <CardDescription>{t('AccountAccess.email-description')}</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-5">
          <div className="flex flex-wrap items-center gap-2 text-sm">
            <span className="text-muted-foreground">{t('AccountAccess.current-email')}:</span>
            <span className="font-medium break-all" data-testid="current-email">
              {user.email}
            </span>
            <Badge tone={user.emailVerified ? 'grass' : 'warning'}>
              {user.emailVerified ? t('AccountAccess.verified') : t('AccountAccess.unverified')}
            </Badge>
          </div>
          {sentTo && (
            <Alert tone={isMailConfigured === false ? 'warning' : 'success'} role="status">
              {t(isMailConfigured === false ? 'AccountAccess.change-email-no-mail' : 'AccountAccess.change-email-sent', { email: sentTo })}
            </Alert>
          )}
          {errorKey && (
            <Alert tone="critical" role="alert">
              {t(errorKey)}
            </Alert>
          )}
          <Field label={t('AccountAccess.new-email')} error={fieldError(form.formState.errors, 'newEmail')} className="sm:max-w-sm">
            <Input type="email" autoComplete="email" placeholder={t('Auth.email-placeholder')} {...form.register('newEmail')} />
          </Field>
        </CardContent>
        <CardFooter>
          <Button type="submit" variant="secondary" isLoading={form.formState.isSubmitting}>
            {t('AccountAccess.change-email')}
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}
