import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ShieldIcon, UserIcon, cn, focusRing } from '@creatorlens/ui';

const tabClassName = cn(
  'flex items-center gap-2 rounded-lg px-3 py-2 text-sm font-medium text-muted-foreground transition-colors hover:bg-muted hover:text-foreground',
  focusRing,
);
const activeTabClassName = 'bg-muted text-foreground';

/** Page header and the profile/security navigation of the account area. */
export function AccountLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-8">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">{t('Account.title')}</h1>
        <p className="text-sm text-muted-foreground">{t('Account.subtitle')}</p>
      </header>
      <div className="flex flex-col gap-8 md:flex-row">
        <nav aria-label={t('Account.nav-label')} className="md:w-52 md:shrink-0">
          <ul className="flex gap-1 md:flex-col">
            <li>
              <Link
                to="/account"
                activeOptions={{ exact: true }}
                className={tabClassName}
                activeProps={{ className: activeTabClassName, 'aria-current': 'page' }}
              >
                <UserIcon />
                {t('Account.nav-profile')}
              </Link>
            </li>
            <li>
              <Link to="/account/security" className={tabClassName} activeProps={{ className: activeTabClassName, 'aria-current': 'page' }}>
                <ShieldIcon />
                {t('Account.nav-security')}
              </Link>
            </li>
          </ul>
        </nav>
        <div className="flex min-w-0 flex-1 flex-col gap-6">{children}</div>
      </div>
    </div>
  );
}
