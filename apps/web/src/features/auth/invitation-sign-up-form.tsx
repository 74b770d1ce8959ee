import { useState } from 'react';
import { invitationSignUpFormSchema } from '@creatorlens/contracts';
import { Button, Field, Input } from '@creatorlens/ui';
import type { ErrorMessageKey } from '../../lib/auth-errors.ts';
import { fieldError } from '../../lib/form/field-error.ts';
import { useSiteTranslation } from '../../site/site-i18n-context.tsx';
import { useSiteNavigation } from '../../site/site-navigation.tsx';
import { signUpWithEmail } from './auth-requests.ts';
import { FormErrorAlert } from './credential-fields.tsx';
import { NameField, NewPasswordField, SignUpLegalNotice } from './sign-up-fields.tsx';
import { AUTH_FIELD_MESSAGES, useAuthForm } from './use-auth-form.ts';

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
  const form = useAuthForm(invitationSignUpFormSchema, { defaultValues: { name: '', password: '' }, messages: AUTH_FIELD_MESSAGES });
  const [errorKey, setErrorKey] = useState<ErrorMessageKey | null>(null);
  const errors = form.formState.errors;

  const onSubmit = form.handleSubmit(async (values) => {
    const failure = await signUpWithEmail({ ...values, email, invitationId }, locale);
    if (failure) {
      setErrorKey(failure);
      return;
    }
    await onJoined();
  });

  return (
    <form
      noValidate
      onSubmit={(event) => {
        setErrorKey(null);
        void onSubmit(event);
      }}
      className="flex flex-col gap-4"
    >
      <div className="flex flex-col gap-1">
        <h2 className="text-base font-semibold">{t('GettingIn.invitation-sign-up-title')}</h2>
        <p className="text-sm text-muted-foreground">{t('GettingIn.invitation-sign-up-body', { email })}</p>
      </div>
      <FormErrorAlert errorKey={errorKey} />
      <NameField registration={form.register('name')} error={fieldError(errors, 'name')} autoFocus />
      <Field label={t('Auth.email')} hint={t('GettingIn.invitation-email-hint')}>
        <Input type="email" name="email" autoComplete="email" value={email} readOnly aria-readonly="true" className="bg-muted" />
      </Field>
      <NewPasswordField registration={form.register('password')} error={fieldError(errors, 'password')} />
      <Button type="submit" size="lg" className="mt-1 w-full" isLoading={form.formState.isSubmitting}>
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
