import { useState, type FormEvent } from 'react';
import { Link } from '@tanstack/react-router';
import { Trans, useTranslation } from 'react-i18next';
import { Button, Field, Input } from '@creatorlens/ui';
import { mailLanguageHeaders } from '../../lib/account-mail.ts';
import { MIN_PASSWORD_LENGTH, authClient } from '../../lib/auth-client.ts';
import { callAuth, type ErrorMessageKey } from '../../lib/errors.ts';
import { EmailField, FormErrorAlert, PasswordField } from './credential-fields.tsx';
import { useCompleteSignIn } from './use-complete-sign-in.ts';
import { checkEmail, checkNewPassword, type EmailProblem, type PasswordProblem } from './validation.ts';

export function SignUpForm({ returnTo }: { returnTo?: string | undefined }) {
  const { t } = useTranslation();
  const completeSignIn = useCompleteSignIn();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [isNameMissing, setIsNameMissing] = useState(false);
  const [emailProblem, setEmailProblem] = useState<EmailProblem>(null);
  const [passwordProblem, setPasswordProblem] = useState<PasswordProblem>(null);
  const [errorKey, setErrorKey] = useState<ErrorMessageKey | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const nextEmailProblem = checkEmail(email);
    const nextPasswordProblem = checkNewPassword(password);
    const isNameBlank = !name.trim();
    setIsNameMissing(isNameBlank);
    setEmailProblem(nextEmailProblem);
    setPasswordProblem(nextPasswordProblem);
    setErrorKey(null);
    if (isNameBlank || nextEmailProblem || nextPasswordProblem) return;

    setIsSubmitting(true);
    const result = await callAuth(() =>
      authClient.signUp.email({ name: name.trim(), email: email.trim(), password }, { headers: mailLanguageHeaders() }),
    );
    if (result.errorKey) {
      setErrorKey(result.errorKey);
      setIsSubmitting(false);
      return;
    }
    await completeSignIn(returnTo);
    setIsSubmitting(false);
  }

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <FormErrorAlert errorKey={errorKey} />
      <Field label={t('Auth.name')} error={isNameMissing ? t('Auth.validation.name-required') : undefined}>
        <Input
          name="name"
          autoComplete="name"
          autoFocus
          placeholder={t('Auth.name-placeholder')}
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
      </Field>
      <EmailField value={email} onChange={setEmail} problem={emailProblem} />
      <PasswordField
        label={t('Auth.password')}
        name="password"
        autoComplete="new-password"
        value={password}
        onChange={setPassword}
        hint={t('Auth.password-hint', { count: MIN_PASSWORD_LENGTH })}
        error={passwordProblem ? t(`Auth.validation.${passwordProblem}`, { count: MIN_PASSWORD_LENGTH }) : undefined}
      />
      <Button type="submit" size="lg" className="mt-1 w-full" isLoading={isSubmitting}>
        {t('Auth.create-account')}
      </Button>
      <p className="text-center text-xs text-muted-foreground">
        <Trans
          i18nKey="Auth.terms-notice"
          // Not <link>: Trans parses the text as HTML, where link is a void element and would lose its words.
          components={{ terms: <Link to="/terms" target="_blank" className="font-medium text-primary underline underline-offset-2" /> }}
        />
      </p>
    </form>
  );
}
