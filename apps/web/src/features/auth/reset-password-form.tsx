import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Alert, Button, buttonClassName } from '@creatorlens/ui';
import { MIN_PASSWORD_LENGTH } from '@creatorlens/contracts';
import { authClient } from '../../lib/auth-client.ts';
import { callAuth, type ErrorMessageKey } from '../../lib/errors.ts';
import { reloadSession } from '../../lib/session.ts';
import { FormErrorAlert, PasswordField } from './credential-fields.tsx';
import { checkNewPassword, type PasswordProblem } from './validation.ts';

type Outcome = 'form' | 'done' | 'invalid-link';

/** Sets a new password with the single-use token from the mail; every session of the account ends with it. */
export function ResetPasswordForm({ token }: { token: string | undefined }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [passwordProblem, setPasswordProblem] = useState<PasswordProblem>(null);
  const [isMismatch, setIsMismatch] = useState(false);
  const [errorKey, setErrorKey] = useState<ErrorMessageKey | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(token ? 'form' : 'invalid-link');

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = checkNewPassword(password);
    const mismatch = !problem && password !== confirmation;
    setPasswordProblem(problem);
    setIsMismatch(mismatch);
    setErrorKey(null);
    if (problem || mismatch || !token) return;
    setIsSubmitting(true);
    let tokenProblem = false;
    const result = await callAuth(async () => {
      const answer = await authClient.resetPassword({ newPassword: password, token });
      // An expired, used or unknown token: better-auth answers 400 with INVALID_TOKEN.
      tokenProblem = answer.error?.code === 'INVALID_TOKEN';
      return answer;
    });
    setIsSubmitting(false);
    if (tokenProblem) {
      setOutcome('invalid-link');
      return;
    }
    if (result.errorKey) {
      setErrorKey(result.errorKey);
      return;
    }
    setOutcome('done');
    // The reset signed this browser out too (all sessions end): forget the cached identity.
    await reloadSession(queryClient);
  }

  if (outcome === 'done') {
    return (
      <div className="flex flex-col gap-4">
        <Alert tone="success" title={t('AccountAccess.reset-done-title')}>
          {t('AccountAccess.reset-done-body')}
        </Alert>
        <Link to="/sign-in" className={buttonClassName({ className: 'w-full', size: 'lg' })}>
          {t('Auth.sign-in')}
        </Link>
      </div>
    );
  }
  if (outcome === 'invalid-link') {
    return (
      <div className="flex flex-col gap-4">
        <Alert tone="warning" role="alert" title={t('AccountAccess.link-invalid-title')}>
          {t('AccountAccess.link-invalid-body')}
        </Alert>
        <Link to="/forgot-password" className={buttonClassName({ variant: 'secondary', className: 'w-full' })}>
          {t('AccountAccess.request-new-link')}
        </Link>
      </div>
    );
  }
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <FormErrorAlert errorKey={errorKey} />
      <PasswordField
        label={t('AccountAccess.new-password')}
        name="new-password"
        autoComplete="new-password"
        autoFocus
        value={password}
        onChange={setPassword}
        hint={t('Auth.password-hint', { count: MIN_PASSWORD_LENGTH })}
        error={passwordProblem ? t(`Auth.validation.${passwordProblem}`, { count: MIN_PASSWORD_LENGTH }) : undefined}
      />
      <PasswordField
        label={t('AccountAccess.confirm-password')}
        name="confirm-password"
        autoComplete="new-password"
        value={confirmation}
        onChange={setConfirmation}
        error={isMismatch ? t('AccountAccess.passwords-mismatch') : undefined}
      />
      <Button type="submit" size="lg" className="mt-1 w-full" isLoading={isSubmitting}>
        {t('AccountAccess.save-password')}
      </Button>
    </form>
  );
}
