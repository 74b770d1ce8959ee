import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardDescription, CardHeader, CardTitle, cn } from '@creatorlens/ui';
import { useFormatters } from '../../lib/i18n.ts';
import type { Analytics } from './channel-analytics.tsx';

const DAY_MS = 86_400_000;

/** Posts per week as small bars; weeks without posts are filled in as zero. */
export function PostingCadence({ cadence, postsUpTo }: { cadence: Analytics['cadence']; postsUpTo: number | null }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const weeks = useMemo(() => {
    if (cadence.length === 0) return [];
    const byWeek = new Map(cadence.map((entry) => [entry.week, entry.posts]));
    const start = Date.parse(cadence[0]?.week ?? '');
    const end = Date.parse(cadence[cadence.length - 1]?.week ?? '');
    const result: Array<{ week: number; posts: number }> = [];
    for (let time = start; time <= end; time += 7 * DAY_MS) {
      result.push({ week: time, posts: byWeek.get(new Date(time).toISOString().slice(0, 10)) ?? 0 });
    }
    return result;
  }, [cadence]);
  const max = Math.max(1, ...weeks.map((week) => week.posts));

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('Analytics.cadence')}</CardTitle>
        {postsUpTo !== null && <CardDescription>{t('Analytics.cadence-description', { date: format.date(postsUpTo) })}</CardDescription>}
      </CardHeader>
      <CardContent>
        {weeks.length === 0 ? (
          <p className="py-8 text-center text-sm text-muted-foreground">{t('Analytics.no-cadence')}</p>
        ) : (
          <>
            <ul className="flex h-36 items-end gap-1" aria-label={t('Analytics.cadence')}>
              {weeks.map((week) => {
                const label = t('Analytics.cadence-bar', { date: format.day(week.week), count: week.posts });
                return (
                  <li key={week.week} className="flex h-full flex-1 items-end" title={label}>
                    <span className="sr-only">{label}</span>
                    <span
                      aria-hidden
                      className={cn('w-full rounded-t-sm', week.posts > 0 ? 'bg-primary/80' : 'bg-muted')}
                      style={{ height: `${Math.max(3, (week.posts / max) * 100)}%` }}
                    />
                  </li>
                );
              })}
            </ul>
            <div className="mt-2 flex justify-between text-xs text-muted-foreground" aria-hidden>
              <span>{format.day(weeks[0]?.week ?? 0)}</span>
              <span>{format.day(weeks[weeks.length - 1]?.week ?? 0)}</span>
            </div>
          </>
        )}
      </CardContent>
    </Card>
  );
}
