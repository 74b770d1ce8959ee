import { useTranslation } from 'react-i18next';
import { Badge } from '@creatorlens/ui';
import { useFormatters } from '../../lib/i18n.ts';

export interface LicenseSummary {
  name: string;
  validUntil: number;
  isExpired: boolean;
}

/** Licence name with an active/expired badge and its end date. */
export function LicenseStatus({ license }: { license: LicenseSummary | null }) {
  const { t } = useTranslation();
  const format = useFormatters();
  if (!license) {
    return (
      <div className="flex">
        <Badge tone="neutral">{t('License.none')}</Badge>
      </div>
    );
  }
  const date = format.date(license.validUntil);
  return (
    <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
      <Badge tone={license.isExpired ? 'critical' : 'grass'} hasDot>
        {license.isExpired ? t('License.expired') : t('License.active')}
      </Badge>
      <span className="text-sm text-foreground">{license.name}</span>
      <span className="text-sm text-muted-foreground">
        {license.isExpired ? t('License.expired-on', { date }) : t('License.valid-until', { date })}
      </span>
    </div>
  );
}
