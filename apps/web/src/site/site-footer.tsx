import { cn, focusRing } from '@creatorlens/ui';
import { ExternalLinkIcon } from './site-icons.tsx';
import { LogoMark } from '../lib/logo-mark.tsx';
import { BLOG_URL, HELP_DESK_URL } from '../lib/external-links.ts';
import { getCompanyDetails } from './company.ts';
import { reopenConsentBanner } from './consent.ts';
import { FEATURE_LINKS, PLATFORM_LINKS, SOCIAL_LINKS, USE_CASE_LINKS, type SiteLink } from './site-links.ts';
import { SiteLanguageSwitcher } from './site-language-switcher.tsx';
import { useSiteNavigation } from './site-navigation.tsx';
import { SocialIcon } from './social-icon.tsx';
import { StatusBadge } from './status-badge.tsx';
import { useSiteTranslation } from './site-i18n-context.tsx';

const linkClass = cn('rounded text-sm text-muted-foreground hover:text-foreground', focusRing);

function LinkColumn({ title, links, children }: { title: string; links: SiteLink[]; children?: React.ReactNode }) {
  const { t } = useSiteTranslation();
  const { Link } = useSiteNavigation();
  return (
    <div>
      <h2 className="text-sm font-semibold">{title}</h2>
      <ul className="mt-3 flex flex-col gap-2">
        {links.map((link) => (
          <li key={`${link.to}#${link.hash ?? ''}`}>
            <Link to={link.to} hash={link.hash} className={linkClass}>
              {t(link.label)}
            </Link>
          </li>
        ))}
        {children}
      </ul>
    </div>
  );
}

/** Four link columns, the company column, status, social links, cookie settings and the language switcher. */
export function SiteFooter() {
  const { t } = useSiteTranslation();
  const { Link } = useSiteNavigation();
  const company = getCompanyDetails();
  return (
    <footer className="border-t border-border bg-surface/40">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-5">
        <LinkColumn title={t('Site.platforms')} links={PLATFORM_LINKS} />
        <LinkColumn title={t('Site.use-cases')} links={USE_CASE_LINKS} />
        <LinkColumn title={t('Site.features')} links={FEATURE_LINKS} />
        <LinkColumn
          title={t('Site.resources')}
          links={[
            { to: '/charts', label: 'Site.charts' },
            { to: '/coupons', label: 'Site.coupons' },
            { to: '/pricing', label: 'Site.pricing' },
            { to: '/newsletter', label: 'Site.newsletter' },
            { to: '/jobs', label: 'Site.jobs' },
          ]}
        >
          <li>
            <a href={BLOG_URL} className={linkClass}>
              {t('Site.blog')}
            </a>
          </li>
          {HELP_DESK_URL && (
            <li>
              <a href={HELP_DESK_URL} target="_blank" rel="noopener noreferrer" className={cn(linkClass, 'inline-flex items-center gap-1')}>
                {t('Site.support')}
                <ExternalLinkIcon size={12} aria-hidden />
                <span className="sr-only">{t('Site.opens-new-tab')}</span>
              </a>
            </li>
          )}
        </LinkColumn>
        <div>
          <h2 className="text-sm font-semibold">{t('Site.company')}</h2>
          <address className="mt-3 flex flex-col gap-1 text-sm text-muted-foreground not-italic">
            <span className="font-medium text-foreground">{company.name}</span>
            {company.address ? (
              company.address.split(/\s*[,\n]\s*/).map((line) => <span key={line}>{line}</span>)
            ) : (
              <span>{t('Site.address-missing')}</span>
            )}
            {company.email && (
              <a href={`mailto:${company.email}`} className={linkClass}>
                {t('Site.contact')}
              </a>
            )}
          </address>
          <ul className="mt-3 flex flex-col gap-2">
            {[
              { to: '/imprint', label: 'Site.imprint' },
              { to: '/privacy', label: 'Site.privacy' },
              { to: '/terms', label: 'Site.terms' },
            ].map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={linkClass}>
                  {t(link.label as 'Site.imprint')}
                </Link>
              </li>
            ))}
            <li>
              <button type="button" onClick={reopenConsentBanner} className={linkClass} data-testid="cookie-settings">
                {t('Site.cookie-settings')}
              </button>
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-border">
        <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-6 text-sm text-muted-foreground sm:flex-row sm:items-center sm:px-6">
          <div className="flex items-center gap-3">
            <LogoMark className="size-6" />
            <p>{t('Site.copyright', { year: new Date().getFullYear(), company: company.name })}</p>
          </div>
          <StatusBadge />
          {SOCIAL_LINKS.length > 0 && (
            <ul className="flex items-center gap-1" aria-label={t('Site.social')}>
              {SOCIAL_LINKS.map((social) => (
                <li key={social.key}>
                  <a
                    href={social.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={t(social.label)}
                    title={t(social.label)}
                    className={cn('flex size-8 items-center justify-center rounded-md hover:bg-muted hover:text-foreground', focusRing)}
                  >
                    <SocialIcon name={social.key} />
                  </a>
                </li>
              ))}
            </ul>
          )}
          <div className="sm:ml-auto">
            <SiteLanguageSwitcher />
          </div>
        </div>
      </div>
    </footer>
  );
}
