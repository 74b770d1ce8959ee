import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { desc, eq, sql } from 'drizzle-orm';
import { schema, type Database } from '@creatorlens/db';
import type { Locale } from '@creatorlens/i18n';
import { SITE_PAGE_PATHS, escapeHtml, renderHeadTags, renderPageBody, sitePage } from './seo-pages.ts';

/** What the operator configures for the imprint and footer; unset fields stay empty, never invented. */
export interface CompanyDetails {
  name: string;
  address: string;
  email: string;
  register: string;
  vatId: string;
  directors: string;
}

export function readCompanyDetails(env: NodeJS.ProcessEnv): CompanyDetails {
  return {
    name: env.COMPANY_NAME?.trim() || 'Creatorlens GmbH',
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

// One path segment that is not an app route may be a public artist page (/{artistSlug}).
const ARTIST_SLUG = /^\/([a-z0-9][a-z0-9-]{0,99})$/;
const APP_SEGMENTS = new Set(['discovery', 'account', 'workspace', 'admin', 'campaign', 'watchlist', 'tag', 'sign-in', 'sign-up', 'invitation', 'blog']);

async function renderArtist(db: Database, slug: string, locale: Locale): Promise<{ head: Omit<Parameters<typeof renderHeadTags>[0], 'locale' | 'publicUrl'>; body: string } | null> {
  const [artist] = await db.select().from(schema.artist).where(eq(schema.artist.slug, slug)).limit(1);
  if (!artist) return null;
  const channels = await db
    .select({ platform: schema.channel.platform, name: schema.channel.name, handle: schema.channel.handle, followers: schema.channel.followers, growth: schema.channel.followers30dGrowth })
    .from(schema.channel)
    .where(eq(schema.channel.artistId, artist.id))
    .orderBy(sql`${schema.channel.followers} desc nulls last`);
  const number = new Intl.NumberFormat(locale === 'de' ? 'de-DE' : 'en-GB');
  const percent = new Intl.NumberFormat(locale === 'de' ? 'de-DE' : 'en-GB', { style: 'percent', maximumFractionDigits: 1 });
  const followersWord = locale === 'de' ? 'Follower' : 'followers';
  const growthWord = locale === 'de' ? 'in 30 Tagen' : 'in 30 days';
  const lines = channels.map(
    (channel) =>
      `<li>${escapeHtml(channel.platform)}: ${escapeHtml(channel.name)} (@${escapeHtml(channel.handle)})` +
      (channel.followers == null ? '' : `, ${number.format(Number(channel.followers))} ${followersWord}`) +
      (channel.growth == null ? '' : `, ${percent.format(channel.growth)} ${growthWord}`) +
      '</li>',
  );
  const summary = channels.map((c) => c.platform).join(', ');
  const description =
    locale === 'de'
      ? `${artist.name} auf ${summary}: Follower, Wachstum und Engagement bei Creatorlens.`
      : `${artist.name} on ${summary}: followers, growth and engagement on Creatorlens.`;
  return {
    head: { path: `/${slug}`, title: `${artist.name} – Creatorlens`, description, type: 'profile' },
    body: `<main class="prerendered mx-auto max-w-3xl px-4 py-16"><h1>${escapeHtml(artist.name)}</h1><p>${escapeHtml(description)}</p><ul>${lines.join('')}</ul></main>`,
  };
}

/**
 * Fills index.html for one request: per-page head tags, the page copy inside #root (React replaces it on boot),
 * the document language, and the operator's company details as inert JSON for the footer and imprint.
 */
export async function prerenderHtml(
  indexHtml: string,
  options: { db: Database; publicUrl: string; company: CompanyDetails; path: string; locale: Locale },
): Promise<string> {
  const { path, locale, publicUrl } = options;
  let head: Parameters<typeof renderHeadTags>[0] | null = null;
  let body = '';
  const key = SITE_PAGE_PATHS[path];
  if (key) {
    const page = sitePage(locale, key);
    const jobs = key === 'jobs' ? jobTitles(locale) : [];
    const extra = jobs.length ? `<ul>${jobs.map((title) => `<li>${escapeHtml(title)}</li>`).join('')}</ul>` : '';
    head = { locale, publicUrl, path, title: page['meta-title'], description: page['meta-description'] };
    body = renderPageBody(page, extra);
  } else {
    const slug = ARTIST_SLUG.exec(path)?.[1];
    if (slug && !APP_SEGMENTS.has(slug)) {
      const artist = await renderArtist(options.db, slug, locale);
      if (artist) {
        head = { ...artist.head, locale, publicUrl };
        body = artist.body;
      }
    }
  }
  // JSON in a non-executable script element: a strict CSP allows it, and `<` is escaped so it cannot close the tag.
  const companyJson = JSON.stringify(options.company).replace(/</g, '\\u003c');
  let html = indexHtml
    .replace(/<html lang="[^"]*"/, `<html lang="${locale}"`)
    .replace('</head>', `  <script type="application/json" id="site-company">${companyJson}</script>\n  </head>`);
  if (head) {
    html = html.replace(/<title>[^<]*<\/title>/, renderHeadTags(head)).replace('<div id="root"></div>', `<div id="root">${body}</div>`);
  }
  return html;
}

/** sitemap.xml: every public page in both languages with hreflang alternates, plus the most-followed artists. */
export async function renderSitemap(db: Database, publicUrl: string): Promise<string> {
  const artists = await db
    .select({ slug: schema.artist.slug })
    .from(schema.artist)
    .orderBy(desc(schema.artist.updatedAt))
    .limit(5000);
  const paths = [...Object.keys(SITE_PAGE_PATHS), ...artists.map((artist) => `/${artist.slug}`)];
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
