import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { listCharts, listPublicPlans } from '@creatorlens/core';
import type { Database } from '@creatorlens/db';
import type { Locale } from '@creatorlens/i18n';
import type { CompanyDetails } from './prerender.ts';
import { readCookie } from './cookies.ts';

/** Written by the web build beside the client files (apps/web/build/site-server-renderer.ts). */
const RENDERER_PATH = ['.ssr', 'render-site-page.js'] as const;

/** The part of the web build's renderer module this server uses (apps/web/src/site/ssr/render-site-page.tsx). */
interface RendererModule {
  renderSitePage(request: {
    path: string;
    search: string;
    locale: Locale;
    themeCookie: string | null;
    consentCookie: string | null;
    company: Partial<CompanyDetails>;
    loaders: {
      listPlans: () => Promise<readonly unknown[]>;
      listChart: (input: Parameters<typeof listCharts>[1]) => Promise<unknown>;
    };
  }): Promise<{ html: string; stateScript: string } | null>;
}

export interface SiteRenderRequest {
  path: string;
  search: string;
  locale: Locale;
  cookieHeader: string | undefined;
}

export interface SiteRenderer {
  /** The page's markup and hydration state, or null: not one of the site's own pages, or a signed-in visitor. */
  render(request: SiteRenderRequest): Promise<{ html: string; stateScript: string } | null>;
  /** index.html for server-rendered pages (see inlineTemplates), with the web font when the cookie says it is cached. */
  templateFor(cookieHeader: string | undefined): string;
  /** The Content-Security-Policy script-src sources that allow exactly its inline scripts. */
  scriptSources: string[];
}

/**
 * A session cookie means a signed-in visitor (or one whose session ended): the full app renders their pages, with
 * their account in the header. better-auth names the cookie "<prefix>.session_token", with "__Secure-" over https.
 */
const hasSessionCookie = (header: string | undefined) => header !== undefined && /(?:^|;\s*)(?:__Secure-)?[\w.-]*session_token=/.test(header);

const RENDER_CACHE_MS = 60_000;
const RENDER_CACHE_ENTRIES = 500;

const sha256Source = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

/** Set once the visitor's browser has fetched the web font in the background; then pages use it from the start. */
export const FONT_COOKIE = 'creatorlens-fonts';

/**
 * Runs `code` once the page has painted its first content and finished loading, so the entry's requests and
 * evaluation never compete with the HTML's first paint: on a slow phone, JavaScript evaluated before that paint delays
 * the largest text by the whole evaluation, and a request still in flight shares the slow network with the page's
 * image. A page that never paints (a background tab) runs it 3 s after load.
 */
function afterFirstPaint(code: string): string {
  return (
    `(function(){var done=0,painted=0,loaded=document.readyState==='complete';` +
    `function go(){if(done||!painted||!loaded)return;done=1;setTimeout(function(){${code}},0);}` +
    `try{new PerformanceObserver(function(l,o){if(!l.getEntriesByName('first-contentful-paint').length)return;painted=1;o.disconnect();go();}).observe({type:'paint',buffered:true});}catch(e){painted=1;}` +
    `addEventListener('load',function(){loaded=1;setTimeout(function(){painted=1;go();},3000);go();});go();})();`
  );
}

/**
 * index.html for server-rendered pages, arranged so that nothing stands between the HTML and its first paint:
 * - the stylesheet's rules inline in a <style> element, the preference script inline (allowed by its hash), and the
 *   icon as a data URL;
 * - the app's module scripts left out: a small inline script adds the entry once the page has painted and loaded
 *   (afterFirstPaint; the page is complete without it, it only makes the page interactive);
 * - on a first visit, no web font: text uses a fallback scaled to Inter's metrics, and the loader fetches Inter in the
 *   background for the pages that follow (a cookie says so). Swapping fonts on a painted page would move it and
 *   repaint its largest text late. With the cookie, the @font-face rules are inline (font-display: optional) and
 *   Inter comes from the cache.
 */
