import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { SESSION_STATE_ELEMENT_ID, VISITOR_SITE_ENTRY_PATHS } from '@creatorlens/contracts/page-state';
import type { Database } from '@creatorlens/db';
import type { CompanyDetails } from '@creatorlens/contracts/page-state';
import { prerenderHtml, renderRobots, renderSitemap } from './prerender.ts';
import { compressHtml } from './compress-html.ts';
import { pickLocale } from './seo-pages.ts';
import { inlineHeadAssets, inlineStylesheet } from './inline-head.ts';
import { contentSecurityPolicy } from './security-headers.ts';
import { readCookie } from './cookies.ts';
import { fontPreloadLink } from './first-paint.ts';
import { modulePreloadLinks, loadRouteChunks } from './route-chunks.ts';
import type { SessionUserReader } from './trpc-routes.ts';
import { PAGE_CHUNKS_ELEMENT_ID, hasSessionCookie, loadSiteRenderer } from './site-render.ts';

const API_PREFIXES = ['/api/', '/v1/', '/ws/', '/healthz'];
/** The id of the JSON session in the app's HTML (read by apps/web/src/main.tsx). */
/**
 * Paths that name a file: one that is missing gets a 404, never the app's HTML. A browser holding a page from before
 * a deploy asks for its old hashed chunks; HTML in their place fails as a script with a MIME error instead of a
 * clean 404 (and caches would keep the HTML under the asset's name).
 */
const FILE_PATH = /^\/assets\/|\.(?:js|mjs|css|map|woff2?|png|jpe?g|webp|avif|gif|svg|ico|json|txt|xml|webmanifest)$/i;

export interface WebAssetOptions {
  db: Database;
  /** The session procedure's answer for a request (trpc-routes.ts), carried by the app's HTML; absent in some tests. */
  readSessionUser?: SessionUserReader | undefined;
  publicUrl: string;
  company: CompanyDetails;
  /** Public pages served outside the app that the sitemap lists too (the blog's, blog-routes.ts). */
  sitemapPaths?: readonly string[] | undefined;
}

/**
 * Serves the built web app, with index.html for every client-side route (SPA fallback). Public pages get their
 * head tags and copy filled in on the server, so search engines and first paint see real HTML.
 */
