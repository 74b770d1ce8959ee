import { useState, type FormEvent } from 'react';
import { checkSignUpName, type SignUpNameProblem } from '@creatorlens/contracts';
import { Button, Field, Input } from '@creatorlens/ui';
import type { ErrorMessageKey } from '../../lib/auth-errors.ts';
import { useSiteTranslation } from '../../site/site-i18n-context.tsx';
import { useSiteNavigation } from '../../site/site-navigation.tsx';
import { signUpWithEmail } from './auth-requests.ts';
import { FormErrorAlert } from './credential-fields.tsx';
import { NameField, NewPasswordField, SignUpLegalNotice } from './sign-up-fields.tsx';
import { checkNewPassword, type PasswordProblem } from './validation.ts';

interface InvitationSignUpFormProps {
  invitationId: string;
  /** The invited address: shown, not editable (the invitation and its proof are for this address only). */
  email: string;
  /** After the account was created and joined (its session cookie is set): reload the session and go on. */
  onJoined: () => Promise<void>;
}

/**
 * Signing up from an invitation link: name and password only. The address is the invited one and counts as verified
 * (the link was mailed to it), the account joins the inviting organisation with the invited role and gets no trial
 * organisation of its own (apps/server/src/auth/sign-up-setup.ts). Someone with an account signs in instead.
 */
export function InvitationSignUpForm({ invitationId, email, onJoined }: InvitationSignUpFormProps) {
  const { t, locale } = useSiteTranslation();
  const { Link } = useSiteNavigation();
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [nameProblem, setNameProblem] = useState<SignUpNameProblem>(null);
  const [passwordProblem, setPasswordProblem] = useState<PasswordProblem>(null);
  const [errorKey, setErrorKey] = useState<ErrorMessageKey | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const nextNameProblem = checkSignUpName(name);
    const nextPasswordProblem = checkNewPassword(password);
    setNameProblem(nextNameProblem);
    setPasswordProblem(nextPasswordProblem);
    setErrorKey(null);
    if (nextNameProblem || nextPasswordProblem) return;
    setIsSubmitting(true);
    const failure = await signUpWithEmail({ name: name.trim(), email, password, invitationId }, locale);
    if (failure) {
      setErrorKey(failure);
      setIsSubmitting(false);
      return;
    }
    await onJoined();
    setIsSubmitting(false);
  }

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h2 className="text-base font-semibold">{t('GettingIn.invitation-sign-up-title')}</h2>
        <p className="text-sm text-muted-foreground">{t('GettingIn.invitation-sign-up-body', { email })}</p>
      </div>
      <FormErrorAlert errorKey={errorKey} />
      <NameField value={name} onChange={setName} problem={nameProblem} autoFocus />
      <Field label={t('Auth.email')} hint={t('GettingIn.invitation-email-hint')}>
        <Input type="email" name="email" autoComplete="email" value={email} readOnly aria-readonly="true" className="bg-muted" />
      </Field>
      <NewPasswordField value={password} onChange={setPassword} problem={passwordProblem} />
      <Button type="submit" size="lg" className="mt-1 w-full" isLoading={isSubmitting}>
        {t('GettingIn.join-and-create')}
      </Button>
      <SignUpLegalNotice />
      <p className="text-center text-sm text-muted-foreground">
        {t('GettingIn.invitation-have-account')}{' '}
        <Link to="/sign-in" search={{ returnTo: `/invitation/${invitationId}` }} className="font-medium text-primary hover:underline">
          {t('GettingIn.invitation-sign-in')}
        </Link>
      </p>
    </form>
  );
}
