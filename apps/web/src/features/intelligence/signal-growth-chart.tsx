import { Suspense, lazy, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@creatorlens/ui';
import { useFormatters } from '../../lib/i18n.ts';
import { useSourceNotes } from '../../lib/freshness.tsx';
import { SEVERITY_COLOR, type Signal } from './intelligence-types.ts';
import { useSignalText } from './use-signal-text.ts';

export interface ChartMarker {
  time: number;
  /** Where the pin stands: the follower count at (or nearest before) the signal's day. */
  value: number;
  /** Start of the window the signal covers (growth intervals), shaded on the chart. */
  fromTime: number | null;
  color: string;
  /** One or two characters inside the pin; the list beside the chart carries the full text. */
  pinLabel: string;
  title: string;
  text: string;
}

export interface SignalGrowthChartProps {
  points: ReadonlyArray<readonly [number, number]>;
  /** Per point, the tooltip's line under the value (the reading's source). */
  pointNotes: ReadonlyArray<string | null>;
  markers: ChartMarker[];
  height: number;
  seriesName: string;
  formatValue: (value: number) => string;
  formatDate: (epochMillis: number) => string;
  hasZoom: boolean;
}

// ECharts is large: loaded only when a chart is on screen (shares the chunk with the design system's charts).
const SignalGrowthChartCanvas = lazy(() => import('./signal-growth-chart-canvas.tsx'));

/**
 * The follower growth chart of the artist page with the channel's dated signals drawn on it. The canvas is an image
 * to assistive technology; the signal list beside it is the keyboard and screen-reader way to the same facts.
 */
export function SignalGrowthChart({
  growth,
  signals,
  label,
  description,
  hasZoom,
  className,
}: {
  growth: ReadonlyArray<{ day: string; followers: number; source?: string }>;
  signals: Signal[];
  label: string;
  description: string;
  hasZoom: boolean;
  className?: string;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const text = useSignalText();
  const height = 300;

  const sourceNotes = useSourceNotes();
  const points = useMemo(() => growth.map((point) => [Date.parse(point.day), point.followers] as const), [growth]);
  const pointNotes = useMemo(() => {
    const notes = sourceNotes(growth.map((point) => point.source ?? ''));
    return growth.map((point, index) => (point.source ? (notes[index] ?? null) : null));
  }, [growth, sourceNotes]);
  const markers = useMemo(
    () =>
      signals
        .filter((signal) => signal.day !== null)
        .map((signal, index): ChartMarker => {
          const day = signal.day ?? '';
          const time = Date.parse(day);
          const from = typeof signal.evidence.fromDay === 'string' ? Date.parse(signal.evidence.fromDay) : NaN;
          // Pins are numbered like the dated entries of the signal list beside the chart.
          return {
            time,
            value: followersAt(points, time),
            fromTime: Number.isFinite(from) ? from : null,
            color: SEVERITY_COLOR[signal.severity],
            pinLabel: String(index + 1),
            title: `${index + 1}. ${text.kindLabel(signal.kind)} · ${t(`Intelligence.severity-${signal.severity}`)}`,
            text: text.explain(signal),
          };
        }),
    [signals, points, text, t],
  );

  return (
    <figure
      role="img"
      aria-label={label}
      aria-description={`${description} ${t('Intelligence.chart-signals-summary', { count: markers.length })}`}
      className={cn('relative m-0 w-full', className)}
      style={{ height }}
    >
      <Suspense fallback={<div aria-hidden className="size-full animate-pulse rounded-lg bg-muted" />}>
        <SignalGrowthChartCanvas
          points={points}
          pointNotes={pointNotes}
          markers={markers}
          height={height}
          seriesName={t('Metrics.followers')}
          formatValue={format.number}
          formatDate={format.date}
          hasZoom={hasZoom}
        />
      </Suspense>
    </figure>
  );
}

/** The follower count on the last reading at or before `time` (the first reading when the signal predates them all). */
function followersAt(points: ReadonlyArray<readonly [number, number]>, time: number): number {
  let value = points[0]?.[1] ?? 0;
  for (const [pointTime, followers] of points) {
    if (pointTime > time) break;
    value = followers;
  }
  return value;
}
