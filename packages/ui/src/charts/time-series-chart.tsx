import { Suspense, lazy } from 'react';
import { cn } from '../cn.ts';

export interface TimeSeries {
  /** Shown in the legend and tooltip. */
  name: string;
  /** Points as [epoch milliseconds, value] in time order; null leaves a gap. */
  points: ReadonlyArray<readonly [number, number | null]>;
  /** Per point (same index as `points`), a line the tooltip adds under the value, e.g. where the reading comes from. */
  pointNotes?: ReadonlyArray<string | null>;
  color?: string;
}

export interface TimeSeriesChartProps {
  series: readonly TimeSeries[];
  /** Accessible name of the chart (the canvas is an image to assistive technology). */
  label: string;
  /** A text summary for screen readers, e.g. first and last value. */
  description?: string;
  height?: number;
  formatValue?: (value: number) => string;
  formatDate?: (epochMillis: number) => string;
  /** Show a legend (on by default when there are several series). */
  hasLegend?: boolean;
  /** Show a zoom slider below the chart. */
  hasZoom?: boolean;
  /** Fill the area below a single series. */
  hasArea?: boolean;
  className?: string;
}

// ECharts is large: load it only when a chart is on screen, in its own chunk.
const TimeSeriesChartCanvas = lazy(() => import('./time-series-chart-canvas.tsx'));

/**
 * A line chart over a time axis (ECharts, canvas), loaded on demand; reserves its height while loading. It draws the
 * readings it has: straight segments (no smoothing), a marker on every reading of a sparse series, and a break where
 * readings are missing for much longer than the series' usual spacing (series-cadence.ts).
 */
export function TimeSeriesChart({ className, height = 280, label, description, ...props }: TimeSeriesChartProps) {
  return (
    <figure
      role="img"
      aria-label={label}
      aria-description={description}
      className={cn('relative m-0 w-full', className)}
      style={{ height }}
    >
      <Suspense fallback={<div aria-hidden className="size-full animate-pulse rounded-lg bg-muted" />}>
        <TimeSeriesChartCanvas height={height} label={label} {...props} />
      </Suspense>
    </figure>
  );
}
