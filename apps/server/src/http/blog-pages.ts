import { formatCalendarDate, type Locale } from '@creatorlens/i18n';
import type { BlogPost } from './blog-posts.ts';
import { escapeHtml, renderHeadTags } from './seo-pages.ts';
import { translator } from './share-page-html.ts';

/*
 * The blog's pages as plain HTML: no app bundle and no script, so they paint at once and work in any reader. The
 * stylesheet is small and inline and uses the site's colours (packages/ui theme.css, light and dark by the system's
 * preference) and, with a web build, its Inter.
 */

export const BLOG_PATH = '/blog';
export const BLOG_FEED_PATH = '/blog/rss.xml';

const DARK = 'color-scheme:dark;--fg:#f0f2f5;--muted:#9b9ea8;--line:#27292f;--bg:#0b0c11;--soft:#1c1e24;--primary:#7783fe';
const STYLE = `
:root{color-scheme:light;--fg:#141822;--muted:#606672;--line:#e3e5e9;--bg:#f9fafb;--soft:#f3f4f7;--primary:#4d4ae0}
@media (prefers-color-scheme:dark){:root:not(.light){${DARK}}}:root.dark{${DARK}}
*{box-sizing:border-box}body{margin:0;font:16px/1.65 "Inter Variable",system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;font-feature-settings:"cv11","ss01";-webkit-font-smoothing:antialiased;color:var(--fg);background:var(--bg)}
a{color:var(--primary)}a:focus-visible{outline:2px solid var(--primary);outline-offset:2px;border-radius:2px}
.skip{position:absolute;left:-9999px}.skip:focus{left:16px;top:8px;background:var(--bg);padding:6px 10px;z-index:1}
.bar{border-bottom:1px solid var(--line)}.bar-inner,main,.foot-inner{max-width:760px;margin:0 auto;padding:0 20px}
.bar-inner{display:flex;flex-wrap:wrap;gap:8px 20px;align-items:center;justify-content:space-between;min-height:60px}
.brand{font-weight:700;font-size:18px;color:var(--fg);text-decoration:none}.brand span{color:var(--primary)}
.bar nav{display:flex;gap:16px;align-items:center;font-size:14px}.bar nav a{color:var(--muted);text-decoration:none}
.bar nav a[aria-current]{color:var(--fg);font-weight:600}
main{padding-top:40px;padding-bottom:56px}h1{font-size:34px;line-height:1.2;margin:0 0 12px;letter-spacing:-.01em}
.lead{color:var(--muted);font-size:18px;margin:0 0 32px}.meta{color:var(--muted);font-size:14px;margin:0 0 28px}
.posts{list-style:none;margin:0;padding:0}.posts li{border-top:1px solid var(--line);padding:24px 0}
.posts h2{font-size:22px;line-height:1.3;margin:4px 0 8px}.posts h2 a{color:var(--fg);text-decoration:none}.posts h2 a:hover{color:var(--primary)}
.posts p{margin:0}.posts .meta{margin:0}
article h2{font-size:24px;line-height:1.3;margin:36px 0 10px}article h3{font-size:19px;margin:28px 0 8px}
article li{margin:6px 0}article code{background:var(--soft);padding:1px 5px;border-radius:4px;font-size:.92em}
article blockquote{margin:20px 0;padding:4px 16px;border-left:3px solid var(--primary);color:var(--muted)}
article img{max-width:100%;height:auto}article pre{overflow-x:auto;background:var(--soft);padding:12px;border-radius:6px}
.back{margin-top:40px;font-size:15px}
footer{border-top:1px solid var(--line);color:var(--muted);font-size:14px}.foot-inner{display:flex;flex-wrap:wrap;gap:8px 20px;padding-top:20px;padding-bottom:28px}
footer a{color:var(--muted)}.lang{display:flex;gap:12px}.lang a[aria-current]{color:var(--fg);font-weight:600;text-decoration:none}
@media (max-width:480px){h1{font-size:28px}main{padding-top:28px}}`;

export interface BlogPageContext {
  locale: Locale;
  publicUrl: string;
  /** The web build's Inter (first-paint.ts), so the blog reads in the site's typeface; null without a build. */
  fontPath?: string | null | undefined;
  /** The visitor's colour mode on the site (its creatorlens-theme cookie); 'system' follows the device. */
  theme?: BlogTheme | undefined;
}

export const BLOG_THEMES = ['system', 'light', 'dark'] as const;
export type BlogTheme = (typeof BLOG_THEMES)[number];

type Translate = ReturnType<typeof translator>;

const postPath = (slug: string) => `${BLOG_PATH}/${encodeURIComponent(slug)}`;
/** Same-language links: ?lang= as the site's hreflang links use, so a reader who picked a language keeps it. */
const inLanguage = (path: string, locale: Locale) => `${path}?lang=${locale}`;

function languageLinks(t: Translate, locale: Locale, path: string): string {
  const link = (target: Locale, label: string) =>
    `<a href="${escapeHtml(inLanguage(path, target))}" hreflang="${target}" lang="${target}"${target === locale ? ' aria-current="true"' : ''}>${label}</a>`;
  return `<nav class="lang" aria-label="${escapeHtml(t('Blog.language'))}">${link('de', 'Deutsch')}${link('en', 'English')}</nav>`;
}

