import { Suspense, lazy, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CHART_COLORS } from '@creatorlens/ui';
import type { RouterOutputs } from '../../lib/trpc.ts';

type Timeline = RouterOutputs['brand']['getBrandBySlug']['timeline'];

export interface BrandTimelineCanvasProps {
  months: { key: string; label: string }[];
  series: { name: string; color: string; counts: number[] }[];
  height: number;
}

const PLATFORM_COLOR = {
  instagram: CHART_COLORS.purple,
  tiktok: CHART_COLORS.sky,
  youtube: CHART_COLORS.red,
  twitch: CHART_COLORS.indigo,
  snapchat: CHART_COLORS.amber,
} as const;

const BrandTimelineChartCanvas = lazy(() => import('./brand-timeline-chart-canvas.tsx'));

/** Branded posts per month, stacked by platform; every month between the first and last is shown, empty ones as zero. */
export function BrandTimelineChart({
  timeline,
  formatMonth,
  summary,
}: {
  timeline: Timeline;
  formatMonth: (month: string) => string;
  summary: string;
}) {
  const { t } = useTranslation();
  const height = 260;
  const { months, series } = useMemo(() => {
    const keys = monthRange(timeline[0]?.month, timeline[timeline.length - 1]?.month);
    const platforms = [...new Set(timeline.map((entry) => entry.platform))];
    return {
      months: keys.map((key) => ({ key, label: formatMonth(key) })),
      series: platforms.map((platform) => ({
        name: t(`Platforms.${platform}`),
        color: PLATFORM_COLOR[platform],
        counts: keys.map((key) => timeline.find((entry) => entry.month === key && entry.platform === platform)?.posts ?? 0),
      })),
    };
  }, [timeline, formatMonth, t]);
  return (
    <figure role="img" aria-label={t('Brands.timeline')} aria-description={summary} className="m-0 w-full" style={{ height }}>
      <Suspense fallback={<div aria-hidden className="size-full animate-pulse rounded-lg bg-muted" />}>
        <BrandTimelineChartCanvas months={months} series={series} height={height} />
      </Suspense>
    </figure>
  );
}

/** YYYY-MM keys from first to last inclusive. */
function monthRange(first: string | undefined, last: string | undefined): string[] {
  if (!first || !last) return [];
  const keys: string[] = [];
  let [year, month] = first.split('-').map(Number) as [number, number];
  const [lastYear, lastMonth] = last.split('-').map(Number) as [number, number];
  while (year < lastYear || (year === lastYear && month <= lastMonth)) {
    keys.push(`${year}-${String(month).padStart(2, '0')}`);
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
  return keys;
}
