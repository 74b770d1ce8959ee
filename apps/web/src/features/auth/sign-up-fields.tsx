import {
  MIN_PASSWORD_LENGTH,
  ORGANIZATION_NAME_MAX_LENGTH,
  PERSON_NAME_MAX_LENGTH,
  type SignUpNameProblem,
  type SignUpOrganizationNameProblem,
} from '@creatorlens/contracts';
import { Field, Input } from '@creatorlens/ui';
import { useSiteTranslation } from '../../site/site-i18n-context.tsx';
import { useSiteNavigation } from '../../site/site-navigation.tsx';
import { renderTaggedText } from '../../site/tagged-text.tsx';
import { PasswordField } from './credential-fields.tsx';
import type { PasswordProblem } from './validation.ts';

// The sign-up forms' own fields (the new account page and the invitation page). Their limits come from
// @creatorlens/contracts, as the server's check of the same fields does (apps/server/src/auth/create-auth.ts).

const linkClassName = 'font-medium text-primary underline underline-offset-2';

/** The person's full name, with its validation message. */
export function NameField(props: { value: string; onChange: (value: string) => void; problem: SignUpNameProblem; autoFocus?: boolean }) {
  const { t } = useSiteTranslation();
  return (
    <Field
      label={t('Auth.name')}
      error={props.problem ? t(`Auth.validation.${props.problem}`, { count: PERSON_NAME_MAX_LENGTH }) : undefined}
    >
      <Input
        name="name"
        autoComplete="name"
        autoFocus={props.autoFocus}
        maxLength={PERSON_NAME_MAX_LENGTH}
        placeholder={t('Auth.name-placeholder')}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
      />
    </Field>
  );
}

/** The new account's password, with the minimum length as its hint and its validation message. */
export function NewPasswordField(props: { value: string; onChange: (value: string) => void; problem: PasswordProblem }) {
  const { t } = useSiteTranslation();
  return (
    <PasswordField
      label={t('Auth.password')}
      name="password"
      autoComplete="new-password"
      value={props.value}
      onChange={props.onChange}
      hint={t('Auth.password-hint', { count: MIN_PASSWORD_LENGTH })}
      error={props.problem ? t(`Auth.validation.${props.problem}`, { count: MIN_PASSWORD_LENGTH }) : undefined}
    />
  );
}

/** The new organisation's name; `value` is what the person typed, or the default of their language until they type. */
export function OrganizationNameField(props: { value: string; onChange: (value: string) => void; problem: SignUpOrganizationNameProblem }) {
  const { t } = useSiteTranslation();
  return (
    <Field
      label={t('Auth.organization-name')}
      hint={t('Auth.organization-name-hint')}
      error={props.problem ? t(`Auth.validation.${props.problem}`, { count: ORGANIZATION_NAME_MAX_LENGTH }) : undefined}
    >
      <Input
        name="organization"
        autoComplete="organization"
        maxLength={ORGANIZATION_NAME_MAX_LENGTH}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
      />
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
