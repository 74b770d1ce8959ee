import type { ReactNode } from 'react';
import { NavigationMenu } from 'radix-ui';
import { cn, focusRing } from '@creatorlens/ui';
import { ArrowRightIcon, ChevronDownIcon } from './site-icons.tsx';
import { BLOG_URL } from '../lib/external-links.ts';
import { FEATURE_LINKS, PLATFORM_LINKS, SOLUTION_LINKS, USE_CASE_LINKS, type SiteLink } from './site-links.ts';
import { useSiteNavigation } from './site-navigation.tsx';
import { useSiteTranslation } from './site-i18n-context.tsx';

/** Spec §9: navigation menus open on hover after 50 ms. */
export const NAV_MENU_HOVER_DELAY_MS = 50;

const triggerClass = cn(
  'group inline-flex h-9 items-center gap-1 rounded-md px-3 text-sm font-medium text-muted-foreground transition-colors hover:bg-muted hover:text-foreground data-[state=open]:text-foreground',
  focusRing,
);

function MenuLink({ link }: { link: SiteLink }) {
  const { t } = useSiteTranslation();
  const { Link } = useSiteNavigation();
  return (
    <li>
      <NavigationMenu.Link asChild>
        <Link to={link.to} hash={link.hash} className={cn('block rounded-lg px-3 py-2 hover:bg-muted', focusRing)}>
          <span className="block text-sm font-medium text-foreground">{t(link.label)}</span>
          {link.hint && <span className="block text-xs text-muted-foreground">{t(link.hint)}</span>}
        </Link>
      </NavigationMenu.Link>
    </li>
  );
}

function Column({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1">
      <p className="px-3 pb-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase">{title}</p>
      <ul className="flex flex-col">{children}</ul>
    </div>
  );
}

const contentClass =
  'absolute top-full left-0 z-50 mt-2 rounded-2xl border border-border bg-surface p-3 shadow-popover data-[state=open]:animate-fade-in';

function PlainLink({ to, children }: { to: string; children: ReactNode }) {
  const { Link, pathname } = useSiteNavigation();
  const isActive = pathname === to;
  return (
    <NavigationMenu.Item className="hidden lg:block">
      <NavigationMenu.Link asChild>
        <Link to={to} className={cn(triggerClass, isActive && 'text-foreground')} aria-current={isActive ? 'page' : undefined}>
          {children}
        </Link>
      </NavigationMenu.Link>
    </NavigationMenu.Item>
  );
}

/**
 * The desktop navigation (Radix NavigationMenu: arrow keys, Escape and focus handling come with it). Features and
 * Solutions are dropdowns from the medium breakpoint; the plain links join them from the large breakpoint.
 */
export function SiteNavMenu() {
  const { t } = useSiteTranslation();
  const { Link } = useSiteNavigation();
  return (
    <NavigationMenu.Root delayDuration={NAV_MENU_HOVER_DELAY_MS} aria-label={t('Site.nav-main')} className="relative ml-2 hidden md:block">
      <NavigationMenu.List className="flex items-center gap-0.5">
        <NavigationMenu.Item className="relative">
          <NavigationMenu.Trigger className={triggerClass} data-testid="nav-features">
            {t('Site.features')}
            <ChevronDownIcon size={14} className="transition-transform group-data-[state=open]:rotate-180" aria-hidden />
          </NavigationMenu.Trigger>
          <NavigationMenu.Content className={cn(contentClass, 'grid w-[44rem] grid-cols-3 gap-2')} data-testid="nav-features-content">
            <Column title={t('Site.platforms')}>
              {PLATFORM_LINKS.map((link) => (
                <MenuLink key={link.to} link={link} />
              ))}
            </Column>
            <Column title={t('Site.use-cases')}>
              {USE_CASE_LINKS.map((link) => (
                <MenuLink key={link.to} link={link} />
              ))}
            </Column>
            <Column title={t('Site.features')}>
              {FEATURE_LINKS.map((link) => (
                <MenuLink key={link.hash} link={link} />
              ))}
              <li>
                <NavigationMenu.Link asChild>
                  <Link
                    to="/features"
                    className={cn(
                      'mt-1 inline-flex items-center gap-1 rounded-lg px-3 py-2 text-sm font-medium text-primary hover:bg-muted',
                      focusRing,
                    )}
                  >
                    {t('Site.all-features')}
                    <ArrowRightIcon size={14} aria-hidden />
                  </Link>
                </NavigationMenu.Link>
              </li>
            </Column>
          </NavigationMenu.Content>
        </NavigationMenu.Item>
        <NavigationMenu.Item className="relative">
          <NavigationMenu.Trigger className={triggerClass} data-testid="nav-solutions">
            {t('Site.solutions')}
            <ChevronDownIcon size={14} className="transition-transform group-data-[state=open]:rotate-180" aria-hidden />
          </NavigationMenu.Trigger>
          <NavigationMenu.Content className={cn(contentClass, 'w-72')} data-testid="nav-solutions-content">
            <ul className="flex flex-col">
              {SOLUTION_LINKS.map((link) => (
                <MenuLink key={link.to} link={link} />
              ))}
            </ul>
          </NavigationMenu.Content>
        </NavigationMenu.Item>
        <NavigationMenu.Item className="hidden lg:block">
          {/* The blog is served outside the app (spec §2): a plain anchor, not a router link. */}
          <NavigationMenu.Link href={BLOG_URL} className={triggerClass}>
            {t('Site.blog')}
          </NavigationMenu.Link>
        </NavigationMenu.Item>
        <PlainLink to="/charts">{t('Site.charts')}</PlainLink>
        <PlainLink to="/coupons">{t('Site.coupons')}</PlainLink>
        <PlainLink to="/pricing">{t('Site.pricing')}</PlainLink>
      </NavigationMenu.List>
    </NavigationMenu.Root>
  );
}
