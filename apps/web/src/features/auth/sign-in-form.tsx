import { useState, type FormEvent } from 'react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '@creatorlens/ui';
import { authClient } from '../../lib/auth-client.ts';
import { callAuth, type ErrorMessageKey } from '../../lib/errors.ts';
import { EmailField, FormErrorAlert, PasswordField } from './credential-fields.tsx';
import { useCompleteSignIn } from './use-complete-sign-in.ts';
import { checkEmail, type EmailProblem } from './validation.ts';

export function SignInForm({ returnTo }: { returnTo?: string | undefined }) {
  const { t } = useTranslation();
  const completeSignIn = useCompleteSignIn();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [emailProblem, setEmailProblem] = useState<EmailProblem>(null);
  const [isPasswordMissing, setIsPasswordMissing] = useState(false);
  const [errorKey, setErrorKey] = useState<ErrorMessageKey | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const nextEmailProblem = checkEmail(email);
    setEmailProblem(nextEmailProblem);
    setIsPasswordMissing(!password);
    setErrorKey(null);
    if (nextEmailProblem || !password) return;

    setIsSubmitting(true);
    const result = await callAuth(() => authClient.signIn.email({ email: email.trim(), password }));
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
      <EmailField value={email} onChange={setEmail} problem={emailProblem} autoFocus />
      <PasswordField
        label={t('Auth.password')}
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={setPassword}
        labelAside={
          <Link to="/forgot-password" className="font-medium text-primary hover:underline">
            {t('AccountAccess.forgot-password-link')}
          </Link>
        }
        error={isPasswordMissing ? t('Auth.validation.password-required') : undefined}
      />
      <Button type="submit" size="lg" className="mt-1 w-full" isLoading={isSubmitting}>
        {t('Auth.sign-in')}
      </Button>
    </form>
  );
}
