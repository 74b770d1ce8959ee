import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { listPublicArtistSlugs } from '@creatorlens/core/site';
import {
  COMPANY_DETAILS_ELEMENT_ID,
  DEFAULT_COMPANY_NAME,
  PUBLIC_ARTIST_STATE_ELEMENT_ID,
  type CompanyDetails,
} from '@creatorlens/contracts/page-state';
import type { Database } from '@creatorlens/db';
import type { Locale } from '@creatorlens/i18n';
import { artistBody, artistHead, artistSlugOfPath, loadPublicArtist, notFoundPage } from './prerender-artist.ts';
import { couponItemListJsonLd, couponListHtml, loadFirstCouponPage } from './prerender-coupons.ts';
import { SITE_PAGE_PATHS, escapeHtml, renderHeadTags, renderPageBody, sitePage } from './seo-pages.ts';
import type { SiteRenderer } from './site-render.ts';

export function readCompanyDetails(env: NodeJS.ProcessEnv): CompanyDetails {
  return {
    name: env.COMPANY_NAME?.trim() || DEFAULT_COMPANY_NAME,
    address: env.COMPANY_ADDRESS?.trim() ?? '',
    email: env.COMPANY_EMAIL?.trim() ?? '',
    register: env.COMPANY_REGISTER?.trim() ?? '',
    vatId: env.COMPANY_VAT_ID?.trim() ?? '',
    directors: env.COMPANY_DIRECTORS?.trim() ?? '',
  };
}

const JOBS_DIR = fileURLToPath(new URL('../../../web/content/jobs/', import.meta.url));

/** Job titles for the first-byte HTML of /jobs (the SPA reads the same files at build time). */
function jobTitles(locale: Locale): string[] {
  if (!existsSync(JOBS_DIR)) return [];
  return readdirSync(JOBS_DIR)
    .filter((file) => file.endsWith(`.${locale}.md`))
    .sort()
    .map((file) => /^title:\s*(.+)$/m.exec(readFileSync(`${JOBS_DIR}${file}`, 'utf8'))?.[1]?.trim() ?? '')
    .filter(Boolean);
}

/**
 * Fills index.html for one request: per-page head tags, the page copy inside #root (React replaces it on boot),
 * the document language, and the operator's company details as inert JSON for the footer and imprint. A path shaped
 * like /{artistSlug} that names no artist answers 404 with the not-found copy (the SPA shows the same page).
 */
