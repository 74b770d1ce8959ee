import { useState, type ReactNode } from 'react';
import { useRouterState } from '@tanstack/react-router';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { CloseIcon, buttonClassName, cn } from '@creatorlens/ui';
import { BrandLink } from '../lib/brand.tsx';
import { OrganizationSwitcher } from '../features/organizations/organization-switcher.tsx';
import type { SessionData } from '../lib/session.ts';
import { STORAGE_KEYS, readPreference, writePreference } from '../lib/storage.ts';
import { SidebarFooter } from './sidebar-footer.tsx';
import { SidebarNav } from './sidebar-nav.tsx';

export const SIDEBAR_ID = 'app-sidebar';
/** Tailwind's lg breakpoint: from here the sidebar is a column, below it a drawer. */
const WIDE_QUERY = '(min-width: 64rem)';

/** Whether the desktop column is collapsed (remembered per device) and whether the mobile drawer is open. */
export function useSidebarState() {
  const [isCollapsed, setIsCollapsed] = useState(() => readPreference(STORAGE_KEYS.sidebarCollapsed) === '1');
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  // Like the public mobile menu, the drawer closes whenever the path changes: it remembers the path it was opened
  // on and counts as closed anywhere else (no effect needed).
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  const isDrawerOpen = openedOn === pathname;
  const setIsDrawerOpen = (isOpen: boolean) => setOpenedOn(isOpen ? pathname : null);
  const toggle = () => {
    if (window.matchMedia(WIDE_QUERY).matches) {
      setIsCollapsed((value) => {
        writePreference(STORAGE_KEYS.sidebarCollapsed, value ? '0' : '1');
        return !value;
      });
    } else {
      setIsDrawerOpen(!isDrawerOpen);
    }
  };
  return { isCollapsed, isDrawerOpen, setIsDrawerOpen, toggle };
}

function SidebarContent({ session, headerAction }: { session: SessionData; headerAction?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      <div className="flex h-14 shrink-0 items-center gap-2 border-b border-border px-3">
        <BrandLink />
        {headerAction && <div className="ml-auto">{headerAction}</div>}
      </div>
      <div className="border-b border-border px-2 py-2">
        <OrganizationSwitcher activeOrganizationName={session.organization?.name ?? null} />
      </div>
      <nav aria-label={t('Nav.main')} className="min-h-0 flex-1 overflow-y-auto px-2 py-3">
        <SidebarNav />
      </nav>
      <SidebarFooter user={session.user} />
    </>
  );
}

/** The app sidebar: a collapsible column on wide screens, a left drawer (focus-trapped dialog) below lg. */
export function Sidebar({
  session,
  isCollapsed,
  isDrawerOpen,
  onDrawerOpenChange,
}: {
  session: SessionData;
  isCollapsed: boolean;
  isDrawerOpen: boolean;
  onDrawerOpenChange: (isOpen: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <aside
        id={SIDEBAR_ID}
        className={cn(
          'sticky top-0 hidden h-dvh w-64 shrink-0 flex-col border-r border-border bg-surface lg:flex',
          isCollapsed && 'lg:hidden',
        )}
      >
        <SidebarContent session={session} />
      </aside>
      <DialogPrimitive.Root open={isDrawerOpen} onOpenChange={onDrawerOpenChange}>
        <DialogPrimitive.Portal>
          <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-overlay backdrop-blur-[2px] data-[state=open]:animate-fade-in lg:hidden" />
          <DialogPrimitive.Content
            aria-describedby={undefined}
            className="fixed inset-y-0 left-0 z-50 flex w-[min(20rem,88vw)] flex-col bg-surface shadow-popover outline-none data-[state=open]:animate-fade-in lg:hidden"
          >
            <DialogPrimitive.Title className="sr-only">{t('Shell.sidebar')}</DialogPrimitive.Title>
            <SidebarContent
              session={session}
              headerAction={
                <DialogPrimitive.Close
                  aria-label={t('Shell.close-sidebar')}
                  className={buttonClassName({ variant: 'ghost', size: 'icon' })}
                >
                  <CloseIcon />
                </DialogPrimitive.Close>
              }
            />
          </DialogPrimitive.Content>
        </DialogPrimitive.Portal>
      </DialogPrimitive.Root>
    </>
  );
}
