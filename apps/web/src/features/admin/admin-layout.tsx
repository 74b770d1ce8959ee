import { Link, Outlet } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { BuildingIcon, ClockIcon, DatabaseIcon, FileTextIcon, MailIcon, NewspaperIcon, UsersIcon, cn, focusRing } from '@creatorlens/ui';
import { useSession } from '../../lib/session.ts';
import { AdminRefusal } from './admin-refusal.tsx';

const tabClassName = cn(
  'flex items-center gap-2 rounded-lg px-3 py-2 text-sm font-medium whitespace-nowrap text-muted-foreground transition-colors hover:bg-muted hover:text-foreground',
  focusRing,
);
const activeTab = { className: 'bg-muted text-foreground', 'aria-current': 'page' as const };

/** Header and section navigation of the admin area; refuses anyone who is not (or no longer) a platform admin. */
export function AdminLayout() {
  const { t } = useTranslation();
  const { session } = useSession();
  // The route guard ran on entry; the role can still change under an open page (demoted, impersonating).
  if (session && session.user.role !== 'admin') return <AdminRefusal />;
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">{t('Admin.title')}</h1>
        <p className="text-sm text-muted-foreground">{t('Admin.subtitle')}</p>
      </header>
      <nav aria-label={t('Admin.nav-label')} className="relative -mx-1 overflow-x-auto px-1">
        <ul className="flex gap-1 border-b border-border pb-2">
          <li>
            <Link to="/admin/users" className={tabClassName} activeProps={activeTab}>
              <UsersIcon size={16} />
              {t('Admin.nav-users')}
            </Link>
          </li>
          <li>
            <Link to="/admin/orgs" className={tabClassName} activeProps={activeTab}>
              <BuildingIcon size={16} />
              {t('Admin.nav-orgs')}
            </Link>
          </li>
          <li>
            <Link to="/admin/license-templates" className={tabClassName} activeProps={activeTab}>
              <FileTextIcon size={16} />
              {t('Admin.nav-license-templates')}
            </Link>
          </li>
          <li>
            <Link to="/admin/guides" className={tabClassName} activeProps={activeTab}>
              <NewspaperIcon size={16} />
              {t('Notifications.crumb-admin-guides')}
            </Link>
          </li>
          <li>
            <Link to="/admin/jobs" className={tabClassName} activeProps={activeTab}>
              <ClockIcon size={16} />
              {t('BackgroundJobs.crumb-admin-jobs')}
            </Link>
          </li>
          <li>
            <Link to="/admin/connectors" className={tabClassName} activeProps={activeTab}>
              <DatabaseIcon size={16} />
              {t('Connectors.crumb-admin-connectors')}
            </Link>
          </li>
          <li>
            <Link to="/admin/mails" className={tabClassName} activeProps={activeTab}>
              <MailIcon size={16} />
              {t('GettingIn.admin-nav')}
            </Link>
          </li>
        </ul>
      </nav>
      <Outlet />
    </div>
  );
}