export async function prerenderHtml(
  indexHtml: string,
  options: {
    db: Database;
    publicUrl: string;
    company: CompanyDetails;
    path: string;
    locale: Locale;
    /** The site's server renderer with this request (site-render.ts); absent when the web build has none. */
    siteRender?: (() => ReturnType<SiteRenderer['render']>) | undefined;
    /** index.html with styles and preference script inline, used for pages the site renderer rendered. */
    siteTemplate?: string | undefined;
    /**
     * The request carries a session cookie: the app, not the public page, renders what this person sees (home on /,
     * the app's artist page), so #root stays empty instead of holding the visitor's copy for the app to replace.
     */
    isSignedIn?: boolean | undefined;
  },
): Promise<{ html: string; status: 200 | 404; isSiteRendered: boolean }> {
  const { path, locale, publicUrl } = options;
  let template = indexHtml;
  let stateScript = '';
  let artistStateScript = '';
  let head: Parameters<typeof renderHeadTags>[0] | null = null;
  /** Structured data for the head (already escaped for a script element). */
  let jsonLd = '';
  let body = '';
  let status: 200 | 404 = 200;
  let notFoundTitle: string | null = null;
  const key = SITE_PAGE_PATHS[path];
  if (key) {
    const page = sitePage(locale, key);
    const jobs = key === 'jobs' ? jobTitles(locale) : [];
    let extra = jobs.length ? `<ul>${jobs.map((title) => `<li>${escapeHtml(title)}</li>`).join('')}</ul>` : '';
    if (key === 'coupons' && !options.isSignedIn) {
      // The directory's first page, so search engines see the codes (the app renders the same list on boot).
      const coupons = await loadFirstCouponPage(options.db);
      extra = couponListHtml(locale, coupons);
      jsonLd = couponItemListJsonLd(locale, coupons, { publicUrl, name: page.title });
    }
    head = { locale, publicUrl, path, title: page['meta-title'], description: page['meta-description'] };
    // The site's own pages get their real markup, the same the browser hydrates; the rest the plain copy below.
    const rendered = options.siteRender ? await options.siteRender() : null;
    if (rendered && options.siteTemplate) {
      body = rendered.html;
      stateScript = rendered.stateScript;
      template = options.siteTemplate;
    } else {
      body = renderPageBody(page, extra);
    }
  } else {
    const slug = artistSlugOfPath(path);
    const artist = slug ? await loadPublicArtist(options.db, slug) : null;
    if (artist) {
      head = { ...artistHead(locale, artist), locale, publicUrl };
      body = artistBody(locale, artist);
      // A visitor's page is drawn from site.getPublicArtist: its answer comes with the HTML, so the first render waits
      // for no request (app-entry.tsx puts it into the query cache). Signed-in people get the app's artist page.
      if (!options.isSignedIn) {
        const json = JSON.stringify({ slug, artist }).replace(/</g, '\\u003c');
        artistStateScript = `<script type="application/json" id="${PUBLIC_ARTIST_STATE_ELEMENT_ID}">${json}</script>`;
      }
    } else if (slug) {
      const page = notFoundPage(locale);
      status = 404;
      notFoundTitle = page.title;
      body = page.body;
    }
  }
  // JSON in a non-executable script element: a strict CSP allows it, and `<` is escaped so it cannot close the tag.
  const companyJson = JSON.stringify(options.company).replace(/</g, '\\u003c');
  let html = template
    .replace(/<html lang="[^"]*"/, `<html lang="${locale}"`)
    .replace(
      '</head>',
      () =>
        `  <script type="application/json" id="${COMPANY_DETAILS_ELEMENT_ID}">${companyJson}</script>\n  ${stateScript}${artistStateScript}\n  </head>`,
    );
  if (options.isSignedIn) body = '';
  if (head) {
    const headTags = renderHeadTags(head) + (jsonLd ? `\n    ${jsonLd}` : '');
    html = html.replace(/<title>[^<]*<\/title>/, () => headTags).replace('<div id="root"></div>', () => `<div id="root">${body}</div>`);
  } else if (notFoundTitle) {
    // A missing page must not be indexed under its URL.
    html = html
      .replace(
        /<title>[^<]*<\/title>/,
        `<title>${escapeHtml(notFoundTitle)} – Creatorlens</title>\n    <meta name="robots" content="noindex" />`,
      )
      .replace('<div id="root"></div>', `<div id="root">${body}</div>`);
  }
  return { html, status, isSiteRendered: stateScript !== '' };
}

/**
 * sitemap.xml: every public page in both languages with hreflang alternates, the pages served beside the app
 * (`extraPaths`: the blog), plus the 5,000 most-followed artists.
 */
export async function renderSitemap(db: Database, publicUrl: string, extraPaths: readonly string[] = []): Promise<string> {
  const artistSlugs = await listPublicArtistSlugs({ db });
  const paths = [...Object.keys(SITE_PAGE_PATHS), ...extraPaths, ...artistSlugs.map((slug) => `/${slug}`)];
  const entries = paths.flatMap((path) =>
    (['de', 'en'] as const).map((locale) => {
      const url = (l: string) => escapeHtml(`${publicUrl}${path}?lang=${l}`);
      return `<url><loc>${url(locale)}</loc><xhtml:link rel="alternate" hreflang="de" href="${url('de')}"/><xhtml:link rel="alternate" hreflang="en" href="${url('en')}"/></url>`;
    }),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`;
}

export function renderRobots(publicUrl: string): string {
  // `$` and `/` keep artist slugs that merely start like an app path (e.g. /tagesschau) crawlable.
  const appPaths = ['/discovery', '/account', '/workspace', '/admin', '/campaign', '/watchlist', '/tag', '/invitation'];
  const rules = ['Disallow: /api/', ...appPaths.flatMap((path) => [`Disallow: ${path}$`, `Disallow: ${path}/`])];
  return `User-agent: *\n${rules.join('\n')}\nAllow: /\n\nSitemap: ${publicUrl}/sitemap.xml\n`;
}
