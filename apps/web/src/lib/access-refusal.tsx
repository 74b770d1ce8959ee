import { Link } from '@tanstack/react-router';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Alert, Button, type ToastOptions } from '@creatorlens/ui';
import { getAppErrorCode } from './errors.ts';
import { useSession } from './session.ts';

/** The refusals a retry can never fix: the licence or the person's rights stand in the way. */
export type AccessRefusalCode = 'FORBIDDEN' | 'LICENSE_EXPIRED';

/** The refusal code of an error, or null when it is something a retry might fix. */
export function accessRefusalCode(error: unknown): AccessRefusalCode | null {
  const code = getAppErrorCode(error);
  return code === 'FORBIDDEN' || code === 'LICENSE_EXPIRED' ? code : null;
}

const isAdminRole = (role: string | null | undefined) => role === 'owner' || role === 'admin';

/**
 * The one way every page and card says "not allowed": what stands in the way (expired licence, role, guest
 * session) and what the person can do about it, never a "Try again" that cannot help. The shell's licence banner
 * above carries the account-manager contact; this adds the way on (plans, workspace, sign-up, home).
 */
export function AccessRefusal({ code, className }: { code: AccessRefusalCode; className?: string | undefined }) {
  const { t } = useTranslation();
  const { session } = useSession();
  const organization = session?.organization?.name ?? '';
  const isAdmin = isAdminRole(session?.organization?.orgRole);
  const isLicenseRefusal = code === 'LICENSE_EXPIRED' || (code === 'FORBIDDEN' && session?.organization?.license?.isExpired === true);

  if (session?.user.isGuest) return <GuestRefusal action="change" className={className} />;

  if (isLicenseRefusal) {
    return (
      <Alert
        tone="warning"
        role="alert"
        className={className}
        title={t('Refusals.license-title')}
        actions={
          isAdmin ? (
            <>
              <Button asChild size="sm">
                <a href="/pricing">{t('Refusals.see-plans')}</a>
              </Button>
              <Button asChild size="sm" variant="secondary">
                <Link to="/workspace">{t('Refusals.open-workspace')}</Link>
              </Button>
            </>
          ) : (
            <Button asChild size="sm" variant="secondary">
              <Link to="/">{t('Refusals.go-home')}</Link>
            </Button>
          )
        }
      >
        {t(isAdmin ? 'Refusals.license-body-admin' : 'Refusals.license-body-member', { organization })}
      </Alert>
    );
  }
  return (
    <Alert
      tone="warning"
      role="alert"
      className={className}
      title={t('Refusals.forbidden-title')}
      actions={
        <Button asChild size="sm" variant="secondary">
          <Link to="/">{t('Refusals.go-home')}</Link>
        </Button>
      }
    >
      {organization ? t('Refusals.forbidden-body', { organization }) : t('Refusals.forbidden-body-no-organisation')}
    </Alert>
  );
}

export type GuestAction = 'add-to-list' | 'drop' | 'create' | 'comment' | 'refresh' | 'change';

/** What a guest hears for any change: sign up to do this, with the link to sign-up. */
export function GuestRefusal({ action, className }: { action: GuestAction; className?: string | undefined }) {
  const { t } = useTranslation();
  return (
    <Alert
      tone="info"
      role="alert"
      className={className}
      title={t('Refusals.guest-title')}
      actions={
        <Button asChild size="sm">
          <Link to="/sign-up">{t('Refusals.sign-up')}</Link>
        </Button>
      }
    >
      {t('Refusals.guest-body', { action: t(`Refusals.guest-action.${action}`) })}
    </Alert>
  );
}

/** The toast a guest's refused action shows: what guests cannot do and a link to sign up. */
export function guestRefusalToast(t: TFunction, action: GuestAction): ToastOptions {
  return {
    title: t('Refusals.guest-title'),
    description: (
      <span className="flex flex-col items-start gap-1">
        <span>{t('Refusals.guest-body', { action: t(`Refusals.guest-action.${action}`) })}</span>
        {/* A plain link: toasts render outside the router, where <Link> has no router to read. */}
        <a href="/sign-up" className="font-medium underline underline-offset-2">
          {t('Refusals.sign-up')}
        </a>
      </span>
    ),
  };
}
