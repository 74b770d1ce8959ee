import type { ReactNode } from 'react';
import { Navigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@creatorlens/ui';
import { UserMenu } from '../features/auth/user-menu.tsx';
import { LicenseBanner } from '../features/organisations/license-banner.tsx';
import { OrganisationSwitcher } from '../features/organisations/organisation-switcher.tsx';
import { BrandLink } from '../lib/brand.tsx';
import { LanguageSwitcher } from '../lib/language-switcher.tsx';
import { NavLink } from '../lib/nav-link.tsx';
import { useSession } from '../lib/session.ts';
import { MAIN_CONTENT_ID, SkipLink } from '../lib/skip-link.tsx';
import { ThemeToggle } from '../lib/theme-toggle.tsx';
import { GuestBanner } from './guest-banner.tsx';
import { GuestCountdown } from './guest-countdown.tsx';

/**
 * The signed-in frame for now: a top bar with product name, organisation switcher, guest countdown,
 * language switcher, theme toggle and user menu, then the banners. The sidebar shell comes later.
 */
export function AppShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { session, isPending } = useSession();

  // The session ended (sign-out, guest expiry, revoked elsewhere): spec §4 sends everyone to /.
  if (!session && !isPending) return <Navigate to="/" />;
  if (!session) {
    return (
      <div className="flex min-h-dvh items-center justify-center">
        <Spinner size="lg" label={t('Common.loading')} className="text-muted-foreground" />
      </div>
    );
  }

  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <header className="sticky top-0 z-40 h-14 border-b border-border bg-surface/85 backdrop-blur-md">
        <div className="mx-auto flex h-full max-w-7xl items-center gap-2 px-4 sm:px-6">
          <BrandLink />
          <span aria-hidden className="mx-2 hidden h-5 w-px bg-border sm:block" />
          <div className="min-w-0">
            <OrganisationSwitcher activeOrganizationName={session.organization?.name ?? null} />
          </div>
          <nav aria-label={t('Nav.main')} className="ml-2 hidden items-center gap-0.5 md:flex">
            <NavLink to="/discovery">{t('Nav.discovery')}</NavLink>
            <NavLink to="/charts">{t('Nav.charts')}</NavLink>
            <NavLink to="/coupons">{t('Nav.coupons')}</NavLink>
          </nav>
          <div className="ml-auto flex items-center gap-1">
            {session.user.isGuest && <GuestCountdown />}
            <LanguageSwitcher />
            <ThemeToggle />
            <div className="ml-2">
              <UserMenu user={session.user} />
            </div>
          </div>
        </div>
      </header>
      {(session.user.isGuest || session.organization?.license?.isExpired) && (
        <div className="mx-auto flex w-full max-w-7xl flex-col gap-3 px-4 pt-6 sm:px-6">
          {session.user.isGuest && <GuestBanner />}
          <LicenseBanner session={session} />
        </div>
      )}
      <main
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        className="mx-auto flex w-full max-w-7xl flex-1 flex-col px-4 py-8 outline-none sm:px-6"
      >
        {children}
      </main>
    </div>
  );
}