export async function registerWebAssets(app: FastifyInstance, webDistDir: string, options: WebAssetOptions): Promise<void> {
  const indexFile = join(webDistDir, 'index.html');
  const hasBuild = existsSync(indexFile);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each asset (apps/web/build/precompress.ts); send those when accepted.
      preCompressed: true,
      setHeaders(res, path) {
        // Hashed assets never change; index.html must always be revalidated.
        res.setHeader('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.get('/robots.txt', async (_request, reply) => reply.type('text/plain; charset=utf-8').send(renderRobots(options.publicUrl)));
  app.get('/sitemap.xml', async (_request, reply) =>
    reply
      .header('cache-control', 'public, max-age=3600')
      .type('application/xml; charset=utf-8')
      .send(await renderSitemap(options.db, options.publicUrl, options.sitemapPaths)),
  );
  // Inter is preloaded by every page's HTML, so the first page view already uses it (first-paint.ts).
  const fontPreload = fontPreloadLink(webDistDir);
  const preloadFont = (html: string) => html.replace('</title>', () => `</title>\n    ${fontPreload}`);
  const indexHtml = hasBuild ? preloadFont(readFileSync(indexFile, 'utf8')) : null;
  const siteRenderer = indexHtml ? await loadSiteRenderer(webDistDir, indexHtml, options) : null;
  const siteRenderedPolicy = siteRenderer ? contentSecurityPolicy(siteRenderer.scriptSources) : null;
  // The app's document: its stylesheet, preference script and icon inline, the script allowed by its hash
  // (inline-head.ts): three requests fewer before the app's modules.
  const appHead = indexHtml ? inlineHeadAssets(inlineStylesheet(indexHtml, webDistDir), webDistDir) : null;
  const appPolicy = appHead ? contentSecurityPolicy(appHead.scriptSources) : null;
  const loaded = hasBuild ? loadRouteChunks(webDistDir) : null;
  // A build without its preloads file (a development build, an older build) is served without preloads: say so once.
  if (typeof loaded === 'string')
    app.log.warn(
      { problem: loaded },
      'the web build has no readable route preloads (.vite/route-preloads.json): pages name no modulepreload',
    );
  const routeChunks = typeof loaded === 'string' ? null : loaded;
  app.setNotFoundHandler(async (request, reply) => {
    const isApi = API_PREFIXES.some((prefix) => request.url.startsWith(prefix));
    const isFile = FILE_PATH.test(request.url.split('?')[0] ?? '');
    // HEAD is answered like GET (Node sends the headers only): link checkers and crawlers ask with it.
    const isPageRequest = request.method === 'GET' || request.method === 'HEAD';
    if (!isPageRequest || isApi || isFile || !indexHtml) {
      return reply.status(404).send({ error: 'NOT_FOUND', message: `No route for ${request.method} ${request.url.split('?')[0]}` });
    }
    const url = new URL(request.url, 'http://localhost');
    const cookieHeader = request.headers.cookie;
    const locale = pickLocale(
      url.searchParams.get('lang'),
      request.headers['accept-language'],
      readCookie(cookieHeader, 'creatorlens-language'),
    );
    const path = url.pathname.replace(/(.)\/$/, '$1');
    const isSignedIn = hasSessionCookie(cookieHeader);
    const prerendered = await prerenderHtml(appHead?.html ?? indexHtml, {
      ...options,
      path,
      locale,
      siteRender: siteRenderer ? () => siteRenderer.render({ path, search: url.search, locale, cookieHeader }) : undefined,
      siteTemplate: siteRenderer?.template,
      isSignedIn,
    });
    const { status, isSiteRendered } = prerendered;
    let { html } = prerendered;
    // Every module of the first view named in the HTML (route-chunks.ts). A server-rendered site page preloads them
    // with its entry after the first paint; the app's document at once, as it paints nothing before its JavaScript.
    // A visitor's "/" that the server did not render is drawn by the site's entry, not the app: nothing to name there.
    if (routeChunks && isSiteRendered) {
      const files = routeChunks.sitePage(path);
      // Pages without a hero image (all but the landing) also start downloading them with the HTML, at low priority:
      // nothing of their first paint is an image they would share the network with, and on a slow network the
      // entry then runs as soon as the page has painted instead of one round trip per six modules later.
      const earlyPreloads = path === '/' ? '' : `${modulePreloadLinks(files, { fetchPriority: 'low' })}\n  `;
      html = html.replace(
        '</head>',
        () =>
          `  ${earlyPreloads}<script type="application/json" id="${PAGE_CHUNKS_ELEMENT_ID}">${JSON.stringify(files)}</script>\n  </head>`,
      );
    } else if (routeChunks && (isSignedIn || path !== '/')) {
      // The font is asked for after the modules: this document paints nothing before they have run, and ahead of them
      // on HTTP/1.1 (six connections) it pushed one of them into a second round trip.
      // (A build without the font has no link to move: an empty one would match the first indented line.)
      const font = fontPreload ? `\n    ${fontPreload}` : '';
      const modules = modulePreloadLinks(routeChunks.appPage(path, locale, isSignedIn));
      html = (font ? html.replace(font, '') : html).replace('</head>', () => `  ${modules}${font}\n  </head>`);
    }
    // A visitor's sign-in or sign-up page is drawn by the site's entry in the browser: its strings come with the HTML.
    if (!isSignedIn && siteRenderer && VISITOR_SITE_ENTRY_PATHS.includes(path)) {
      const catalogueScript = await siteRenderer.catalogueScript(locale);
      html = html.replace('</head>', () => `  ${catalogueScript}\n  </head>`);
    }
    // The app's document carries the session (null for a visitor), so main.tsx and the router need not ask for it.
    const session = isSiteRendered ? undefined : !isSignedIn ? null : await options.readSessionUser?.(request);
    if (session !== undefined) {
      const json = JSON.stringify(session).replace(/</g, '\\u003c');
      html = html.replace(
        '</head>',
        () => `  <script type="application/json" id="${SESSION_STATE_ELEMENT_ID}">${json}</script>\n  </head>`,
      );
    }
    if (isSiteRendered && siteRenderedPolicy) reply.header('content-security-policy', siteRenderedPolicy);
    else if (!isSiteRendered && appPolicy) reply.header('content-security-policy', appPolicy);
    const { body, encoding } = await compressHtml(html, request.headers['accept-encoding']);
    if (encoding) reply.header('content-encoding', encoding);
    // The HTML depends on the language negotiation, the preference cookies and the encoding, so caches key on them.
    return (
      reply
        .status(status)
        // A page carrying someone's session is theirs alone: no shared cache may keep it.
        .header('cache-control', session ? 'private, no-cache' : 'no-cache')
        .header('vary', 'Accept-Language, Cookie, Accept-Encoding')
        .type('text/html; charset=utf-8')
        .send(body)
    );
  });
}
