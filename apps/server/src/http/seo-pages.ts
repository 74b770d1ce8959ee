import { catalogues, negotiateLocale, type Catalogue, type Locale } from '@creatorlens/i18n';

export type SitePageKey = keyof Catalogue['SitePages'];
type SitePage = Catalogue['SitePages'][SitePageKey];

/** Public paths and the catalogue entry holding their copy; the SPA renders the same entries. */
export const SITE_PAGE_PATHS: Record<string, SitePageKey> = {
  '/': 'landing',
  '/features': 'features',
  '/features/instagram': 'features/instagram',
  '/features/tiktok': 'features/tiktok',
  '/features/youtube': 'features/youtube',
  '/features/twitch': 'features/twitch',
  '/features/discovery': 'features/discovery',
  '/features/analytics': 'features/analytics',
  '/features/content': 'features/content',
  '/features/branded-content': 'features/branded-content',
  '/features/campaigns': 'features/campaigns',
  '/solutions/brands': 'solutions/brands',
  '/solutions/agencies': 'solutions/agencies',
  '/pricing': 'pricing',
  '/newsletter': 'newsletter',
  '/jobs': 'jobs',
  '/imprint': 'imprint',
  '/privacy': 'privacy',
  '/terms': 'terms',
  '/charts': 'charts',
  '/coupons': 'coupons',
};

export const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** ?lang=de|en wins (it is what the hreflang links use); otherwise the browser's Accept-Language. */
/** ?lang= (hreflang links), then the visitor's stored choice (its cookie), then the browser's languages. */
export function pickLocale(langParam: string | null, acceptLanguage: string | undefined, languageCookie: string | null = null): Locale {
  if (langParam === 'de' || langParam === 'en') return langParam;
  if (languageCookie === 'de' || languageCookie === 'en') return languageCookie;
  return negotiateLocale(acceptLanguage);
}

export interface HeadInput {
  locale: Locale;
  publicUrl: string;
  path: string;
  title: string;
  description: string;
  type?: 'website' | 'profile';
}

/** Title, description, canonical, hreflang alternates and Open Graph tags for one page in one language. */
export function renderHeadTags(input: HeadInput): string {
  const pageUrl = `${input.publicUrl}${input.path === '/' ? '/' : input.path}`;
  const urlFor = (locale: Locale) => `${pageUrl}?lang=${locale}`;
  const tags = [
    `<title>${escapeHtml(input.title)}</title>`,
    `<meta name="description" content="${escapeHtml(input.description)}" />`,
    `<link rel="canonical" href="${escapeHtml(urlFor(input.locale))}" />`,
    `<link rel="alternate" hreflang="de" href="${escapeHtml(urlFor('de'))}" />`,
    `<link rel="alternate" hreflang="en" href="${escapeHtml(urlFor('en'))}" />`,
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(pageUrl)}" />`,
    `<meta property="og:type" content="${input.type ?? 'website'}" />`,
    `<meta property="og:site_name" content="Creatorlens" />`,
    `<meta property="og:title" content="${escapeHtml(input.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(input.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(urlFor(input.locale))}" />`,
    `<meta property="og:locale" content="${input.locale === 'de' ? 'de_DE' : 'en_GB'}" />`,
    `<meta property="og:image" content="${escapeHtml(`${input.publicUrl}/screenshots/discovery-${input.locale}-light.webp`)}" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
  ];
  return tags.join('\n    ');
}

/** The page's main copy as plain HTML, so crawlers and slow devices get content before the SPA boots. */
export function renderPageBody(page: SitePage, extraHtml = ''): string {
  const sections = page.sections
    .map((section) => {
      const points = section.points.length ? `<ul>${section.points.map((point) => `<li>${escapeHtml(point)}</li>`).join('')}</ul>` : '';
      return `<section><h2>${escapeHtml(section.title)}</h2><p>${escapeHtml(section.body)}</p>${points}</section>`;
    })
    .join('');
  return (
    `<main class="prerendered mx-auto max-w-3xl px-4 py-16"><p>${escapeHtml(page.eyebrow)}</p>` +
    `<h1>${escapeHtml(page.title)}</h1><p>${escapeHtml(page.lead)}</p>${extraHtml}${sections}</main>`
  );
}

export const sitePage = (locale: Locale, key: SitePageKey): SitePage => catalogues[locale].SitePages[key];
