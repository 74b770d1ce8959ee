import type { ReactNode } from 'react';
import { Alert, Field, Input, PasswordInput } from '@creatorlens/ui';
import type { ErrorMessageKey } from '../../lib/auth-errors.ts';
import { useSiteTranslation } from '../../site/site-i18n-context.tsx';
import type { EmailProblem } from './validation.ts';

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

/** The e-mail field of the account forms, with its validation message. */
export function EmailField(props: { value: string; onChange: (value: string) => void; problem: EmailProblem; autoFocus?: boolean }) {
  const { t } = useSiteTranslation();
  return (
    <Field label={t('Auth.email')} error={props.problem ? t(`Auth.validation.${props.problem}`) : undefined}>
      <Input
        type="email"
        name="email"
        autoComplete="email"
        autoFocus={props.autoFocus}
        placeholder={t('Auth.email-placeholder')}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
      />
    </Field>
  );
}

/** A password field with the show/hide toggle; `autoComplete` tells password managers whether it is new. */
export function PasswordField(props: {
  label: string;
  name: string;
  autoComplete: 'current-password' | 'new-password';
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  hint?: string | undefined;
  labelAside?: ReactNode;
  autoFocus?: boolean;
}) {
  const { t } = useSiteTranslation();
  return (
    <Field label={props.label} hint={props.hint} error={props.error} labelAside={props.labelAside}>
      <PasswordInput
        name={props.name}
        autoComplete={props.autoComplete}
        autoFocus={props.autoFocus}
        showLabel={t('Auth.show-password')}
        hideLabel={t('Auth.hide-password')}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
      />
    </Field>
  );
}
