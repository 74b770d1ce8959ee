import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  Alert,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
  Field,
  PasswordInput,
  useToast,
} from '@creatorlens/ui';
import { MIN_PASSWORD_LENGTH } from '@creatorlens/contracts';
import { authClient } from '../../lib/auth-client.ts';
import { callAuth, type ErrorMessageKey } from '../../lib/errors.ts';
import { SESSIONS_QUERY_KEY } from './sessions-query.ts';

type Problems = Partial<Record<'current' | 'next' | 'confirm', string>>;

export function ChangePasswordForm() {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [shouldRevokeOthers, setShouldRevokeOthers] = useState(true);
  const [problems, setProblems] = useState<Problems>({});
  const [errorKey, setErrorKey] = useState<ErrorMessageKey | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const next: Problems = {};
    if (!currentPassword) next.current = t('Security.validation.current-required');
    if (!newPassword) next.next = t('Auth.validation.password-required');
    else if (newPassword.length < MIN_PASSWORD_LENGTH) next.next = t('Auth.validation.password-too-short', { count: MIN_PASSWORD_LENGTH });
    if (newPassword && confirmPassword !== newPassword) next.confirm = t('Security.validation.passwords-mismatch');
    setProblems(next);
    setErrorKey(null);
    if (Object.keys(next).length > 0) return;

    setIsSubmitting(true);
    const result = await callAuth(() =>
      authClient.changePassword({ currentPassword, newPassword, revokeOtherSessions: shouldRevokeOthers }),
    );
    setIsSubmitting(false);
    if (result.errorKey) {
      setErrorKey(result.errorKey);
      return;
    }
    setCurrentPassword('');
    setNewPassword('');
    setConfirmPassword('');
    toast.show({ tone: 'success', title: t('Security.password-changed') });
    await queryClient.invalidateQueries({ queryKey: SESSIONS_QUERY_KEY });
  }

  return (
    <Card>
      <form noValidate onSubmit={onSubmit}>
        <CardHeader>
          <CardTitle>{t('Security.change-password')}</CardTitle>
          <CardDescription>{t('Security.change-password-description')}</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-5">
          {errorKey && (
            <Alert tone="critical" role="alert">
              {t(errorKey)}
            </Alert>
          )}
          <Field label={t('Security.current-password')} error={problems.current} className="sm:max-w-sm">
            <PasswordInput
              name="current-password"
              autoComplete="current-password"
              showLabel={t('Auth.show-password')}
              hideLabel={t('Auth.hide-password')}
              value={currentPassword}
              onChange={(event) => setCurrentPassword(event.target.value)}
            />
          </Field>
          <div className="grid gap-5 sm:grid-cols-2">
            <Field label={t('Security.new-password')} hint={t('Auth.password-hint', { count: MIN_PASSWORD_LENGTH })} error={problems.next}>
              <PasswordInput
                name="new-password"
                autoComplete="new-password"
                showLabel={t('Auth.show-password')}
                hideLabel={t('Auth.hide-password')}
                value={newPassword}
                onChange={(event) => setNewPassword(event.target.value)}
              />
            </Field>
            <Field label={t('Security.confirm-password')} error={problems.confirm}>
              <PasswordInput
                name="confirm-password"
                autoComplete="new-password"
                showLabel={t('Auth.show-password')}
                hideLabel={t('Auth.hide-password')}
                value={confirmPassword}
                onChange={(event) => setConfirmPassword(event.target.value)}
              />
            </Field>
          </div>
          <label className="flex w-fit cursor-pointer items-center gap-2.5 text-sm">
            <input
              type="checkbox"
              className="size-4 rounded border-input accent-primary focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:outline-none"
              checked={shouldRevokeOthers}
              onChange={(event) => setShouldRevokeOthers(event.target.checked)}
            />
            {t('Security.revoke-other-sessions')}
          </label>
        </CardContent>
        <CardFooter>
          <Button type="submit" isLoading={isSubmitting}>
            {t('Security.update-password')}
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}
