import { Link, Outlet, useLocation } from '@tanstack/react-router';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BuildingIcon, ChartIcon, FileTextIcon, ShieldIcon, TagIcon, UsersIcon, cn, focusRing } from '@creatorlens/ui';
import { useAbility } from '../../lib/ability.ts';
import { useSession } from '../../lib/session.ts';

const tabClassName = cn(
  'flex shrink-0 items-center gap-2 border-b-2 border-transparent px-3 py-2.5 text-sm font-medium whitespace-nowrap text-muted-foreground transition-colors hover:text-foreground',
  focusRing,
);
const activeTabClassName = 'border-primary text-foreground';

type WorkspacePath =
  | '/workspace'
  | '/workspace/members'
  | '/workspace/teams'
  | '/workspace/crm'
  | '/workspace/credits'
  | '/workspace/comments'
  | '/workspace/settings';

function WorkspaceTab({ to, icon, children }: { to: WorkspacePath; icon: ReactNode; children: ReactNode }) {
  return (
    <li>
      <Link
        to={to}
        activeOptions={{ exact: to === '/workspace' }}
        className={tabClassName}
        activeProps={{ className: activeTabClassName, 'aria-current': 'page' }}
      >
        {icon}
        {children}
      </Link>
    </li>
  );
}

/** Page header and the tab navigation of the workspace area (General, Members, CRM, Credits, Comments, Settings). */
export function WorkspaceLayout() {
  const { t } = useTranslation();
  const { session } = useSession();
  const ability = useAbility();
  const name = session?.organization?.name ?? '';
  const navRef = useRef<HTMLElement>(null);
  const pathname = useLocation({ select: (location) => location.pathname });
  // On phones the tab row scrolls sideways: keep the current tab in view after navigating.
  useEffect(() => {
    navRef.current?.querySelector('[aria-current="page"]')?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [pathname]);
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">{t('Workspace.title')}</h1>
        {name && <p className="text-sm text-muted-foreground">{t('Workspace.subtitle', { name })}</p>}
      </header>
      <nav ref={navRef} aria-label={t('Workspace.nav-label')} className="-mx-1 overflow-x-auto border-b border-border px-1">
        <ul className="flex gap-1">
          {/* Tabs follow the same ability rules as the procedures behind them, so nobody (a guest above all) is shown a
              tab that answers with a refusal. Hiding is only a courtesy: every page and procedure checks again. */}
          {ability.can('read', 'member') && (
            <WorkspaceTab to="/workspace" icon={<BuildingIcon size={16} />}>
              {t('Workspace.nav-general')}
            </WorkspaceTab>
          )}
          {ability.can('read', 'member') && (
            <WorkspaceTab to="/workspace/members" icon={<UsersIcon size={16} />}>
              {t('Workspace.nav-members')}
            </WorkspaceTab>
          )}
          {ability.can('read', 'team') && (
            <WorkspaceTab to="/workspace/teams" icon={<UsersIcon size={16} />}>
              {t('Teams.nav')}
            </WorkspaceTab>
          )}
          {ability.can('read', 'crm_field') && (
            <WorkspaceTab to="/workspace/crm" icon={<TagIcon size={16} />}>
              {t('Workspace.nav-crm')}
            </WorkspaceTab>
          )}
          {ability.can('read', 'credit') && (
            <WorkspaceTab to="/workspace/credits" icon={<ChartIcon size={16} />}>
              {t('Workspace.nav-credits')}
            </WorkspaceTab>
          )}
          {ability.can('read', 'comment') && (
            <WorkspaceTab to="/workspace/comments" icon={<FileTextIcon size={16} />}>
              {t('Workspace.nav-comments')}
            </WorkspaceTab>
          )}
          {/* Only hides the tab; the settings page and its procedures check the permission themselves. */}
          {ability.can('update', 'organization') && (
            <WorkspaceTab to="/workspace/settings" icon={<ShieldIcon size={16} />}>
              {t('Workspace.nav-settings')}
            </WorkspaceTab>
          )}
        </ul>
      </nav>
      <div className="flex min-w-0 flex-col gap-6">
        <Outlet />
      </div>
    </div>
  );
}
