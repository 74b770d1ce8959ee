import { cn } from './cn.ts';

export interface PercentileBarProps {
  /** 0..1 */
  value: number;
  label: string;
  className?: string;
}

/** A horizontal bar filled to a share (e.g. a percentile among peers), exposed as a meter. */
export function PercentileBar({ value, label, className }: PercentileBarProps) {
  const clamped = Math.max(0, Math.min(1, value));
  const tone = clamped >= 0.66 ? 'bg-grass-strong' : clamped >= 0.33 ? 'bg-primary' : 'bg-warning-strong';
  return (
    <div
      role="meter"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(clamped * 100)}
      className={cn('h-2 w-full overflow-hidden rounded-full bg-muted', className)}
    >
      <div className={cn('h-full rounded-full transition-[width]', tone)} style={{ width: `${clamped * 100}%` }} />
    </div>
  );
}
