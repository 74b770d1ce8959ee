import { useState } from 'react';
import { signInFormSchema } from '@creatorlens/contracts';
import { Button } from '@creatorlens/ui';
import type { ErrorMessageKey } from '../../lib/auth-errors.ts';
import { fieldError } from '../../lib/form/field-error.ts';
import { useSiteTranslation } from '../../site/site-i18n-context.tsx';
import { useSiteNavigation } from '../../site/site-navigation.tsx';
import { EmailField, FormErrorAlert, PasswordField } from './credential-fields.tsx';
import { signInWithEmail } from './auth-requests.ts';
import { AUTH_FIELD_MESSAGES, useAuthForm } from './use-auth-form.ts';

/**
 * E-mail and password. `onSignedIn` goes on from there: the app drops the previous identity's data and navigates
 * (use-complete-sign-in.ts), the site's own entry loads the next page (site/site-auth-pages.tsx).
 */
export function SignInForm({ returnTo, onSignedIn }: { returnTo?: string | undefined; onSignedIn: (returnTo?: string) => Promise<void> }) {
  const { t } = useSiteTranslation();
  const { Link } = useSiteNavigation();
  const form = useAuthForm(signInFormSchema, { defaultValues: { email: '', password: '' }, messages: AUTH_FIELD_MESSAGES });
  const [errorKey, setErrorKey] = useState<ErrorMessageKey | null>(null);
  const errors = form.formState.errors;

  const onSubmit = form.handleSubmit(async (values) => {
    const failure = await signInWithEmail(values);
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
      <EmailField registration={form.register('email')} error={fieldError(errors, 'email')} autoFocus />
      <PasswordField
        label={t('Auth.password')}
        registration={form.register('password')}
        autoComplete="current-password"
        labelAside={
          <Link to="/forgot-password" className="font-medium text-primary hover:underline">
            {t('Auth.forgot-password-link')}
          </Link>
        }
        error={fieldError(errors, 'password')}
      />
      <Button type="submit" size="lg" className="mt-1 w-full" isLoading={form.formState.isSubmitting}>
        {t('Auth.sign-in')}
      </Button>
    </form>
  );
}
