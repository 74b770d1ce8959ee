import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Alert, Button, CopyButton, MailIcon } from '@creatorlens/ui';
import { useFormatters } from '../../lib/i18n.ts';
import type { SessionData } from '../../lib/session.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { isOrgAdminRole } from './organization-role.ts';

/**
 * Expired-licence banners (spec §6): organisation admins see their account manager as a prefilled mail
 * link plus a copy button; other members see a plain notice. The account manager is fetched only for admins.
 */
export function LicenseBanner({ session }: { session: SessionData }) {
  const organization = session.organization;
  const license = organization?.license;
  if (!organization || !license?.isExpired) return null;
  return isOrgAdminRole(organization.orgRole) ? (
    <AdminLicenseBanner organizationName={organization.name} expiredAt={license.validUntil} senderName={session.user.displayName} />
  ) : (
    <MemberLicenseBanner organizationName={organization.name} />
  );
}

function MemberLicenseBanner({ organizationName }: { organizationName: string }) {
  const { t } = useTranslation();
  return (
    <Alert tone="warning" title={t('License.member-banner-title')}>
      {t('License.member-banner-body', { organization: organizationName })}
    </Alert>
  );
}

interface AdminLicenseBannerProps {
  organizationName: string;
  expiredAt: number;
  senderName: string;
}

function AdminLicenseBanner({ organizationName, expiredAt, senderName }: AdminLicenseBannerProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const api = useTRPC();
  const manager = useQuery(api.user.getAccountManager.queryOptions()).data ?? null;

  if (!manager) {
    return (
      <Alert tone="warning" title={t('License.admin-banner-title')}>
        {t('License.admin-banner-body-no-manager', { organization: organizationName })}
      </Alert>
    );
  }

  const subject = t('License.mail-subject', { organization: organizationName });
  const body = t('License.mail-body', {
    name: manager.name,
    organization: organizationName,
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
      {t('License.admin-banner-body', { name: manager.name, organization: organizationName })}
    </Alert>
  );
}
