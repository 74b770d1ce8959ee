import { useTranslation } from 'react-i18next';
import { cn } from '@creatorlens/ui';
import { useFormatters } from '../../lib/i18n.ts';

/** "n / max" seats with a bar; members and pending invitations both hold a seat. */
export function SeatUsage({ members, pendingInvitations, max }: { members: number; pendingInvitations: number; max: number }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const used = members + pendingInvitations;
  const ratio = max > 0 ? Math.min(1, used / max) : 1;
  const isFull = used >= max;
  return (
    <div className="flex min-w-56 flex-col gap-1.5">
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span className="text-muted-foreground">{t('Members.seats-label')}</span>
        <span className="font-semibold tabular-nums" data-testid="seat-usage">
          {t('Members.seats-usage', { used: format.integer(used), max: format.integer(max) })}
        </span>
      </div>
      <div
        role="meter"
        aria-label={t('Members.seats-label')}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={used}
        aria-valuetext={t('Members.seats-usage', { used, max })}
        className="h-2 overflow-hidden rounded-full bg-muted"
      >
        <div className={cn('h-full rounded-full', isFull ? 'bg-warning' : 'bg-primary')} style={{ width: `${ratio * 100}%` }} />
      </div>
      <span className="text-xs text-muted-foreground">
        {isFull
          ? t('Members.seats-full')
          : t('Members.seats-detail', {
              members: t('Members.seats-members', { count: members }),
              pending: t('Members.seats-pending', { count: pendingInvitations }),
            })}
      </span>
    </div>
  );
}
