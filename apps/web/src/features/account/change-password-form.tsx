import { useState } from 'react';
import * as z from 'zod/mini';
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
import { changePasswordFormSchema, MIN_PASSWORD_LENGTH } from '@creatorlens/contracts';
import { authClient } from '../../lib/auth-client.ts';
import { callAuth, type ErrorMessageKey } from '../../lib/errors.ts';
import { fieldError, useSchemaForm, type FieldMessages } from '../../lib/form/index.ts';
import { SESSIONS_QUERY_KEY } from './sessions-query.ts';

// That the confirmation agrees is the form's own check, made once the passwords themselves are fine.
const formSchema = changePasswordFormSchema.check(
  z.refine((values) => values.newPassword === values.confirmation, {
    message: 'Security.validation.passwords-mismatch',
    path: ['confirmation'],
    when: (payload) => payload.issues.length === 0,
  }),
);

const MESSAGES = {
  currentPassword: { required: 'Security.validation.current-required' },
  newPassword: { required: 'Auth.validation.password-required', too_small: 'Auth.validation.password-too-short' },
} as const satisfies FieldMessages;

const EMPTY = { currentPassword: '', newPassword: '', confirmation: '', revokeOtherSessions: true };

export function ChangePasswordForm() {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const form = useSchemaForm(formSchema, { defaultValues: EMPTY, messages: MESSAGES });
  const [errorKey, setErrorKey] = useState<ErrorMessageKey | null>(null);
  const errors = form.formState.errors;

  const onSubmit = form.handleSubmit(async ({ currentPassword, newPassword, revokeOtherSessions }) => {
    const result = await callAuth(() => authClient.changePassword({ currentPassword, newPassword, revokeOtherSessions }));
    if (result.errorKey) {
      setErrorKey(result.errorKey);
      return;
    }
    form.reset(EMPTY);
    toast.show({ tone: 'success', title: t('Security.password-changed') });
    await queryClient.invalidateQueries({ queryKey: SESSIONS_QUERY_KEY });
  });

  return (
    <Card>
      <form
        noValidate
        onSubmit={(event) => {
          setErrorKey(null);
          void onSubmit(event);
        }}
      >
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
          <Field label={t('Security.current-password')} error={fieldError(errors, 'currentPassword')} className="sm:max-w-sm">
            <PasswordInput
              autoComplete="current-password"
              showLabel={t('Auth.show-password')}
              hideLabel={t('Auth.hide-password')}
              {...form.register('currentPassword')}
            />
          </Field>
          <div className="grid gap-5 sm:grid-cols-2">
            <Field
              label={t('Security.new-password')}
              hint={t('Auth.password-hint', { count: MIN_PASSWORD_LENGTH })}
              error={fieldError(errors, 'newPassword')}
            >
              <PasswordInput
                autoComplete="new-password"
                showLabel={t('Auth.show-password')}
                hideLabel={t('Auth.hide-password')}
                {...form.register('newPassword')}
              />
            </Field>
            <Field label={t('Security.confirm-password')} error={fieldError(errors, 'confirmation')}>
              <PasswordInput
                autoComplete="new-password"
                showLabel={t('Auth.show-password')}
                hideLabel={t('Auth.hide-password')}
                {...form.register('confirmation')}
              />
            </Field>
          </div>
          <label className="flex w-fit cursor-pointer items-center gap-2.5 text-sm">
            <input
              type="checkbox"
              className="size-4 rounded border-input accent-primary focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:outline-none"
              {...form.register('revokeOtherSessions')}
            />
            {t('Security.revoke-other-sessions')}
          </label>
        </CardContent>
        <CardFooter>
          <Button type="submit" isLoading={form.formState.isSubmitting}>
            {t('Security.update-password')}
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}
