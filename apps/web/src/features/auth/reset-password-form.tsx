import { useState } from 'react';
import * as z from 'zod/mini';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Alert, Button, buttonClassName } from '@creatorlens/ui';
import { MIN_PASSWORD_LENGTH, resetPasswordFormSchema } from '@creatorlens/contracts';
import { authClient } from '../../lib/auth-client.ts';
import { callAuth, type ErrorMessageKey } from '../../lib/errors.ts';
import { fieldError, useSchemaForm } from '../../lib/form/index.ts';
import { reloadSession } from '../../lib/session.ts';
import { FormErrorAlert, PasswordField } from './credential-fields.tsx';
import { AUTH_FIELD_MESSAGES } from './use-auth-form.ts';

type Outcome = 'form' | 'done' | 'invalid-link';

// The confirmation is the form's own check, made once the new password itself is fine (as before: one message at a time).
const formSchema = resetPasswordFormSchema.check(
  z.refine((values) => values.newPassword === values.confirmation, {
    message: 'AccountAccess.passwords-mismatch',
    path: ['confirmation'],
    when: (payload) => payload.issues.length === 0,
  }),
);

/** Sets a new password with the single-use token from the mail; every session of the account ends with it. */
export function ResetPasswordForm({ token }: { token: string | undefined }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useSchemaForm(formSchema, { defaultValues: { newPassword: '', confirmation: '' }, messages: AUTH_FIELD_MESSAGES });
  const [errorKey, setErrorKey] = useState<ErrorMessageKey | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(token ? 'form' : 'invalid-link');

  const onSubmit = form.handleSubmit(async ({ newPassword }) => {
    if (!token) return;
    let tokenProblem = false;
    const result = await callAuth(async () => {
      const answer = await authClient.resetPassword({ newPassword, token });
      // An expired, used or unknown token: better-auth answers 400 with INVALID_TOKEN.
      tokenProblem = answer.error?.code === 'INVALID_TOKEN';
      return answer;
    });
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
  });

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
    <form
      noValidate
      onSubmit={(event) => {
        setErrorKey(null);
        void onSubmit(event);
      }}
      className="flex flex-col gap-4"
    >
      <FormErrorAlert errorKey={errorKey} />
      <PasswordField
        label={t('AccountAccess.new-password')}
        registration={form.register('newPassword')}
        autoComplete="new-password"
        autoFocus
        hint={t('Auth.password-hint', { count: MIN_PASSWORD_LENGTH })}
        error={fieldError(form.formState.errors, 'newPassword')}
      />
      <PasswordField
        label={t('AccountAccess.confirm-password')}
        registration={form.register('confirmation')}
        autoComplete="new-password"
        error={fieldError(form.formState.errors, 'confirmation')}
      />
      <Button type="submit" size="lg" className="mt-1 w-full" isLoading={form.formState.isSubmitting}>
        {t('AccountAccess.save-password')}
      </Button>
    </form>
  );
}
