import { useTranslation } from 'react-i18next';
import { Field, NativeSelect } from '@creatorlens/ui';
import { DATA_NEWER_THAN_MONTHS } from '@creatorlens/contracts';
import { useFormatters } from '../../lib/i18n.ts';

/**
 * "Daten neuer als": only channels whose figures were observed within the last N months. A day from a saved search
 * or a hand-edited link (`2024-01-31`) is kept and shown as "since <date>".
 */
export function DataNewerThanSelect({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const isDay = /^\d{4}-\d{2}-\d{2}$/.test(value);
  return (
    <Field label={t('DiscoveryData.data-newer-than')}>
      <NativeSelect value={value} onChange={(event) => onChange(event.target.value)} data-testid="data-newer-than">
        <option value="">{t('DiscoveryData.data-newer-any')}</option>
        {DATA_NEWER_THAN_MONTHS.map((months) => (
          <option key={months} value={`${months}m`}>
            {t('DiscoveryData.data-newer-months', { count: months })}
          </option>
        ))}
        {isDay && (
          <option value={value}>{t('DiscoveryData.data-newer-date', { date: format.date(Date.parse(`${value}T00:00:00Z`)) })}</option>
        )}
      </NativeSelect>
    </Field>
  );
}
