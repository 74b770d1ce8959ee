import { createContext, useContext, type ReactNode } from 'react';
import { Navigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Button, PanelLeftIcon, Spinner } from '@creatorlens/ui';
import { ImpersonationBanner } from '../features/admin/impersonation-banner.tsx';
import { UserMenu } from '../features/auth/user-menu.tsx';
import { LicenseBanner } from '../features/organizations/license-banner.tsx';
import { LanguageSwitcher } from '../lib/language-switcher.tsx';
import { useSession } from '../lib/session.ts';
import { MAIN_CONTENT_ID, SkipLink } from '../lib/skip-link.tsx';
import { ThemeToggle } from '../lib/theme-toggle.tsx';
import { Breadcrumbs } from './breadcrumbs.tsx';
import { GuestBanner } from './guest-banner.tsx';
import { VerifyEmailBanner } from './verify-email-banner.tsx';
import { HeaderSearch } from './header-search.tsx';
import { NotificationBell } from './notification-bell.tsx';
import { GuideHost } from '../features/notifications/guide-host.tsx';
import { SIDEBAR_ID, Sidebar, useSidebarState } from './sidebar.tsx';

/** Set inside a rendered frame: an AppShell below it (a route's own) only passes its children through. */
const InsideAppShell = createContext(false);

/**
 * The signed-in frame (spec §2): a collapsible sidebar, a 56 px header with sidebar toggle, breadcrumbs, search,
 * notification bell and user menu, then the guest and licence banners above the page. The root route renders it
 * once for the routes that use it (shell/root-frame.tsx), so it stays mounted while the person moves between them.
 */
export function AppShell({ children }: { children: ReactNode }) {
  const isInsideFrame = useContext(InsideAppShell);
  if (isInsideFrame) return children;
  return (
    <InsideAppShell.Provider value>
      <AppFrame>{children}</AppFrame>
    </InsideAppShell.Provider>
  );
}

function AppFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { session, isPending } = useSession();
  const sidebar = useSidebarState();

  // The session ended (sign-out, guest expiry, revoked elsewhere): spec §4 sends everyone to /.
  if (!session && !isPending) return <Navigate to="/" />;
  if (!session) {
    return (
      <div className="flex min-h-dvh items-center justify-center">
        <Spinner size="lg" label={t('Common.loading')} className="text-muted-foreground" />
      </div>
    );
  }
  const isEmailUnverified = !session.user.isGuest && !session.user.emailVerified;

  return (
    <div className="flex min-h-dvh">
      <SkipLink />
      <Sidebar
        session={session}
        isCollapsed={sidebar.isCollapsed}
        isDrawerOpen={sidebar.isDrawerOpen}
        onDrawerOpenChange={sidebar.setIsDrawerOpen}
      />
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-40 h-14 shrink-0 border-b border-border bg-surface/85 backdrop-blur-md">
          <div className="flex h-full items-center gap-2 px-3 sm:px-4">
            <Button
              variant="ghost"
              size="icon"
              aria-label={t('Shell.toggle-sidebar')}
              aria-controls={SIDEBAR_ID}
              aria-expanded={!sidebar.isCollapsed}
              onClick={sidebar.toggle}
            >
              <PanelLeftIcon />
            </Button>
            <Breadcrumbs className="flex-1" />
            <div className="ml-auto flex items-center gap-1">
              <HeaderSearch />
              <NotificationBell />
              <LanguageSwitcher />
              <ThemeToggle />
              <div className="ml-1">
                <UserMenu user={session.user} />
              </div>
            </div>
          </div>
        </header>
        {(session.user.isGuest || isEmailUnverified || session.organization?.license?.isExpired || session.impersonatedBy) && (
          <div className="mx-auto flex w-full max-w-7xl flex-col gap-3 px-4 pt-6 sm:px-6">
            <ImpersonationBanner />
            {session.user.isGuest && <GuestBanner />}
            {isEmailUnverified && <VerifyEmailBanner email={session.user.email} />}
            <LicenseBanner session={session} />
          </div>
        )}
        <GuideHost />
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className="mx-auto flex w-full max-w-7xl flex-1 flex-col px-4 py-8 outline-none sm:px-6">
          {children}
        </main>
      </div>
    </div>
  );
}
