import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Alert, Button, CopyButton, MailIcon } from '@creatorlens/ui';
import { useFormatters } from '../../lib/i18n.ts';
import type { SessionData } from '../../lib/session.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { isOrgAdminRole } from './organisation-role.ts';

/**
 * Expired-licence banners (spec §6): organisation admins see their account manager as a prefilled mail
 * link plus a copy button; other members see a plain notice. The account manager is fetched only for admins.
 */
export function LicenseBanner({ session }: { session: SessionData }) {
  const organisation = session.organization;
  const license = organisation?.license;
  if (!organisation || !license?.isExpired) return null;
  return isOrgAdminRole(organisation.orgRole) ? (
    <AdminLicenseBanner organisationName={organisation.name} expiredAt={license.validUntil} senderName={session.user.displayName} />
  ) : (
    <MemberLicenseBanner organisationName={organisation.name} />
  );
}

function MemberLicenseBanner({ organisationName }: { organisationName: string }) {
  const { t } = useTranslation();
  return (
    <Alert tone="warning" title={t('License.member-banner-title')}>
      {t('License.member-banner-body', { organisation: organisationName })}
    </Alert>
  );
}

interface AdminLicenseBannerProps {
  organisationName: string;
  expiredAt: number;
  senderName: string;
}

function AdminLicenseBanner({ organisationName, expiredAt, senderName }: AdminLicenseBannerProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const api = useTRPC();
  const manager = useQuery(api.user.getAccountManager.queryOptions()).data ?? null;

  if (!manager) {
    return (
      <Alert tone="warning" title={t('License.admin-banner-title')}>
        {t('License.admin-banner-body-no-manager', { organisation: organisationName })}
      </Alert>
    );
  }

  const subject = t('License.mail-subject', { organisation: organisationName });
  const body = t('License.mail-body', {
    name: manager.name,
    organisation: organisationName,
    date: format.date(expiredAt),
    sender: senderName,
  });
  const mailto = `mailto:${manager.email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;

  return (
    <Alert
      tone="warning"
      title={t('License.admin-banner-title')}
      actions={
        <>
          <Button asChild variant="secondary" size="sm">
            <a href={mailto}>
              <MailIcon size={14} />
              {t('License.email-manager', { name: manager.name })}
            </a>
          </Button>
          <CopyButton value={manager.email} label={t('License.copy-email')} copiedLabel={t('License.copied')} />
        </>
      }
    >
      {t('License.admin-banner-body', { name: manager.name, organisation: organisationName })}
    </Alert>
  );
}
