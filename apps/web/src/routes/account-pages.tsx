import { Outlet } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Alert } from '@creatorlens/ui';
import { AccountLayout } from '../features/account/account-layout.tsx';
import { ChangeEmailForm } from '../features/account/change-email-form.tsx';
import { ChangePasswordForm } from '../features/account/change-password-form.tsx';
import { ProfileForm } from '../features/account/profile-form.tsx';
import { SessionsCard } from '../features/account/sessions-card.tsx';
import { useSession } from '../lib/session.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';

// Loaded on demand (see account.tsx): the account area is not on the way to the first screen.

export function AccountLayoutPage() {
  return (
    <AccountLayout>
      <Outlet />
    </AccountLayout>
  );
}

export function ProfilePage() {
  const { t } = useTranslation();
  const { session } = useSession();
  useDocumentTitle(t('Account.title'));
  if (!session) return null;
  // Keyed by user so the forms start from fresh values if the identity changes.
  return (
    <>
      <ProfileForm key={session.user.id} user={session.user} />
      {session.user.isGuest ? (
        <Alert tone="info">{t('AccountAccess.guest-no-email')}</Alert>
      ) : (
        <ChangeEmailForm key={`${session.user.id}-email`} user={session.user} />
      )}
    </>
  );
}

export function SecurityPage() {
  const { t } = useTranslation();
  const { session } = useSession();
  useDocumentTitle(t('Security.title'));
  return (
    <>
      {session?.user.isGuest ? <Alert tone="info">{t('Security.guest-no-password')}</Alert> : <ChangePasswordForm />}
      <SessionsCard />
    </>
  );
}
