import type { UseFormRegisterReturn } from 'react-hook-form';
import { MIN_PASSWORD_LENGTH, ORGANIZATION_NAME_MAX_LENGTH, PERSON_NAME_MAX_LENGTH } from '@creatorlens/contracts';
import { Field, Input } from '@creatorlens/ui';
import { useSiteTranslation } from '../../site/site-i18n-context.tsx';
import { useSiteNavigation } from '../../site/site-navigation.tsx';
import { renderTaggedText } from '../../site/tagged-text.tsx';
import { PasswordField } from './credential-fields.tsx';

// The sign-up forms' own fields (the new account page and the invitation page). Their limits come from
// @creatorlens/contracts, as the server's check of the same fields does (apps/server/src/auth/create-auth.ts); each
// takes the form's `register(...)` of it and the message of its error.

const linkClassName = 'font-medium text-primary underline underline-offset-2';

/** The person's full name, with its validation message. */
export function NameField(props: { registration: UseFormRegisterReturn; error: string | undefined; autoFocus?: boolean }) {
  const { t } = useSiteTranslation();
  return (
    <Field label={t('Auth.name')} error={props.error}>
      <Input
        autoComplete="name"
        autoFocus={props.autoFocus}
        maxLength={PERSON_NAME_MAX_LENGTH}
        placeholder={t('Auth.name-placeholder')}
        {...props.registration}
      />
    </Field>
  );
}

/** The new account's password, with the minimum length as its hint and its validation message. */
export function NewPasswordField(props: { registration: UseFormRegisterReturn; error: string | undefined }) {
  const { t } = useSiteTranslation();
  return (
    <PasswordField
      label={t('Auth.password')}
      registration={props.registration}
      autoComplete="new-password"
      hint={t('Auth.password-hint', { count: MIN_PASSWORD_LENGTH })}
      error={props.error}
    />
  );
}

/** The new organisation's name: what the person typed, or the default of their language until they type. */
export function OrganizationNameField(props: { registration: UseFormRegisterReturn; error: string | undefined }) {
  const { t } = useSiteTranslation();
  return (
    <Field label={t('Auth.organization-name')} hint={t('Auth.organization-name-hint')} error={props.error}>
      <Input autoComplete="organization" maxLength={ORGANIZATION_NAME_MAX_LENGTH} {...props.registration} />
    </Field>
  );
}

/** "By creating an account you agree to the terms and acknowledge the privacy policy", both linked (/terms, /privacy). */
export function SignUpLegalNotice() {
  const { t } = useSiteTranslation();
  const { Link } = useSiteNavigation();
  return (
    <p className="text-center text-xs text-muted-foreground">
      {renderTaggedText(t('Auth.terms-notice'), {
        terms: (words) => (
          <Link to="/terms" target="_blank" className={linkClassName}>
            {words}
          </Link>
        ),
        privacy: (words) => (
          <Link to="/privacy" target="_blank" className={linkClassName}>
            {words}
          </Link>
        ),
      })}
    </p>
  );
}
