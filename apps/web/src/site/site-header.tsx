import { Link, useLocation } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '@creatorlens/ui';
import { UserMenu } from '../features/auth/user-menu.tsx';
import { BrandLink } from '../lib/brand.tsx';
import { LanguageSwitcher } from '../lib/language-switcher.tsx';
import { NavLink } from '../lib/nav-link.tsx';
import { useSession } from '../lib/session.ts';
import { ThemeToggle } from '../lib/theme-toggle.tsx';

const AUTH_PATHS = new Set(['/sign-in', '/sign-up']);

/** The public header (56 px): brand, preferences, and sign-in/sign-up or the user menu. */
export function SiteHeader() {
  const { t } = useTranslation();
  const { session } = useSession();
  const location = useLocation();
  // The sign-in link brings people back here afterwards (spec: returnTo set to the current path).
  const returnTo = AUTH_PATHS.has(location.pathname) ? undefined : location.href;

  return (
    <header className="sticky top-0 z-40 h-14 border-b border-border/70 bg-background/80 backdrop-blur-md">
      <div className="mx-auto flex h-full max-w-6xl items-center gap-2 px-4 sm:px-6">
        <BrandLink />
        <nav aria-label={t('Nav.main')} className="ml-4 hidden items-center gap-0.5 sm:flex">
          <NavLink to="/charts">{t('Nav.charts')}</NavLink>
          <NavLink to="/coupons">{t('Nav.coupons')}</NavLink>
        </nav>
        <div className="ml-auto flex items-center gap-1">
          <LanguageSwitcher />
          <ThemeToggle />
          <div className="ml-2 flex items-center gap-2">
            {session ? (
              <UserMenu user={session.user} />
            ) : (
              <>
                <Button asChild variant="ghost" size="sm">
                  <Link to="/sign-in" search={{ returnTo }}>
                    {t('Auth.sign-in')}
                  </Link>
                </Button>
                <Button asChild size="sm">
                  <Link to="/sign-up" search={{ returnTo }}>
                    {t('Auth.sign-up')}
                  </Link>
                </Button>
              </>
            )}
          </div>
        </div>
      </div>
    </header>
  );
}
