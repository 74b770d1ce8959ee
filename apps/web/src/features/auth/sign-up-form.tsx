import { useState, type FormEvent } from 'react';
import { MIN_PASSWORD_LENGTH } from '@creatorlens/contracts';
import { Button, Field, Input } from '@creatorlens/ui';
import type { ErrorMessageKey } from '../../lib/auth-errors.ts';
import { useSiteTranslation } from '../../site/site-i18n-context.tsx';
import { useSiteNavigation } from '../../site/site-navigation.tsx';
import { renderTaggedText } from '../../site/tagged-text.tsx';
import { EmailField, FormErrorAlert, PasswordField } from './credential-fields.tsx';
import { signUpWithEmail } from './auth-requests.ts';
import { checkEmail, checkNewPassword, type EmailProblem, type PasswordProblem } from './validation.ts';

/** Name, e-mail and a new password; `onSignedIn` goes on as in SignInForm (the new account is signed in). */
export function SignUpForm({ returnTo, onSignedIn }: { returnTo?: string | undefined; onSignedIn: (returnTo?: string) => Promise<void> }) {
  const { t, locale } = useSiteTranslation();
  const { Link } = useSiteNavigation();
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
    const failure = await signUpWithEmail({ name: name.trim(), email: email.trim(), password }, locale);
    if (failure) {
      setErrorKey(failure);
      setIsSubmitting(false);
      return;
    }
    await onSignedIn(returnTo);
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
        {renderTaggedText(t('Auth.terms-notice'), {
          terms: (words) => (
            <Link to="/terms" target="_blank" className="font-medium text-primary underline underline-offset-2">
              {words}
            </Link>
          ),
        })}
      </p>
    </form>
  );
}
