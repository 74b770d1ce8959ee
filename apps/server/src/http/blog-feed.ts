import type { Locale } from '@creatorlens/i18n';
import { BLOG_FEED_PATH, BLOG_PATH } from './blog-pages.ts';
import type { BlogPost } from './blog-posts.ts';
import { escapeHtml } from './seo-pages.ts';
import { translator } from './share-page-html.ts';

/** RFC 822 dates, as RSS 2.0 asks: posts are dated by day, published at midnight UTC. */
const rfc822 = (day: string) => new Date(`${day}T00:00:00Z`).toUTCString();

/**
 * /blog/rss.xml: RSS 2.0 for one language, every link absolute (PUBLIC_URL), the body as escaped HTML in
 * content:encoded so readers show the whole post.
 */
export function renderBlogFeed(context: { locale: Locale; publicUrl: string }, posts: readonly BlogPost[]): string {
  const { locale, publicUrl } = context;
  const t = translator(locale);
  const url = (path: string) => escapeHtml(`${publicUrl}${path}?lang=${locale}`);
  const items = posts.map((post) => {
    const link = url(`${BLOG_PATH}/${encodeURIComponent(post.slug)}`);
    return [
      '    <item>',
      `      <title>${escapeHtml(post.title)}</title>`,
      `      <link>${link}</link>`,
      `      <guid isPermaLink="true">${link}</guid>`,
      `      <pubDate>${rfc822(post.date)}</pubDate>`,
      `      <dc:creator>${escapeHtml(post.author)}</dc:creator>`,
      `      <description>${escapeHtml(post.summary)}</description>`,
      `      <content:encoded>${escapeHtml(post.bodyHtml)}</content:encoded>`,
      '    </item>',
    ].join('\n');
  });
  const newest = posts[0]?.date;
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:content="http://purl.org/rss/1.0/modules/content/">
  <channel>
    <title>${escapeHtml(t('Blog.feed-title'))}</title>
    <link>${url(BLOG_PATH)}</link>
    <description>${escapeHtml(t('Blog.lead'))}</description>
    <language>${locale}</language>
    <atom:link href="${url(BLOG_FEED_PATH)}" rel="self" type="application/rss+xml" />
${newest ? `    <lastBuildDate>${rfc822(newest)}</lastBuildDate>\n` : ''}${items.join('\n')}
  </channel>
</rss>
`;
}
