import type { ReactNode } from 'react';
import { cn } from './cn.ts';

export interface EmptyStateProps {
  icon?: ReactNode;
  title: ReactNode;
  body?: ReactNode;
  action?: ReactNode;
  className?: string;
}

/** A centred placeholder for a list with nothing to show. */
export function EmptyState({ icon, title, body, action, className }: EmptyStateProps) {
  return (
    <div className={cn('flex flex-col items-center gap-3 rounded-xl border border-dashed border-border px-6 py-12 text-center', className)}>
      {icon && <span className="flex size-11 items-center justify-center rounded-full bg-muted text-muted-foreground">{icon}</span>}
      <p className="font-semibold">{title}</p>
      {body && <p className="max-w-sm text-sm text-muted-foreground">{body}</p>}
      {action}
    </div>
  );
}
