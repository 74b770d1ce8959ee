import { useState, type FormEvent } from 'react';
import { Button } from '@creatorlens/ui';
import type { ErrorMessageKey } from '../../lib/auth-errors.ts';
import { useSiteTranslation } from '../../site/site-i18n-context.tsx';
import { useSiteNavigation } from '../../site/site-navigation.tsx';
import { EmailField, FormErrorAlert, PasswordField } from './credential-fields.tsx';
import { signInWithEmail } from './auth-requests.ts';
import { checkEmail, type EmailProblem } from './validation.ts';

/**
 * E-mail and password. `onSignedIn` goes on from there: the app drops the previous identity's data and navigates
 * (use-complete-sign-in.ts), the site's own entry loads the next page (site/site-auth-pages.tsx).
 */
export function SignInForm({ returnTo, onSignedIn }: { returnTo?: string | undefined; onSignedIn: (returnTo?: string) => Promise<void> }) {
  const { t } = useSiteTranslation();
  const { Link } = useSiteNavigation();
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
    const failure = await signInWithEmail({ email: email.trim(), password });
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
      <EmailField value={email} onChange={setEmail} problem={emailProblem} autoFocus />
      <PasswordField
        label={t('Auth.password')}
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={setPassword}
        labelAside={
          <Link to="/forgot-password" className="font-medium text-primary hover:underline">
            {t('Auth.forgot-password-link')}
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
