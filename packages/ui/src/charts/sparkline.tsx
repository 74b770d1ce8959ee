import { useId } from 'react';
import { cn } from '../cn.ts';

export interface SparklineProps {
  values: readonly number[];
  width?: number;
  height?: number;
  /** Accessible name; without it the sparkline is decorative. */
  label?: string;
  className?: string;
}

/** A tiny inline SVG trend line; green when the last value is above the first, red when below. */
export function Sparkline({ values, width = 96, height = 28, label, className }: SparklineProps) {
  const gradientId = useId();
  if (values.length < 2) {
    return <span aria-hidden className={cn('inline-block', className)} style={{ width, height }} />;
  }
  const min = Math.min(...values);
  const max = Math.max(...values);
  const range = max - min || 1;
  const padding = 2;
  const step = (width - padding * 2) / (values.length - 1);
  const points = values.map((value, index) => {
    const x = padding + index * step;
    const y = padding + (height - padding * 2) * (1 - (value - min) / range);
    return `${x.toFixed(1)},${y.toFixed(1)}`;
  });
  const first = values[0] ?? 0;
  const last = values[values.length - 1] ?? 0;
  const tone = last > first ? 'text-grass-strong' : last < first ? 'text-critical-strong' : 'text-muted-foreground';
  const line = `M${points.join(' L')}`;
  const area = `${line} L${(width - padding).toFixed(1)},${height} L${padding},${height} Z`;
  return (
    <svg
      width={width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      className={cn('inline-block shrink-0 overflow-visible', tone, className)}
    >
      <defs>
        <linearGradient id={gradientId} x1="0" x2="0" y1="0" y2="1">
          <stop offset="0%" stopColor="currentColor" stopOpacity={0.22} />
          <stop offset="100%" stopColor="currentColor" stopOpacity={0} />
        </linearGradient>
      </defs>
      <path d={area} fill={`url(#${gradientId})`} stroke="none" />
      <path d={line} fill="none" stroke="currentColor" strokeWidth={1.5} strokeLinejoin="round" strokeLinecap="round" />
    </svg>
  );
}
