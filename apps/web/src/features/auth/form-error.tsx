import type { ReactNode } from 'react';
import { AlertTriangleIcon } from '@creatorlens/ui';

/** A form-level error, announced to screen readers when it appears. */
export function FormError({ children }: { children: ReactNode }) {
  if (!children) return null;
  return (
    <div
      role="alert"
      className="flex items-start gap-2 rounded-lg border border-critical/25 bg-critical-soft px-3 py-2.5 text-sm text-critical-strong"
    >
      <AlertTriangleIcon size={16} className="mt-0.5 shrink-0" />
      <span>{children}</span>
    </div>
  );
}
