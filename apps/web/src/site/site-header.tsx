import { Button, cn, focusRing } from '@creatorlens/ui';
import { LogoMark } from '../lib/logo-mark.tsx';
import { LazySiteDrawer } from './lazy-site-drawer.tsx';
import { SiteLanguageSwitcher } from './site-language-switcher.tsx';
import { SiteNavMenu } from './site-nav-menu.tsx';
import { useSiteNavigation } from './site-navigation.tsx';
import { SiteSearch } from './site-search.tsx';
import { useSiteTranslation } from './site-i18n-context.tsx';
import { SiteThemeToggle } from './site-theme-toggle.tsx';

const AUTH_PATHS = new Set(['/sign-in', '/sign-up']);

function AuthActions() {
  const { t } = useSiteTranslation();
  const { Link, pathname, href } = useSiteNavigation();
  // The sign-in link brings people back here afterwards (spec: returnTo set to the current path).
  const returnTo = AUTH_PATHS.has(pathname) ? undefined : href;
  return (
    <>
      <Button asChild variant="ghost" size="sm">
        <Link to="/sign-in" search={{ returnTo }} data-testid="site-sign-in">
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

function SiteBrandLink() {
  const { t } = useSiteTranslation();
  const { Link } = useSiteNavigation();
  return (
    <Link
      to="/"
      aria-label={t('Common.home-link')}
      className={cn('flex items-center gap-2 rounded-lg font-semibold tracking-tight text-foreground', focusRing)}
    >
      <LogoMark />
      <span className="text-[15px]">{t('Common.product-name')}</span>
    </Link>
  );
}

/** The public header (56 px): brand, menus, search, preferences, and sign-in/sign-up or the user menu. */
export function SiteHeader() {
  const { accountMenu } = useSiteNavigation();
  const account = accountMenu ?? <AuthActions />;

  return (
    <header className="sticky top-0 z-40 h-14 border-b border-border/70 bg-background/80 backdrop-blur-md">
      <div className="mx-auto flex h-full max-w-6xl items-center gap-1 px-4 sm:px-6">
        <SiteBrandLink />
        <SiteNavMenu />
        <div className="ml-auto flex items-center gap-1">
          <div className="hidden sm:block">
            <SiteSearch />
          </div>
          <div className="hidden md:flex md:items-center">
            <SiteLanguageSwitcher />
          </div>
          <SiteThemeToggle />
          <div className="ml-1 hidden items-center gap-2 sm:flex">{account}</div>
          <LazySiteDrawer authActions={account} />
        </div>
      </div>
    </header>
  );
}
