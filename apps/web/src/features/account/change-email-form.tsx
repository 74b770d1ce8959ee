import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Badge, Button, Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle, Field, Input } from '@creatorlens/ui';
import { useIsMailDeliveryConfigured } from '../../lib/mail-delivery.ts';
import { mailLanguageHeaders } from '../../lib/account-mail.ts';
import { authClient } from '../../lib/auth-client.ts';
import { callAuth, type ErrorMessageKey } from '../../lib/errors.ts';
import type { SessionUser } from '../../lib/session.ts';
import { EMAIL_ADDRESS_PATTERN } from '@creatorlens/contracts';

// The same pragmatic shape check as the sign-up form (features may not import each other); the server decides.

/**
 * The account's e-mail address and a change of it. The server mails a link to the new address; the address changes
 * (and counts as verified) only when that link is opened in this account.
 */
export function ChangeEmailForm({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const isMailConfigured = useIsMailDeliveryConfigured();
  const [newEmail, setNewEmail] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [errorKey, setErrorKey] = useState<ErrorMessageKey | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = newEmail.trim();
    const nextProblem = !trimmed
      ? t('Auth.validation.email-required')
      : !EMAIL_ADDRESS_PATTERN.test(trimmed)
        ? t('Auth.validation.email-invalid')
        : trimmed.toLowerCase() === user.email.toLowerCase()
          ? t('AccountAccess.email-same')
          : null;
    setProblem(nextProblem);
    setErrorKey(null);
    setSentTo(null);
    if (nextProblem) return;
    setIsSubmitting(true);
    const result = await callAuth(() => authClient.changeEmail({ newEmail: trimmed }, { headers: mailLanguageHeaders() }));
    setIsSubmitting(false);
    if (result.errorKey) {
      setErrorKey(result.errorKey);
      return;
    }
    setSentTo(trimmed);
    setNewEmail('');
  }

  return (
    <Card>
      <form noValidate onSubmit={onSubmit}>
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
          <Field label={t('AccountAccess.new-email')} error={problem ?? undefined} className="sm:max-w-sm">
            <Input
              type="email"
              name="new-email"
              autoComplete="email"
              placeholder={t('Auth.email-placeholder')}
              value={newEmail}
              onChange={(event) => setNewEmail(event.target.value)}
            />
          </Field>
        </CardContent>
        <CardFooter>
          <Button type="submit" variant="secondary" isLoading={isSubmitting}>
            {t('AccountAccess.change-email')}
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}
