import type { HTMLAttributes } from 'react';
import { cn } from './cn.ts';

/** The six tones of the design system; tags use the same names. */
export type BadgeTone = 'primary' | 'sky' | 'critical' | 'grass' | 'warning' | 'neutral';

const tones: Record<BadgeTone, string> = {
  primary: 'bg-primary-soft text-primary-strong',
  sky: 'bg-sky-soft text-sky-strong',
  critical: 'bg-critical-soft text-critical-strong',
  grass: 'bg-grass-soft text-grass-strong',
  warning: 'bg-warning-soft text-warning-strong',
  neutral: 'bg-neutral-soft text-neutral-strong',
};

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  tone?: BadgeTone;
  /** Show a small dot in the tone's colour before the text. */
  hasDot?: boolean;
}

export function Badge({ tone = 'neutral', hasDot = false, className, children, ...props }: BadgeProps) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap',
        tones[tone],
        className,
      )}
      {...props}
    >
      {hasDot && <span aria-hidden className="size-1.5 rounded-full bg-current" />}
      {children}
    </span>
  );
}
