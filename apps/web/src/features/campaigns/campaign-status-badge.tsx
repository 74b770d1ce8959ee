import { useTranslation } from 'react-i18next';
import { calendarDateAt, campaignDisplayStatus, type CampaignDisplayStatus, type CampaignTiming } from '@creatorlens/contracts';
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
  // A minute is fine enough for a status that changes at midnight. Today is the viewer's own calendar day; the run's
  // days are plain dates, so a campaign starts on its first day in every time zone.
  const now = useNow(60_000);
  const { status, progress } = campaignDisplayStatus(campaign, calendarDateAt(now));
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

/**
 * "15.03.2027 – 31.05.2027", "Jun 1, 2026 – open end" or "No dates": the first and the last day as calendar dates,
 * never read as instants, so every viewer sees the days that were saved (issue 39).
 */
export function useCampaignDates() {
  const { t } = useTranslation();
  const format = useFormatters();
  return ({ startTime, endTime }: Pick<CampaignTiming, 'startTime' | 'endTime'>) => {
    if (startTime === null && endTime === null) return t('Campaigns.no-dates');
    return t('Campaigns.dates', {
      start: startTime === null ? '…' : format.calendarDate(startTime),
      end: endTime === null ? t('Campaigns.open-ended') : format.calendarDate(endTime),
    });
  };
}