function inlineTemplates(indexHtml: string, webDistDir: string): { withoutFonts: string; withFonts: string; scriptSources: string[] } {
  let template = indexHtml;
  const scriptSources: string[] = [];
  let fontCss = '';
  let latinFont: string | null = null;
  const stylesheet = /<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/.exec(indexHtml);
  if (stylesheet?.[1]) {
    // The site's own stylesheet (src/site/site.css: the site's classes only), else the app's.
    const siteStyles = readdirSync(join(webDistDir, 'assets')).find((file) => /^site-styles-[\w-]+\.css$/.test(file));
    const css = readFileSync(join(webDistDir, siteStyles ? `assets/${siteStyles}` : stylesheet[1]), 'utf8');
    const fontFaces = css.match(/@font-face\{[^}]*url\([^}]*\}/g) ?? [];
    // optional, not swap: a cached font is used from the first paint, and an evicted one never replaces the fallback
    // on a painted page (the swap would re-wrap headings and move the page).
    fontCss = fontFaces.join('').replace(/font-display:\s*swap/g, 'font-display:optional');
    // The subset with Basic Latin and Latin-1 (German umlauts and ß included) covers the site's copy.
    latinFont = fontFaces.find((face) => /unicode-range:\s*U\+(?:\?\?|0+-0*FF)\s*[,;}]/i.test(face))?.match(/url\((\/assets\/[^)]+\.woff2)\)/)?.[1] ?? null;
    const rules = fontFaces.reduce((rest, face) => rest.replace(face, ''), css);
    template = template.replace(stylesheet[0], () => `<style>${rules.replace(/<\/style/gi, '<\\/style')}</style>`);
  }
  // The icon inline as well: the browser asks for it while the page is still loading, and on a slow connection that
  // request competes with the page's largest image.
  const faviconPath = join(webDistDir, 'favicon.svg');
  if (existsSync(faviconPath)) {
    const icon = `data:image/svg+xml,${encodeURIComponent(readFileSync(faviconPath, 'utf8').trim())}`;
    template = template.replace('href="/favicon.svg"', () => `href="${icon}"`);
  }
  const preferencesPath = join(webDistDir, 'preferences-init.js');
  if (existsSync(preferencesPath)) {
    const script = readFileSync(preferencesPath, 'utf8');
    scriptSources.push(sha256Source(script));
    template = template.replace('<script src="/preferences-init.js"></script>', () => `<script>${script}</script>`);
  }
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(template);
  let withFonts = template;
  if (entry?.[1]) {
    template = template.replace(entry[0], '').replace(/\s*<link rel="modulepreload"[^>]*>/g, '');
    const addEntry = `var s=document.createElement('script');s.type='module';s.crossOrigin='';s.src=${JSON.stringify(entry[1])};document.head.appendChild(s);`;
    const prefetchFont = latinFont
      ? `var l=document.createElement('link');l.rel='prefetch';l.as='font';l.crossOrigin='';l.href=${JSON.stringify(latinFont)};` +
        `l.onload=function(){document.cookie='${FONT_COOKIE}=1; Path=/; Max-Age=2592000; SameSite=Lax';};document.head.appendChild(l);`
      : '';
    // The font is for the pages that follow: fetched a second after the entry has run (`s` is the entry's script), it
    // never competes with this page's paint or start-up.
    const prefetchFontLater = prefetchFont ? `s.onload=function(){setTimeout(function(){${prefetchFont}},1000);};` : '';
    const firstVisitLoader = afterFirstPaint(addEntry + prefetchFontLater);
    const loader = afterFirstPaint(addEntry);
    scriptSources.push(sha256Source(firstVisitLoader), sha256Source(loader));
    withFonts = template.replace('</style>', () => `${fontCss}</style>`).replace('</body>', () => `<script>${loader}</script>\n  </body>`);
    template = template.replace('</body>', () => `<script>${firstVisitLoader}</script>\n  </body>`);
  }
  return { withoutFonts: template, withFonts, scriptSources };
}

/**
 * Loads the site's server renderer from the web build, or null when the build has none (then the public pages get
 * the plain first-byte copy, and the app renders them in the browser as before).
 */
export async function loadSiteRenderer(
  webDistDir: string,
  indexHtml: string,
  options: { db: Database; company: CompanyDetails },
): Promise<SiteRenderer | null> {
  const modulePath = join(webDistDir, ...RENDERER_PATH);
  if (!existsSync(modulePath)) return null;
  const renderer = (await import(pathToFileURL(modulePath).href)) as RendererModule;
  const { withoutFonts, withFonts, scriptSources } = inlineTemplates(indexHtml, webDistDir);
  // Rendering a page takes 20-30 ms; the same page for the same language and preferences is reused for a minute, so
  // plan and chart changes show within that time (charts change once a day, plans rarely).
  const renderCache = new Map<string, { result: Awaited<ReturnType<RendererModule['renderSitePage']>>; expiresAt: number }>();
  const loaders = {
    listPlans: () => listPublicPlans({ db: options.db }),
    listChart: (input: Parameters<typeof listCharts>[1]) => listCharts({ db: options.db }, input),
  };
  return {
    templateFor: (cookieHeader) => (readCookie(cookieHeader, FONT_COOKIE) === '1' ? withFonts : withoutFonts),
    scriptSources,
    async render(request) {
      if (hasSessionCookie(request.cookieHeader)) return null;
      const themeCookie = readCookie(request.cookieHeader, 'creatorlens-theme');
      const consentCookie = readCookie(request.cookieHeader, 'creatorlens-consent');
      const key = [request.path, request.search, request.locale, themeCookie, consentCookie].join('\u0000');
      const cached = renderCache.get(key);
      if (cached && cached.expiresAt > Date.now()) return cached.result;
      const result = await renderer.renderSitePage({
        path: request.path,
        search: request.search,
        locale: request.locale,
        themeCookie,
        consentCookie,
        company: options.company,
        loaders,
      });
      if (renderCache.size >= RENDER_CACHE_ENTRIES) renderCache.delete(renderCache.keys().next().value ?? '');
      renderCache.set(key, { result, expiresAt: Date.now() + RENDER_CACHE_MS });
      return result;
    },
  };
}
