import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SUPPORTED_LOCALES, type Locale } from '@creatorlens/i18n';
import { readCookie } from './cookies.ts';
import { renderBlogFeed } from './blog-feed.ts';
import {
  BLOG_FEED_PATH,
  BLOG_PATH,
  BLOG_THEMES,
  renderBlogIndex,
  renderBlogNotFound,
  renderBlogPost,
  type BlogTheme,
} from './blog-pages.ts';
import { loadBlogPosts } from './blog-posts.ts';
import { interFontPath } from './first-paint.ts';
import { pickLocale } from './seo-pages.ts';

export interface BlogRouteOptions {
  publicUrl: string;
  /** Where the posts live (default: content/blog of the repository or build); tests hand in their own. */
  contentDir?: string | undefined;
  /** The built web app, whose Inter font the pages use (none in tests without a build). */
  webDistDir?: string | undefined;
}

/** One finished answer: its bytes in every encoding and its validator, made once at start. */
interface CachedDocument {
  type: string;
  etag: string;
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

function cacheDocument(text: string, type: string): CachedDocument {
  const identity = Buffer.from(text);
  return {
    type,
    etag: `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`,
    identity,
    br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: gzipSync(identity, { level: 9 }),
  };
}

type BlogRequest = FastifyRequest<{ Querystring: { lang?: unknown } }>;

/** ?lang=, the visitor's language cookie, then Accept-Language: the same choice the site's own pages make. */
function localeOf(request: BlogRequest): Locale {
  const lang = typeof request.query.lang === 'string' ? request.query.lang : null;
  return pickLocale(lang, request.headers['accept-language'], readCookie(request.headers.cookie, 'creatorlens-language'));
}

/** The colour mode the visitor chose on the site (preferences-init.js reads the same cookie), else the device's. */
function themeOf(request: BlogRequest): BlogTheme {
  const theme = readCookie(request.headers.cookie, 'creatorlens-theme');
  return theme === 'light' || theme === 'dark' ? theme : 'system';
}

/** The cache key of the not-found page (no path starts with a space). */
const NOT_FOUND = ' not-found';

function send(request: BlogRequest, reply: FastifyReply, status: number, document: CachedDocument): FastifyReply {
  // The language comes from the query, the cookie or the browser, and the bytes from the encoding: caches key on all.
  reply.header('vary', 'Accept-Language, Cookie, Accept-Encoding').header('cache-control', 'no-cache').header('etag', document.etag);
  if (status === 200 && request.headers['if-none-match'] === document.etag) return reply.status(304).send();
  const accepted = request.headers['accept-encoding'] ?? '';
  reply.status(status).type(document.type);
  if (/\bbr\b/.test(accepted)) return reply.header('content-encoding', 'br').send(document.br);
  if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(document.gzip);
  return reply.send(document.identity);
}

/**
 * /blog, /blog/<slug> and /blog/rss.xml, served outside the web app from the Markdown posts in the repository. Every
 * page is read, rendered and compressed once here, so a bad post stops the start (BlogContentError) and a request
 * only picks finished bytes.
 */
export function registerBlogRoutes(app: FastifyInstance, options: BlogRouteOptions): { paths: string[] } {
  const posts = loadBlogPosts(options.contentDir);
  const fontPath = options.webDistDir ? interFontPath(options.webDistDir) : null;
  const html = 'text/html; charset=utf-8';
  // Keyed by language, colour mode and path; the feed has no colour mode and stands under each.
  const pages = new Map<string, CachedDocument>();
  for (const locale of SUPPORTED_LOCALES) {
    const feed = cacheDocument(
      renderBlogFeed({ locale, publicUrl: options.publicUrl }, posts[locale]),
      'application/rss+xml; charset=utf-8',
    );
    for (const theme of BLOG_THEMES) {
      const context = { locale, publicUrl: options.publicUrl, fontPath, theme };
      const key = (path: string) => `${locale}:${theme}:${path}`;
      pages.set(key(BLOG_PATH), cacheDocument(renderBlogIndex(context, posts[locale]), html));
      pages.set(key(BLOG_FEED_PATH), feed);
      for (const post of posts[locale]) pages.set(key(`${BLOG_PATH}/${post.slug}`), cacheDocument(renderBlogPost(context, post), html));
      pages.set(key(NOT_FOUND), cacheDocument(renderBlogNotFound(context, BLOG_PATH), html));
    }
  }

  const serve = (path: string) => (request: BlogRequest, reply: FastifyReply) => {
    const prefix = `${localeOf(request)}:${themeOf(request)}:`;
    const page = pages.get(prefix + path);
    return page ? send(request, reply, 200, page) : send(request, reply, 404, pages.get(prefix + NOT_FOUND)!);
  };
  app.get<{ Querystring: { lang?: unknown } }>(BLOG_PATH, serve(BLOG_PATH));
  app.get<{ Querystring: { lang?: unknown } }>(`${BLOG_PATH}/`, serve(BLOG_PATH));
  app.get<{ Querystring: { lang?: unknown } }>(BLOG_FEED_PATH, serve(BLOG_FEED_PATH));
  app.get<{ Params: { slug: string }; Querystring: { lang?: unknown } }>(`${BLOG_PATH}/:slug`, (request, reply) =>
    serve(`${BLOG_PATH}/${request.params.slug}`)(request, reply),
  );
  // Deeper paths name no post either (slugs hold no '/' or '*'): the blog's 404, not the web app's page.
  app.get<{ Querystring: { lang?: unknown } }>(`${BLOG_PATH}/*`, serve(`${BLOG_PATH}/*`));
  // Every post exists in every language under one slug (blog-posts.ts), so one language's slugs name all pages.
  return { paths: [BLOG_PATH, ...posts.en.map((post) => `${BLOG_PATH}/${post.slug}`)] };
}
