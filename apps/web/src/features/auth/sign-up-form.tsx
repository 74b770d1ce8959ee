import { useCallback, useEffect, useState } from 'react';
import { signUpFormSchema } from '@creatorlens/contracts';
import { Button } from '@creatorlens/ui';
import type { ErrorMessageKey } from '../../lib/auth-errors.ts';
import { fieldError } from '../../lib/form/field-error.ts';
import { useSiteTranslation } from '../../site/site-i18n-context.tsx';
import { EmailField, FormErrorAlert } from './credential-fields.tsx';
import { signUpWithEmail } from './auth-requests.ts';
import { NameField, NewPasswordField, OrganizationNameField, SignUpLegalNotice } from './sign-up-fields.tsx';
import { AUTH_FIELD_MESSAGES, useAuthForm } from './use-auth-form.ts';

/**
 * Name, e-mail, the organisation's name and a new password; `onSignedIn` goes on as in SignInForm (the new account is
 * signed in). The organisation's name starts as the default of the page's language ("Arbeitsbereich von Jana Köhler")
 * and follows the person's name until they type their own; the page's language becomes the organisation's.
 */
export function SignUpForm({ returnTo, onSignedIn }: { returnTo?: string | undefined; onSignedIn: (returnTo?: string) => Promise<void> }) {
  const { t, locale } = useSiteTranslation();
  const form = useAuthForm(signUpFormSchema, {
    defaultValues: { name: '', email: '', organizationName: '', password: '' },
    messages: AUTH_FIELD_MESSAGES,
  });
  const [errorKey, setErrorKey] = useState<ErrorMessageKey | null>(null);
  /** False until the person types an organisation name of their own. */
  const [isOrganizationNameTyped, setIsOrganizationNameTyped] = useState(false);
  const { setValue, getValues } = form;
  const { errors, isSubmitted } = form.formState;

  const followName = useCallback(
    (name: string) => {
      if (isOrganizationNameTyped) return;
      const trimmed = name.trim();
      const organizationName = trimmed ? t('Auth.organization-name-default', { name: trimmed.replace(/\s+/g, ' ') }) : '';
      // After a failed submit the field is checked again, as if typed.
      setValue('organizationName', organizationName, { shouldValidate: isSubmitted });
    },
    [setValue, t, isOrganizationNameTyped, isSubmitted],
  );
  // A change of the page's language words the default anew.
  useEffect(() => followName(getValues('name')), [followName, getValues]);

  const onSubmit = form.handleSubmit(async (values) => {
    const failure = await signUpWithEmail(values, locale);
    if (failure) {
      setErrorKey(failure);
      return;
    }
    await onSignedIn(returnTo);
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
      <FormErrorAlert errorKey={errorKey} />
      <NameField
        registration={form.register('name', { onChange: (event: { target: { value: string } }) => followName(event.target.value) })}
        error={fieldError(errors, 'name')}
        autoFocus
      />
      <EmailField registration={form.register('email')} error={fieldError(errors, 'email')} />
      <OrganizationNameField
        registration={form.register('organizationName', { onChange: () => setIsOrganizationNameTyped(true) })}
        // Without a name there is no default yet: the name's message says what to do first.
        error={fieldError(errors, 'name') ? undefined : fieldError(errors, 'organizationName')}
      />
      <NewPasswordField registration={form.register('password')} error={fieldError(errors, 'password')} />
      <Button type="submit" size="lg" className="mt-1 w-full" isLoading={form.formState.isSubmitting}>
        {t('Auth.create-account')}
      </Button>
      <SignUpLegalNotice />
    </form>
  );
}
