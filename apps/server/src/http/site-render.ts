import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { listCharts } from '@creatorlens/core/charts';
import { listCoupons } from '@creatorlens/core/coupons';
import { listPublicPlans } from '@creatorlens/core/site';
import type { Database } from '@creatorlens/db';
import type { Locale } from '@creatorlens/i18n';
import type { CompanyDetails, SiteRenderFields } from '@creatorlens/contracts/page-state';
import { readCookie } from './cookies.ts';
import { inlineHeadAssets, inlineStylesheet, sha256ScriptSource } from './inline-head.ts';
import { EARLY_CONSENT_SCRIPT, EARLY_COPY_SCRIPT } from './first-paint.ts';

/** Written by the web build beside the client files (apps/web/build/site-server-renderer.ts). */
const RENDERER_PATH = ['.ssr', 'render-site-page.js'] as const;

/** The part of the web build's renderer module this server uses (apps/web/src/site/ssr/render-site-page.tsx). */
interface RendererModule {
  renderSitePage(
    request: SiteRenderFields & {
      locale: Locale;
      loaders: {
        listPlans: () => Promise<readonly unknown[]>;
        listChart: (input: Parameters<typeof listCharts>[1]) => Promise<unknown>;
        listCoupons: (input: Parameters<typeof listCoupons>[1]) => Promise<unknown>;
      };
    },
  ): Promise<{ html: string; stateScript: string } | null>;
  siteCatalogueScript(locale: Locale): Promise<string>;
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
  /** The site catalogue's script for a page the site's entry renders in the browser (VISITOR_SITE_ENTRY_PATHS). */
  catalogueScript(locale: Locale): Promise<string>;
  /** index.html for server-rendered pages (see inlineTemplates). */
  template: string;
  /** The Content-Security-Policy script-src sources that allow exactly its inline scripts. */
  scriptSources: string[];
}

/**
 * A session cookie means a signed-in visitor (or one whose session ended): the full app renders their pages, with
 * their account in the header. better-auth names the cookie "<prefix>.session_token", with "__Secure-" over https.
 */
export const hasSessionCookie = (header: string | undefined) =>
  header !== undefined && /(?:^|;\s*)(?:__Secure-)?[\w.-]*session_token=/.test(header);

/** The id of the JSON list of a server-rendered page's module files, which its loader preloads with the entry. */
export const PAGE_CHUNKS_ELEMENT_ID = 'page-chunks';

const RENDER_CACHE_MS = 60_000;
const RENDER_CACHE_ENTRIES = 500;

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
 * - the consent banner's and the copy buttons' early click handlers inline (EARLY_CONSENT_SCRIPT, EARLY_COPY_SCRIPT),
 *   so the banner and "Copy code" (/coupons) work before hydration;
 * - the app's module scripts left out: a small inline script adds the entry once the page has painted and loaded
 *   (afterFirstPaint; the page is complete without it, it only makes the page interactive);
 * - Inter preloaded from the first view (fontPreloadLink, added by web-assets.ts to every page): every page, the first
 *   included, uses the same typeface. The fallback is scaled to Inter's metrics, so on a slow network where the font
 *   arrives after the first paint (font-display: swap) the text keeps its place.
 */
function inlineTemplates(indexHtml: string, webDistDir: string): { template: string; scriptSources: string[] } {
  const scriptSources: string[] = [];
  // The site's own stylesheet (src/site/site.css: the site's classes only), else the app's.
  let template = inlineStylesheet(indexHtml, webDistDir, /^site-styles-[\w-]+\.css$/);
  // The icon and the preference script inline as well: the browser asks for the icon while the page is still loading,
  // and on a slow connection that request competes with the page's largest image.
  const head = inlineHeadAssets(template, webDistDir);
  template = head.html;
  scriptSources.push(...head.scriptSources);
  // In the head, so a click on the banner or a copy button counts from its first paint (see first-paint.ts).
  for (const script of [EARLY_CONSENT_SCRIPT, EARLY_COPY_SCRIPT]) {
    scriptSources.push(sha256ScriptSource(script));
    template = template.replace('</head>', () => `  <script>${script}</script>\n  </head>`);
  }
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(template);
  if (entry?.[1]) {
    template = template.replace(entry[0], '').replace(/\s*<link rel="modulepreload"[^>]*>/g, '');
    // The page's other modules (PAGE_CHUNKS_ELEMENT_ID, written per page by web-assets.ts) are preloaded with the
    // entry, so they download side by side instead of one level of imports (one round trip) after another.
    const loader = afterFirstPaint(
      `var c=document.getElementById(${JSON.stringify(PAGE_CHUNKS_ELEMENT_ID)}),h=document.head;` +
        `(c?JSON.parse(c.textContent):[]).forEach(function(f){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=f;h.appendChild(l);});` +
        `var s=document.createElement('script');s.type='module';s.crossOrigin='';s.src=${JSON.stringify(entry[1])};h.appendChild(s);`,
    );
    scriptSources.push(sha256ScriptSource(loader));
    template = template.replace('</body>', () => `<script>${loader}</script>\n  </body>`);
  }
  return { template, scriptSources };
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
  const { template, scriptSources } = inlineTemplates(indexHtml, webDistDir);
  // Rendering a page takes 20-30 ms; the same page for the same language and preferences is reused for a minute, so
  // plan, chart and coupon changes show within that time (charts change once a day, plans rarely).
  const renderCache = new Map<string, { result: Awaited<ReturnType<RendererModule['renderSitePage']>>; expiresAt: number }>();
  const loaders = {
    listPlans: () => listPublicPlans({ db: options.db }),
    listChart: (input: Parameters<typeof listCharts>[1]) => listCharts({ db: options.db }, input),
    // As coupon.listCoupons answers visitors (packages/api/src/routers/coupon/list-coupons.ts): expired codes included.
    listCoupons: (input: Parameters<typeof listCoupons>[1]) => listCoupons({ db: options.db }, { includeExpired: true, ...input }),
  };
  // The catalogue changes only with a new build: one script per language for the server's lifetime.
  const catalogueScripts = new Map<Locale, Promise<string>>();
  return {
    template,
    scriptSources,
    catalogueScript(locale) {
      let script = catalogueScripts.get(locale);
      if (!script) catalogueScripts.set(locale, (script = renderer.siteCatalogueScript(locale)));
      return script;
    },
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
