import { useMemo, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { Catalogue } from '@creatorlens/i18n';
import { UserMenu } from '../features/auth/user-menu.tsx';
import { changeLanguage, useLocale } from '../lib/i18n.ts';
import { useSession } from '../lib/session.ts';
import { SiteI18nProvider, type SiteI18n } from './site-i18n-context.tsx';
import { SiteLayout } from './site-layout.tsx';
import { SiteNavigationProvider, type SiteLinkProps, type SiteNavigation } from './site-navigation.tsx';

/** Site links inside the app are router links: client-side navigation, preloading on intent. */
function RouterSiteLink({ to, hash, search, ...anchor }: SiteLinkProps) {
  // Site links are plain path strings (site-links.ts); the router checks them at run time instead of in types.
  return <Link to={to as '/'} hash={hash} search={search as never} {...anchor} />;
}

/**
 * The site frame's contexts as the app provides them: router links, the session, react-i18next's strings. Site views
 * (charts) use these inside the app shell too.
 */
export function RouterSiteProviders({ children }: { children: ReactNode }) {
  const { session } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  // The address bar's path, not the router's: visitors' artist pages are rewritten internally (routes/public-artist-rewrite.ts).
  const publicHref = location.publicHref;
  const navigation = useMemo<SiteNavigation>(
    () => ({
      Link: RouterSiteLink,
      pathname: publicHref.split(/[?#]/)[0] ?? '/',
      href: publicHref,
      navigate: (href) => void navigate({ href }),
      isSignedIn: session !== null,
      accountMenu: session ? <UserMenu user={session.user} /> : null,
      changeLanguage,
    }),
    [publicHref, navigate, session],
  );
  const { t, i18n } = useTranslation();
  const locale = useLocale();
  const siteI18n = useMemo<SiteI18n>(
    () => ({ t, locale, bundle: i18n.getResourceBundle(locale, 'translation') as Catalogue }),
    [t, i18n, locale],
  );
  return (
    <SiteI18nProvider value={siteI18n}>
      <SiteNavigationProvider value={navigation}>{children}</SiteNavigationProvider>
    </SiteI18nProvider>
  );
}

/** The public frame as the app renders it (sign-in, sign-up, marketing pages, charts and coupons for visitors). */
export function RouterSiteLayout({ children }: { children: ReactNode }) {
  return (
    <RouterSiteProviders>
      <SiteLayout>{children}</SiteLayout>
    </RouterSiteProviders>
  );
}
