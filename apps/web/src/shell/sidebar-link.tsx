import type { ReactNode } from 'react';
import { Link, type LinkProps } from '@tanstack/react-router';
import { ExternalLinkIcon, sidebarItemActiveClassName, sidebarItemClassName } from '@creatorlens/ui';

/** One navigation row of the sidebar; current (aria-current) on its path, and below it unless exact. */
export function SidebarLink({
  to,
  params,
  icon,
  children,
  isExact = false,
}: {
  to: LinkProps['to'];
  params?: LinkProps['params'];
  icon: ReactNode;
  children: ReactNode;
  isExact?: boolean;
}) {
  return (
    <Link
      to={to}
      params={params}
      activeOptions={{ exact: isExact, includeSearch: false }}
      className={sidebarItemClassName}
      activeProps={{ className: sidebarItemActiveClassName }}
    >
      <span className="text-muted-foreground [&_svg]:size-4">{icon}</span>
      <span className="min-w-0 flex-1 truncate">{children}</span>
    </Link>
  );
}

/** A link that leaves the app, opened in a new tab and marked as such. */
export function SidebarExternalLink({
  href,
  icon,
  children,
  newTabLabel,
}: {
  href: string;
  icon: ReactNode;
  children: ReactNode;
  newTabLabel: string;
}) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={sidebarItemClassName}>
      <span className="text-muted-foreground [&_svg]:size-4">{icon}</span>
      <span className="min-w-0 flex-1 truncate">{children}</span>
      <ExternalLinkIcon aria-hidden className="size-3 text-muted-foreground" />
      <span className="sr-only">{newTabLabel}</span>
    </a>
  );
}
