import { useState, type FormEvent } from 'react';
import {
  checkSignUpName,
  checkSignUpOrganizationName,
  type SignUpNameProblem,
  type SignUpOrganizationNameProblem,
} from '@creatorlens/contracts';
import { Button } from '@creatorlens/ui';
import type { ErrorMessageKey } from '../../lib/auth-errors.ts';
import { useSiteTranslation } from '../../site/site-i18n-context.tsx';
import { EmailField, FormErrorAlert } from './credential-fields.tsx';
import { signUpWithEmail } from './auth-requests.ts';
import { NameField, NewPasswordField, OrganizationNameField, SignUpLegalNotice } from './sign-up-fields.tsx';
import { checkEmail, checkNewPassword, type EmailProblem, type PasswordProblem } from './validation.ts';

/**
 * Name, e-mail, the organisation's name and a new password; `onSignedIn` goes on as in SignInForm (the new account is
 * signed in). The organisation's name starts as the default of the page's language ("Arbeitsbereich von Jana Köhler")
 * and follows the person's name until they type their own; the page's language becomes the organisation's.
 */
export function SignUpForm({ returnTo, onSignedIn }: { returnTo?: string | undefined; onSignedIn: (returnTo?: string) => Promise<void> }) {
  const { t, locale } = useSiteTranslation();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  /** Null until the person types an organisation name of their own. */
  const [typedOrganizationName, setTypedOrganizationName] = useState<string | null>(null);
  const [nameProblem, setNameProblem] = useState<SignUpNameProblem>(null);
  const [organizationNameProblem, setOrganizationNameProblem] = useState<SignUpOrganizationNameProblem>(null);
  const [emailProblem, setEmailProblem] = useState<EmailProblem>(null);
  const [passwordProblem, setPasswordProblem] = useState<PasswordProblem>(null);
  const [errorKey, setErrorKey] = useState<ErrorMessageKey | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);

  const defaultOrganizationName = name.trim() ? t('Auth.organization-name-default', { name: name.trim().replace(/\s+/g, ' ') }) : '';
  const organizationName = typedOrganizationName ?? defaultOrganizationName;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const nextNameProblem = checkSignUpName(name);
    const nextOrganizationNameProblem = nextNameProblem ? null : checkSignUpOrganizationName(organizationName);
    const nextEmailProblem = checkEmail(email);
    const nextPasswordProblem = checkNewPassword(password);
    setNameProblem(nextNameProblem);
    setOrganizationNameProblem(nextOrganizationNameProblem);
    setEmailProblem(nextEmailProblem);
    setPasswordProblem(nextPasswordProblem);
    setErrorKey(null);
    if (nextNameProblem || nextOrganizationNameProblem || nextEmailProblem || nextPasswordProblem) return;

    setIsSubmitting(true);
    const failure = await signUpWithEmail(
      { name: name.trim(), email: email.trim(), password, organizationName: organizationName.trim() },
      locale,
    );
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
      <NameField value={name} onChange={setName} problem={nameProblem} autoFocus />
      <EmailField value={email} onChange={setEmail} problem={emailProblem} />
      <OrganizationNameField value={organizationName} onChange={setTypedOrganizationName} problem={organizationNameProblem} />
      <NewPasswordField value={password} onChange={setPassword} problem={passwordProblem} />
      <Button type="submit" size="lg" className="mt-1 w-full" isLoading={isSubmitting}>
        {t('Auth.create-account')}
      </Button>
      <SignUpLegalNotice />
    </form>
  );
}
