import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { listCharts, listPublicPlans } from '@creatorlens/core';
import type { Database } from '@creatorlens/db';
import type { Locale } from '@creatorlens/i18n';
import type { CompanyDetails } from './prerender.ts';

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
  /** index.html for server-rendered pages: styles and the preference script inline, so nothing blocks first paint. */
  template: string;
  /** The Content-Security-Policy script-src sources that allow exactly its inline scripts. */
  scriptSources: string[];
  /** The web fonts' stylesheet those pages load after first paint (the server serves it). */
  fonts: SiteFontStylesheet | null;
}

export function readCookie(header: string | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) {
      try {
        return decodeURIComponent(value.join('='));
      } catch {
        return null;
      }
    }
  }
  return null;
}

/**
 * A session cookie means a signed-in visitor (or one whose session ended): the full app renders their pages, with
 * their account in the header. better-auth names the cookie "<prefix>.session_token", with "__Secure-" over https.
 */
const hasSessionCookie = (header: string | undefined) => header !== undefined && /(?:^|;\s*)(?:__Secure-)?[\w.-]*session_token=/.test(header);

/** The web fonts' rules, taken out of the inlined stylesheet and served on their own (see inlineTemplate). */
export interface SiteFontStylesheet {
  path: string;
  css: string;
}

const sha256Source = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

/**
 * index.html for server-rendered pages, arranged so that nothing stands between the HTML and its first paint:
 * - the stylesheet's rules inline in a <style> element, and the preference script inline (allowed by its hash);
 * - the web fonts' @font-face rules moved to their own stylesheet, and the app's module scripts left out: a small
 *   inline script adds both right after the first frame. The page is complete without them (server-rendered markup,
 *   text in a metric-matched fallback font); they only make it interactive and swap in Inter. Fetched earlier, they
 *   would compete with the HTML for the network on slow connections, and a slow phone would evaluate JavaScript
 *   before painting anything.
 */
function inlineTemplate(indexHtml: string, webDistDir: string): { template: string; scriptSources: string[]; fonts: SiteFontStylesheet | null } {
  let template = indexHtml;
  const scriptSources: string[] = [];
  let fonts: SiteFontStylesheet | null = null;
  const stylesheet = /<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/.exec(indexHtml);
  if (stylesheet?.[1]) {
    const css = readFileSync(join(webDistDir, stylesheet[1]), 'utf8');
    const fontFaces = css.match(/@font-face\{[^}]*url\([^}]*\}/g) ?? [];
    const fontCss = fontFaces.join('\n');
    const rules = fontFaces.reduce((rest, face) => rest.replace(face, ''), css);
    if (fontCss) fonts = { path: `/assets/site-fonts-${createHash('sha256').update(fontCss).digest('hex').slice(0, 10)}.css`, css: fontCss };
    template = template.replace(stylesheet[0], () => `<style>${rules.replace(/<\/style/gi, '<\\/style')}</style>`);
  }
  const preferencesPath = join(webDistDir, 'preferences-init.js');
  if (existsSync(preferencesPath)) {
    const script = readFileSync(preferencesPath, 'utf8');
    scriptSources.push(sha256Source(script));
    template = template.replace('<script src="/preferences-init.js"></script>', () => `<script>${script}</script>`);
  }
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(template);
  if (entry?.[1]) {
    template = template.replace(entry[0], '').replace(/\s*<link rel="modulepreload"[^>]*>/g, '');
    const loader = `requestAnimationFrame(function(){setTimeout(function(){var h=document.head;${
      fonts ? `var l=document.createElement('link');l.rel='stylesheet';l.href=${JSON.stringify(fonts.path)};h.appendChild(l);` : ''
    }var s=document.createElement('script');s.type='module';s.crossOrigin='';s.src=${JSON.stringify(entry[1])};h.appendChild(s);},0);});`;
    scriptSources.push(sha256Source(loader));
    template = template.replace('</body>', () => `<script>${loader}</script>\n  </body>`);
  }
  return { template, scriptSources, fonts };
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
  const { template, scriptSources, fonts } = inlineTemplate(indexHtml, webDistDir);
  const loaders = {
    listPlans: () => listPublicPlans({ db: options.db }),
    listChart: (input: Parameters<typeof listCharts>[1]) => listCharts({ db: options.db }, input),
  };
  return {
    template,
    scriptSources,
    fonts,
    async render(request) {
      if (hasSessionCookie(request.cookieHeader)) return null;
      return renderer.renderSitePage({
        path: request.path,
        search: request.search,
        locale: request.locale,
        themeCookie: readCookie(request.cookieHeader, 'creatorlens-theme'),
        consentCookie: readCookie(request.cookieHeader, 'creatorlens-consent'),
        company: options.company,
        loaders,
      });
    },
  };
}
