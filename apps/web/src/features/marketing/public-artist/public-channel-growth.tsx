import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { TimeSeriesChart } from '@creatorlens/ui';
import { useSeriesSummary, useSourceNotes } from '../../../lib/freshness.tsx';
import { useFormatters } from '../../../lib/i18n.ts';
import { PLATFORM_NAMES, type PublicChannel } from './public-artist-types.ts';

/**
 * The follower readings of the 90 days up to the channel's newest one (thinned on the server), named by their real
 * cadence ("3 monthly points"), or a note when there are fewer than two.
 */
export function PublicChannelGrowth({ channel }: { channel: PublicChannel }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const seriesSummary = useSeriesSummary();
  const sourceNotes = useSourceNotes();
  const series = useMemo(
    () => [
      {
        name: t('SiteArtist.followers'),
        points: channel.followerSeries.map((point) => [Date.parse(point.day), point.followers] as const),
        pointNotes: sourceNotes(channel.followerSeries.map((point) => point.source)),
      },
    ],
    [channel.followerSeries, t, sourceNotes],
  );
  const first = channel.followerSeries[0];
  const last = channel.followerSeries.at(-1);
  const summary = seriesSummary(channel.followerSeries.map((point) => point.day));
  return (
    <section className="flex min-w-0 flex-col gap-3" aria-label={t('SiteArtist.growth-title')}>
      <div className="flex flex-col gap-0.5">
        <h3 className="text-sm font-semibold">{t('SiteArtist.growth-title')}</h3>
        {summary && (
          <p className="text-xs text-muted-foreground" data-testid="public-growth-summary">
            {summary}
          </p>
        )}
      </div>
      {first && last && channel.followerSeries.length > 1 ? (
        <TimeSeriesChart
          series={series}
          height={220}
          label={t('SiteArtist.growth-label', {
            name: channel.name,
            platform: PLATFORM_NAMES[channel.platform],
            date: format.date(Date.parse(last.day)),
          })}
          description={t('SiteArtist.growth-description', {
            first: format.integer(first.followers),
            firstDate: format.date(Date.parse(first.day)),
            last: format.integer(last.followers),
            lastDate: format.date(Date.parse(last.day)),
          })}
          formatValue={format.number}
          formatDate={format.date}
          className="rounded-lg"
        />
      ) : (
        <p className="flex h-[220px] items-center justify-center rounded-lg border border-dashed border-border px-4 text-center text-sm text-muted-foreground">
          {t('SiteArtist.growth-empty')}
        </p>
      )}
    </section>
  );
}
