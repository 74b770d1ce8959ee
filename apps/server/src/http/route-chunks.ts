import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { RESERVED_ROUTE_SEGMENTS, VISITOR_SITE_ENTRY_PATHS } from '@creatorlens/contracts';
import type { Locale } from '@creatorlens/i18n';

/** One chunk of the web build's manifest (`build.manifest` in apps/web/vite.config.ts). */
interface ManifestChunk {
  file: string;
  imports?: string[];
}

type Manifest = Record<string, ManifestChunk>;

const MANIFEST_PATH = ['.vite', 'manifest.json'] as const;
const catalogue = (name: string) => `../../packages/i18n/src/catalogues/${name}.ts`;

/** The module files (`/assets/...`) a page's first view loads, so the HTML can name them all at once. */
export interface RouteChunks {
  /**
   * For the app's document: the app entry, the language's catalogue and the route's lazy chunks; for a visitor's page
   * that the site's own entry renders in the browser (VISITOR_SITE_ENTRY_PATHS), that entry and the page.
   */
  appPage(path: string, locale: Locale, isSignedIn: boolean): string[];
  /** For a page the site's own entry hydrates: that entry and the page's chunk. */
  sitePage(path: string): string[];
}

/** The source modules (manifest keys) of the app's lazy routes on the way to a main page's first screen. */
function appRouteModules(path: string, isSignedIn: boolean): string[] {
  const first = path.split('/')[1] ?? '';
  if (!isSignedIn) {
    // Sign-in, sign-up and the other account pages use the site frame of the app's first load: nothing lazy.
    // A one-segment path that no route owns is an artist page (routes/public-artist-rewrite.ts).
    if (first && !path.slice(1).includes('/') && !RESERVED_ROUTE_SEGMENTS.has(first)) return ['src/routes/public-artist-page.tsx'];
    return [];
  }
  if (first === 'discovery') return ['src/routes/discovery-pages.tsx'];
  // /admin redirects to /admin/users.
  if (first === 'admin') return ['src/features/admin/admin-layout.tsx', 'src/features/admin/users-page.tsx'];
  return [];
}

/**
 * The site page's chunk (site/ssr/site-app.tsx, site-routes.ts). Its strings come in the page's state
 * (render-site-page.tsx), so no catalogue part is loaded.
 */
function sitePageModules(path: string): string[] {
  const modules: string[] = [];
  if (path === '/pricing') modules.push('src/features/marketing/pricing-page.tsx');
  else if (path === '/charts' || path === '/coupons')
    modules.push(path === '/charts' ? 'src/site/ssr/site-charts-page.tsx' : 'src/site/ssr/site-coupons-page.tsx');
  else if (path === '/features' || path.startsWith('/features/') || path.startsWith('/solutions/'))
    modules.push('src/features/marketing/content-page.tsx');
  return ['index.html', 'src/site/ssr/site-entry.tsx', ...modules];
}

/**
 * A visitor's sign-in or sign-up page, drawn by the site's entry (apps/web/src/site/site-auth-pages.tsx). Its strings
 * come in the HTML (web-assets.ts), so no catalogue module is named.
 */
const SITE_ENTRY_PAGE_MODULES = ['src/site/ssr/site-entry.tsx', 'src/site/site-auth-pages.tsx'];

/**
 * Reads the web build's manifest, or null when the build has none. A page's HTML then names every module its first
 * view needs (the entry's static imports, the route's lazy chunks, the catalogue), so the browser fetches them side by
 * side instead of discovering them one level of imports (one round trip) at a time.
 */
export function loadRouteChunks(webDistDir: string): RouteChunks | null {
  const manifestPath = join(webDistDir, ...MANIFEST_PATH);
  if (!existsSync(manifestPath)) return null;
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const files = (keys: string[]): string[] => {
    const seen = new Set<string>();
    const visit = (key: string) => {
      if (seen.has(key) || !manifest[key]) return;
      seen.add(key);
      for (const imported of manifest[key].imports ?? []) visit(imported);
    };
    keys.forEach(visit);
    return [...seen].map((key) => `/${manifest[key]!.file}`).filter((file) => file.endsWith('.js'));
  };
  const cache = new Map<string, string[]>();
  const cached = (key: string, compute: () => string[]) => {
    let value = cache.get(key);
    if (!value) cache.set(key, (value = compute()));
    return value;
  };
  // What index.html already names (its entry and that entry's static imports) is left out of the app's list.
  const indexFiles = new Set(files(['index.html']));
  return {
    appPage(path, locale, isSignedIn) {
      if (!isSignedIn && VISITOR_SITE_ENTRY_PATHS.includes(path)) {
        return cached('site-entry', () => files(SITE_ENTRY_PAGE_MODULES).filter((file) => !indexFiles.has(file)));
      }
      const routeModules = appRouteModules(path, isSignedIn);
      return cached(`app\u0000${locale}\u0000${routeModules.join()}`, () => {
        // English is part of the app's first load (lib/i18n.ts imports it as the run-time fallback); only another
        // language is a chunk of its own.
        const catalogues = locale === 'en' ? [] : [catalogue(locale)];
        return files(['src/app-entry.tsx', ...catalogues, ...routeModules]).filter((file) => !indexFiles.has(file));
      });
    },
    sitePage(path) {
      return cached(`site\u0000${path}`, () => files(sitePageModules(path)));
    },
  };
}

/** `<link rel="modulepreload">` for each file (crossorigin: module scripts are fetched in CORS mode). */
export const modulePreloadLinks = (files: string[], options: { fetchPriority?: 'low' } = {}) => {
  const priority = options.fetchPriority ? ` fetchpriority="${options.fetchPriority}"` : '';
  return files.map((file) => `<link rel="modulepreload" crossorigin${priority} href="${file}">`).join('\n    ');
};
