import type { CSSProperties } from 'react';
import { cn } from './cn.ts';

/** Rotation speeds of the design system (spec: 600 ms fast, 900 ms slow, else 750 ms). */
export const SPINNER_DURATION_MS = { fast: 600, normal: 750, slow: 900 } as const;

export interface SpinnerProps {
  /** Accessible name; when absent the spinner is decorative (e.g. inside a busy button). */
  label?: string;
  speed?: keyof typeof SPINNER_DURATION_MS;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

const sizes = { sm: 'size-4', md: 'size-5', lg: 'size-8' } as const;

export function Spinner({ label, speed = 'normal', size = 'md', className }: SpinnerProps) {
  const style: CSSProperties = { animationDuration: `${SPINNER_DURATION_MS[speed]}ms` };
  return (
    <span
      role={label ? 'status' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      className={cn('inline-flex shrink-0', className)}
    >
      <svg className={cn('animate-spin', sizes[size])} style={style} viewBox="0 0 24 24" fill="none">
        <circle cx="12" cy="12" r="9.5" stroke="currentColor" strokeOpacity="0.2" strokeWidth="3" />
        <path d="M21.5 12A9.5 9.5 0 0 0 12 2.5" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
    </span>
  );
}
