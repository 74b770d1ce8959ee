import { useState, type ReactNode } from 'react';
import { Accordion, Dialog } from 'radix-ui';
import { Button, cn, focusRing } from '@creatorlens/ui';
import { BLOG_URL } from '../lib/external-links.ts';
import { FEATURE_LINKS, PLATFORM_LINKS, SOLUTION_LINKS, USE_CASE_LINKS, type SiteLink } from './site-links.ts';
import { ChevronDownIcon, CloseIcon, MenuIcon } from './site-icons.tsx';
import { SiteLanguageSwitcher } from './site-language-switcher.tsx';
import { useSiteNavigation } from './site-navigation.tsx';
import { SiteSearch } from './site-search.tsx';
import { useSiteTranslation } from './site-i18n-context.tsx';

const rowClass = cn('flex h-11 items-center rounded-lg px-3 text-sm font-medium hover:bg-muted', focusRing);

function DrawerLink({ link }: { link: SiteLink }) {
  const { t } = useSiteTranslation();
  const { Link } = useSiteNavigation();
  return (
    <li>
      <Link to={link.to} hash={link.hash} className={cn(rowClass, 'h-10 font-normal text-muted-foreground')}>
        {t(link.label)}
      </Link>
    </li>
  );
}

function Section({ value, title, children }: { value: string; title: string; children: ReactNode }) {
  return (
    <Accordion.Item value={value} className="border-b border-border">
      <Accordion.Header>
        <Accordion.Trigger className={cn(rowClass, 'group w-full justify-between')}>
          {title}
          <ChevronDownIcon size={16} aria-hidden className="transition-transform group-data-[state=open]:rotate-180" />
        </Accordion.Trigger>
      </Accordion.Header>
      <Accordion.Content className="pb-2">
        <ul className="flex flex-col">{children}</ul>
      </Accordion.Content>
    </Accordion.Item>
  );
}

/**
 * The mobile menu: a right-side drawer (Radix Dialog: focus trap, Escape, restores focus) that closes whenever the
 * path changes. Its groups form an accordion with one section open at a time.
 */
export function SiteDrawer({ authActions, isInitiallyOpen = false }: { authActions: ReactNode; isInitiallyOpen?: boolean }) {
  const { t } = useSiteTranslation();
  const { Link, pathname } = useSiteNavigation();
  // The drawer remembers the path it was opened on; once the path changes it counts as closed (no effect needed).
  const [openedOn, setOpenedOn] = useState<string | null>(isInitiallyOpen ? pathname : null);
  const isOpen = openedOn === pathname;
  const setIsOpen = (open: boolean) => setOpenedOn(open ? pathname : null);

  return (
    <Dialog.Root open={isOpen} onOpenChange={setIsOpen}>
      <Dialog.Trigger asChild>
        <Button variant="ghost" size="sm" className="lg:hidden" aria-label={t('Site.open-menu')} data-testid="site-drawer-open">
          <MenuIcon />
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-overlay data-[state=open]:animate-fade-in" />
        <Dialog.Content
          className="fixed inset-y-0 right-0 z-50 flex w-[min(22rem,100%)] flex-col gap-3 overflow-y-auto border-l border-border bg-background p-4 shadow-popover outline-none"
          data-testid="site-drawer"
          aria-describedby={undefined}
        >
          <div className="flex items-center justify-between">
            <Dialog.Title className="text-base font-semibold">{t('Site.menu')}</Dialog.Title>
            <Dialog.Close className={cn('rounded-md p-2 hover:bg-muted', focusRing)} aria-label={t('Site.close-menu')}>
              <CloseIcon size={18} />
            </Dialog.Close>
          </div>
          <SiteSearch isFullWidth />
          <nav aria-label={t('Site.nav-main')}>
            <ul className="flex flex-col border-b border-border pb-2">
              <li>
                <Link to="/discovery" className={rowClass}>
                  {t('Site.nav-discovery')}
                </Link>
              </li>
              <li>
                <Link to="/watchlist" className={rowClass}>
                  {t('Site.nav-portfolio')}
                </Link>
              </li>
              <li>
                <Link to="/campaign" className={rowClass}>
                  {t('Site.nav-campaigns')}
                </Link>
              </li>
              <li>
                <Link to="/charts" className={rowClass}>
                  {t('Site.charts')}
                </Link>
              </li>
              <li>
                <Link to="/pricing" className={rowClass}>
                  {t('Site.pricing')}
                </Link>
              </li>
            </ul>
            <Accordion.Root type="single" collapsible data-testid="site-drawer-accordion">
              <Section value="features" title={t('Site.features')}>
                {[...PLATFORM_LINKS, ...USE_CASE_LINKS, ...FEATURE_LINKS].map((link) => (
                  <DrawerLink key={`${link.to}#${link.hash ?? ''}`} link={link} />
                ))}
              </Section>
              <Section value="solutions" title={t('Site.solutions')}>
                {SOLUTION_LINKS.map((link) => (
                  <DrawerLink key={link.to} link={link} />
                ))}
              </Section>
              <Section value="resources" title={t('Site.resources')}>
                <li>
                  <a href={BLOG_URL} className={cn(rowClass, 'h-10 font-normal text-muted-foreground')}>
                    {t('Site.blog')}
                  </a>
                </li>
                <DrawerLink link={{ to: '/coupons', label: 'Site.coupons' }} />
              </Section>
            </Accordion.Root>
          </nav>
          <div className="mt-auto flex items-center justify-between gap-2 pt-2">
            <SiteLanguageSwitcher />
            <div className="flex items-center gap-2">{authActions}</div>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
