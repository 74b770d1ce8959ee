import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { cn, focusRing } from '@creatorlens/ui';

type NavTarget = '/discovery' | '/charts' | '/coupons';

/** A top-bar link; marked current (aria-current) on its path and below it. */
export function NavLink({ to, children }: { to: NavTarget; children: ReactNode }) {
  return (
    <Link
      to={to}
      activeOptions={{ exact: false, includeSearch: false }}
      className={cn(
        'rounded-md px-2.5 py-1.5 text-sm font-medium text-muted-foreground transition-colors hover:bg-muted hover:text-foreground aria-[current=page]:text-foreground aria-[current=page]:bg-muted',
        focusRing,
      )}
    >
      {children}
    </Link>
  );
}
