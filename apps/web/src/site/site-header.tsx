import { Link, useLocation } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '@creatorlens/ui';
import { UserMenu } from '../features/auth/user-menu.tsx';
import { BrandLink } from '../lib/brand.tsx';
import { LanguageSwitcher } from '../lib/language-switcher.tsx';
import { useSession } from '../lib/session.ts';
import { ThemeToggle } from '../lib/theme-toggle.tsx';
import { SiteDrawer } from './site-drawer.tsx';
import { SiteNavMenu } from './site-nav-menu.tsx';
import { SiteSearch } from './site-search.tsx';

const AUTH_PATHS = new Set(['/sign-in', '/sign-up']);

function AuthActions({ returnTo }: { returnTo: string | undefined }) {
  const { t } = useTranslation();
  return (
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
  );
}

/** The public header (56 px): brand, menus, search, preferences, and sign-in/sign-up or the user menu. */
export function SiteHeader() {
  const { session } = useSession();
  const location = useLocation();
  // The sign-in link brings people back here afterwards (spec: returnTo set to the current path).
  const returnTo = AUTH_PATHS.has(location.pathname) ? undefined : location.href;
  const account = session ? <UserMenu user={session.user} /> : <AuthActions returnTo={returnTo} />;

  return (
    <header className="sticky top-0 z-40 h-14 border-b border-border/70 bg-background/80 backdrop-blur-md">
      <div className="mx-auto flex h-full max-w-6xl items-center gap-1 px-4 sm:px-6">
        <BrandLink />
        <SiteNavMenu />
        <div className="ml-auto flex items-center gap-1">
          <div className="hidden sm:block">
            <SiteSearch />
          </div>
          <div className="hidden md:flex md:items-center">
            <LanguageSwitcher />
          </div>
          <ThemeToggle />
          <div className="ml-1 hidden items-center gap-2 sm:flex">{account}</div>
          <SiteDrawer authActions={account} />
        </div>
      </div>
    </header>
  );
}
