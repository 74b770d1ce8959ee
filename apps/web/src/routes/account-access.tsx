import { Link, createRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { AuthCard } from '../features/auth/auth-card.tsx';
import { ForgotPasswordForm } from '../features/auth/forgot-password-form.tsx';
import { ResetPasswordForm } from '../features/auth/reset-password-form.tsx';
import { VerifyEmailStatus } from '../features/auth/verify-email-status.tsx';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { siteLayoutRoute } from './site-layout.tsx';

/** `?token=` of the links in account mails; anything that is not a string is dropped. */
const tokenSearchSchema = z.object({
  token: z.catch(z.optional(z.string()), undefined),
});

function BackToSignIn() {
  const { t } = useTranslation();
  return (
    <Link to="/sign-in" className="font-medium text-primary hover:underline">
      {t('AccountAccess.back-to-sign-in')}
    </Link>
  );
}

function ForgotPasswordPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('AccountAccess.forgot-title'));
  return (
    <div className="px-4">
      <AuthCard title={t('AccountAccess.forgot-title')} subtitle={t('AccountAccess.forgot-subtitle')} footer={<BackToSignIn />}>
        <ForgotPasswordForm />
      </AuthCard>
    </div>
  );
}

function ResetPasswordPage() {
  const { t } = useTranslation();
  const { token } = resetPasswordRoute.useSearch();
  useDocumentTitle(t('AccountAccess.reset-title'));
  return (
    <div className="px-4">
      <AuthCard title={t('AccountAccess.reset-title')} subtitle={t('AccountAccess.reset-subtitle')} footer={<BackToSignIn />}>
        <ResetPasswordForm token={token} />
      </AuthCard>
    </div>
  );
}

function VerifyEmailPage() {
  const { t } = useTranslation();
  const { token } = verifyEmailRoute.useSearch();
  useDocumentTitle(t('AccountAccess.verify-title'));
  return (
    <div className="px-4">
      <AuthCard title={t('AccountAccess.verify-title')}>
        <VerifyEmailStatus token={token} />
      </AuthCard>
    </div>
  );
}

/** /forgot-password: asks for a reset link (signed-in people may use it too, e.g. on another device). */
export const forgotPasswordRoute = createRoute({
  getParentRoute: () => siteLayoutRoute,
  path: 'forgot-password',
  component: ForgotPasswordPage,
});

/** /reset-password?token=…: the link in the password-reset mail. */
export const resetPasswordRoute = createRoute({
  getParentRoute: () => siteLayoutRoute,
  path: 'reset-password',
  validateSearch: tokenSearchSchema,
  component: ResetPasswordPage,
});

/** /verify-email?token=…: the link in the verification and change-of-e-mail mails. */
export const verifyEmailRoute = createRoute({
  getParentRoute: () => siteLayoutRoute,
  path: 'verify-email',
  validateSearch: tokenSearchSchema,
  component: VerifyEmailPage,
});
