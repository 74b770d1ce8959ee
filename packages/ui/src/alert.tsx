import type { ReactNode } from 'react';
import { cn } from './cn.ts';
import { AlertTriangleIcon, CheckCircleIcon, InfoIcon } from './icons.tsx';

export type AlertTone = 'info' | 'success' | 'warning' | 'critical';

const tones: Record<AlertTone, { box: string; icon: ReactNode }> = {
  info: { box: 'border-sky-strong/20 bg-sky-soft text-sky-strong', icon: <InfoIcon size={16} /> },
  success: { box: 'border-grass-strong/20 bg-grass-soft text-grass-strong', icon: <CheckCircleIcon size={16} /> },
  warning: {
    box: 'border-warning-strong/25 bg-warning-soft text-warning-strong',
    icon: <AlertTriangleIcon size={16} />,
  },
  critical: {
    box: 'border-critical-strong/20 bg-critical-soft text-critical-strong',
    icon: <AlertTriangleIcon size={16} />,
  },
};

export interface AlertProps {
  tone?: AlertTone;
  title?: ReactNode;
  children?: ReactNode;
  /** Buttons or links shown at the end (below on narrow screens). */
  actions?: ReactNode;
  /** role=alert announces the message at once (form errors); role=status waits politely (banners). */
  role?: 'alert' | 'status';
  className?: string;
}

/** An inline message: form errors, notices and banners. */
export function Alert({ tone = 'info', title, children, actions, role = 'status', className }: AlertProps) {
  const style = tones[tone];
  return (
    <div
      role={role}
      className={cn('flex flex-col gap-3 rounded-xl border px-4 py-3 text-sm sm:flex-row sm:items-center', style.box, className)}
    >
      <div className="flex min-w-0 flex-1 items-start gap-2.5">
        <span className="mt-0.5 shrink-0">{style.icon}</span>
        <div className="flex min-w-0 flex-col gap-0.5">
          {title && <p className="font-semibold">{title}</p>}
          {children && <div className={cn(title && 'opacity-90')}>{children}</div>}
        </div>
      </div>
      {actions && <div className="flex shrink-0 flex-wrap items-center gap-2 sm:ml-auto">{actions}</div>}
    </div>
  );
}
