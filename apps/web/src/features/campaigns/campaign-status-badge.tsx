import { useTranslation } from 'react-i18next';
import { campaignDisplayStatus, type CampaignDisplayStatus, type CampaignTiming } from '@creatorlens/contracts';
import { Badge, type BadgeTone } from '@creatorlens/ui';
import { useFormatters } from '../../lib/i18n.ts';
import { useNow } from '../../lib/use-now.ts';

const TONE: Record<CampaignDisplayStatus, BadgeTone> = {
  draft: 'neutral',
  ready: 'sky',
  'active-infinite': 'grass',
  'active-finite': 'grass',
  ended: 'warning',
};

/** The spec's display status (draft, ready, active with or without end, ended), with the run's progress. */
export function CampaignStatusBadge({ campaign }: { campaign: CampaignTiming }) {
  const { t } = useTranslation();
  const format = useFormatters();
  // A minute is fine enough for a status that changes at a start or end time.
  const now = useNow(60_000);
  const { status, progress } = campaignDisplayStatus(campaign, now);
  const percent = progress === null ? '' : format.percent(progress);
  return (
    <span className="inline-flex items-center gap-2" data-campaign-status={status}>
      <Badge tone={TONE[status]} hasDot>
        {status === 'active-finite' ? t('Campaigns.status-active-finite', { percent }) : t(`Campaigns.status-${status}`)}
      </Badge>
      {progress !== null && (
        <span
          role="progressbar"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(progress * 100)}
          aria-label={t('Campaigns.progress-label', { percent })}
          className="h-1.5 w-16 overflow-hidden rounded-full bg-muted"
        >
          <span className="block h-full rounded-full bg-grass-strong" style={{ width: `${progress * 100}%` }} />
        </span>
      )}
    </span>
  );
}

/** "1 Jun 2026 – 30 Jun 2026", "1 Jun 2026 – open end" or "No dates". */
export function useCampaignDates() {
  const { t } = useTranslation();
  const format = useFormatters();
  return ({ startTime, endTime }: { startTime: number | null; endTime: number | null }) => {
    if (startTime === null && endTime === null) return t('Campaigns.no-dates');
    return t('Campaigns.dates', {
      start: startTime === null ? '…' : format.date(startTime),
      end: endTime === null ? t('Campaigns.open-ended') : format.date(endTime),
    });
  };
}
