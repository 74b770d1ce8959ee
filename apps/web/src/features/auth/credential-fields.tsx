import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Alert, Field, Input, PasswordInput } from '@creatorlens/ui';
import type { ErrorMessageKey } from '../../lib/auth-errors.ts';
import { useSiteTranslation } from '../../site/site-i18n-context.tsx';

// The account forms live in the public frame (the app's site layout, or the site's own entry): their strings come from
// its translation context, which both provide.

/** The form-level error of the sign-in, sign-up, forgot and reset forms (nothing when there is none). */
export function FormErrorAlert({ errorKey }: { errorKey: ErrorMessageKey | null }) {
  const { t } = useSiteTranslation();
  if (!errorKey) return null;
  return (
    <Alert tone="critical" role="alert">
      {t(errorKey)}
    </Alert>
  );
}

/**
 * The e-mail field of the account forms, with its validation message. `registration` is the form's
 * `register('email')` (it names the input "email" and holds its value).
 */
export function EmailField(props: { registration: UseFormRegisterReturn; error: string | undefined; autoFocus?: boolean }) {
  const { t } = useSiteTranslation();
  return (
    <Field label={t('Auth.email')} error={props.error}>
      <Input
        type="email"
        autoComplete="email"
        autoFocus={props.autoFocus}
        placeholder={t('Auth.email-placeholder')}
        {...props.registration}
      />
    </Field>
  );
}

/** A password field with the show/hide toggle; `autoComplete` tells password managers whether it is new. */
export function PasswordField(props: {
  label: string;
  /** The form's `register(...)` of the field: its name, value and change handler. */
  registration: UseFormRegisterReturn;
  autoComplete: 'current-password' | 'new-password';
  error?: string | undefined;
  hint?: string | undefined;
  labelAside?: ReactNode;
  autoFocus?: boolean;
}) {
  const { t } = useSiteTranslation();
  return (
    <Field label={props.label} hint={props.hint} error={props.error} labelAside={props.labelAside}>
      <PasswordInput
        autoComplete={props.autoComplete}
        autoFocus={props.autoFocus}
        showLabel={t('Auth.show-password')}
        hideLabel={t('Auth.hide-password')}
        {...props.registration}
      />
    </Field>
  );
}
