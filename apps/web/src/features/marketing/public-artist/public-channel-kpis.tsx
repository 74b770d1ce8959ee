import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../lib/i18n.ts';
import type { PublicChannel } from './public-artist-types.ts';

interface Kpi {
  key: string;
  label: string;
  value: string;
}

/** The channel's headline figures: followers and 30-day gain everywhere, then engagement (or viewers on Twitch). */
export function PublicChannelKpis({ channel }: { channel: PublicChannel }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const none = t('Common.not-available');
  // Averages are fractional; a compact count shows whole numbers (German has no short form for thousands).
  const count = (value: number | null) => (value === null ? none : format.number(Math.round(value)));
  const gain =
    channel.followers30dGain === null ? none : `${channel.followers30dGain > 0 ? '+' : ''}${format.number(channel.followers30dGain)}`;
  const kpis: Kpi[] = [
    { key: 'followers', label: t('SiteArtist.followers'), value: count(channel.followers) },
    { key: 'gain', label: t('SiteArtist.gain-30d'), value: gain },
  ];
  if (channel.platform === 'twitch') {
    kpis.push({ key: 'average-viewers', label: t('SiteArtist.average-viewers'), value: count(channel.averageViewers) });
    kpis.push({ key: 'peak-viewers', label: t('SiteArtist.peak-viewers'), value: count(channel.peakViewers) });
  } else {
    kpis.push({
      key: 'engagement',
      label: t('SiteArtist.engagement-rate'),
      value: channel.engagementRate === null ? none : format.percent(channel.engagementRate),
    });
    kpis.push({ key: 'views', label: t('SiteArtist.average-views'), value: count(channel.averageViews) });
  }
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-3 sm:grid-cols-4" data-testid="public-channel-kpis">
      {kpis.map((kpi) => (
        <div key={kpi.key} className="flex min-w-0 flex-col gap-0.5">
          <dt className="truncate text-xs text-muted-foreground">{kpi.label}</dt>
          <dd className="text-xl font-semibold tracking-tight tabular-nums">{kpi.value}</dd>
        </div>
      ))}
    </dl>
  );
}