function documentHtml(
  context: BlogPageContext,
  page: { path: string; title: string; description: string; isIndexable: boolean; main: string },
): string {
  const { locale, publicUrl } = context;
  const t = translator(locale);
  const head = page.isIndexable
    ? renderHeadTags({ locale, publicUrl, path: page.path, title: page.title, description: page.description })
    : `<title>${escapeHtml(page.title)}</title>\n    <meta name="robots" content="noindex" />`;
  const feedUrl = `${publicUrl}${inLanguage(BLOG_FEED_PATH, locale)}`;
  const home = inLanguage('/', locale);
  const font = context.fontPath
    ? `<link rel="preload" href="${escapeHtml(context.fontPath)}" as="font" type="font/woff2" crossorigin />\n    ` +
      `<style>@font-face{font-family:"Inter Variable";font-style:normal;font-display:swap;font-weight:100 900;src:url(${escapeHtml(
        context.fontPath,
      )}) format("woff2-variations")}</style>`
    : '';
  return `<!doctype html>
<html lang="${locale}"${context.theme === 'light' || context.theme === 'dark' ? ` class="${context.theme}"` : ''}>
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    ${head}
    <link rel="alternate" type="application/rss+xml" title="${escapeHtml(t('Blog.feed-title'))}" href="${escapeHtml(feedUrl)}" />
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    ${font}
    <style>${STYLE}</style>
  </head>
  <body>
    <a class="skip" href="#main">${escapeHtml(t('Common.skip-to-content'))}</a>
    <header class="bar"><div class="bar-inner">
      <a class="brand" href="${escapeHtml(home)}" aria-label="${escapeHtml(t('Blog.home-label'))}">Creator<span>lens</span></a>
      <nav aria-label="${escapeHtml(t('Site.nav-main'))}"><a href="${escapeHtml(inLanguage(BLOG_PATH, locale))}"${
        page.path === BLOG_PATH ? ' aria-current="page"' : ''
      }>${escapeHtml(t('Blog.title'))}</a><a href="${escapeHtml(home)}">${escapeHtml(t('Blog.back-to-site'))}</a></nav>
    </div></header>
    <main id="main">${page.main}</main>
    <footer><div class="foot-inner">
      <a href="${escapeHtml(home)}">${escapeHtml(t('Blog.back-to-site'))}</a>
      <a href="${escapeHtml(feedUrl)}" type="application/rss+xml">${escapeHtml(t('Blog.feed-link'))}</a>
      <a href="${escapeHtml(inLanguage('/imprint', locale))}">${escapeHtml(t('Site.imprint'))}</a>
      <a href="${escapeHtml(inLanguage('/privacy', locale))}">${escapeHtml(t('Site.privacy'))}</a>
      ${languageLinks(t, locale, page.path)}
    </div></footer>
  </body>
</html>
`;
}

function byline(t: Translate, locale: Locale, post: BlogPost): string {
  return `<time datetime="${post.date}">${escapeHtml(formatCalendarDate(locale, post.date, 'long'))}</time> · ${escapeHtml(
    t('Blog.by-author', { author: post.author }),
  )}`;
}

/** /blog: every post of the language, newest first, with date, author and summary. */
export function renderBlogIndex(context: BlogPageContext, posts: readonly BlogPost[]): string {
  const t = translator(context.locale);
  const items = posts
    .map(
      (post) =>
        `<li data-testid="blog-post-item"><p class="meta">${byline(t, context.locale, post)}</p><h2><a href="${escapeHtml(
          inLanguage(postPath(post.slug), context.locale),
        )}">${escapeHtml(post.title)}</a></h2><p>${escapeHtml(post.summary)}</p></li>`,
    )
    .join('\n');
  const list = posts.length === 0 ? `<p>${escapeHtml(t('Blog.empty'))}</p>` : `<ul class="posts">\n${items}\n</ul>`;
  return documentHtml(context, {
    path: BLOG_PATH,
    title: t('Blog.meta-title'),
    description: t('Blog.lead'),
    isIndexable: true,
    main: `<h1>${escapeHtml(t('Blog.title'))}</h1><p class="lead">${escapeHtml(t('Blog.lead'))}</p>${list}`,
  });
}

/** /blog/<slug>: the post with its date in the language's format, its author and its body. */
export function renderBlogPost(context: BlogPageContext, post: BlogPost): string {
  const t = translator(context.locale);
  return documentHtml(context, {
    path: postPath(post.slug),
    title: `${post.title} – Creatorlens`,
    description: post.summary,
    isIndexable: true,
    main:
      `<article><h1>${escapeHtml(post.title)}</h1><p class="meta">${byline(t, context.locale, post)}</p>\n${post.bodyHtml}</article>` +
      `<p class="back"><a href="${escapeHtml(inLanguage(BLOG_PATH, context.locale))}">← ${escapeHtml(t('Blog.all-posts'))}</a></p>`,
  });
}

/** An unknown slug: the site's 404, in the blog's frame, with the way back to the list. */
export function renderBlogNotFound(context: BlogPageContext, path: string): string {
  const t = translator(context.locale);
  return documentHtml(context, {
    path,
    title: `${t('Blog.not-found-title')} – Creatorlens`,
    description: t('Blog.not-found-body'),
    isIndexable: false,
    main:
      `<p class="meta">404</p><h1>${escapeHtml(t('Blog.not-found-title'))}</h1><p class="lead">${escapeHtml(t('Blog.not-found-body'))}</p>` +
      `<p class="back"><a href="${escapeHtml(inLanguage(BLOG_PATH, context.locale))}">← ${escapeHtml(t('Blog.all-posts'))}</a></p>`,
  });
}
