import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from './i18n.ts';

/** Metric keys used across discovery, compare, charts and the artist page. */
export const METRIC_KEYS = [
  'followers',
  'followers30dGain',
  'followers30dGrowth',
  'engagementRate',
  'averageViews',
  'averageLikes',
  'postsPerWeek',
  'averageViewers',
  'peakViewers',
  'hoursWatched',
  'airtimeHours',
] as const;
export type MetricKey = (typeof METRIC_KEYS)[number];

const LABEL_KEYS = {
  followers: 'Metrics.followers',
  followers30dGain: 'Metrics.followers-30d-gain',
  followers30dGrowth: 'Metrics.follower-growth-30d',
  engagementRate: 'Metrics.engagement-rate',
  averageViews: 'Metrics.average-views',
  averageLikes: 'Metrics.average-likes',
  postsPerWeek: 'Metrics.posts-per-week',
  averageViewers: 'Metrics.average-viewers',
  peakViewers: 'Metrics.peak-viewers',
  hoursWatched: 'Metrics.hours-watched',
  airtimeHours: 'Metrics.airtime',
} as const satisfies Record<MetricKey, string>;

/** Labels and formatting of metric values in the current language; null shows the "not available" dash. */
export function useMetrics() {
  const { t } = useTranslation();
  const format = useFormatters();
  return useMemo(() => {
    const none = t('Common.not-available');
    const signed = (text: string, value: number) => (value > 0 ? `+${text}` : text);
    function formatMetric(key: MetricKey | string, value: number | null | undefined): string {
      if (value === null || value === undefined || Number.isNaN(value)) return none;
      switch (key) {
        case 'engagementRate':
          return format.percent(value);
        case 'followers30dGrowth':
          return signed(format.percent(value), value);
        case 'followers30dGain':
          return signed(format.number(value), value);
        case 'postsPerWeek':
          return new Intl.NumberFormat(format.locale, { maximumFractionDigits: 1 }).format(value);
        case 'airtimeHours':
          return t('Metrics.airtime-hours', { hours: format.integer(value) });
        default:
          return format.number(value);
      }
    }
    function label(key: MetricKey | string): string {
      return key in LABEL_KEYS ? t(LABEL_KEYS[key as MetricKey]) : key;
    }
    return { formatMetric, label };
  }, [t, format]);
}
