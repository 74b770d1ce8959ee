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
  /** Modules this file names that the manifest lacks (renamed or no longer lazy): their pages lose their preloads. */
  missingModules: string[];
}

/**
 * Every web source module this file names, declared once. Each is a manifest key (an entry or the target of a lazy
 * import() in the router, routes/*.tsx and site/ssr/site-app.tsx); route-chunks-sources.test.ts fails when one is
 * renamed, moved or no longer lazy, and loadRouteChunks reports any the manifest lacks, so a preload is never
 * dropped silently.
 */
export const WEB_MODULES = {
  appEntry: 'src/app-entry.tsx',
  publicArtistPage: 'src/routes/public-artist-page.tsx',
  discoveryPages: 'src/routes/discovery-pages.tsx',
  adminLayout: 'src/features/admin/admin-layout.tsx',
  adminUsersPage: 'src/features/admin/users-page.tsx',
  siteEntry: 'src/site/ssr/site-entry.tsx',
  siteAuthPages: 'src/site/site-auth-pages.tsx',
  pricingPage: 'src/features/marketing/pricing-page.tsx',
  siteChartsPage: 'src/site/ssr/site-charts-page.tsx',
  siteCouponsPage: 'src/site/ssr/site-coupons-page.tsx',
  contentPage: 'src/features/marketing/content-page.tsx',
} as const;

/** The app's lazy routes on a signed-in main page's first screen, by the path's first segment. */
const SIGNED_IN_ROUTE_MODULES: Readonly<Record<string, readonly string[]>> = {
  discovery: [WEB_MODULES.discoveryPages],
  // /admin redirects to /admin/users.
  admin: [WEB_MODULES.adminLayout, WEB_MODULES.adminUsersPage],
};

/** The source modules (manifest keys) of the app's lazy routes on the way to a main page's first screen. */
function appRouteModules(path: string, isSignedIn: boolean): readonly string[] {
  const first = path.split('/')[1] ?? '';
  if (!isSignedIn) {
    // Sign-in, sign-up and the other account pages use the site frame of the app's first load: nothing lazy.
    // A one-segment path that no route owns is an artist page (routes/public-artist-rewrite.ts).
    if (first && !path.slice(1).includes('/') && !RESERVED_ROUTE_SEGMENTS.has(first)) return [WEB_MODULES.publicArtistPage];
    return [];
  }
  return SIGNED_IN_ROUTE_MODULES[first] ?? [];
}

/**
 * The site page's chunk (site/ssr/site-app.tsx, site-routes.ts). Its strings come in the page's state
 * (render-site-page.tsx), so no catalogue part is loaded.
 */
function sitePageModules(path: string): string[] {
  const modules: string[] = [];
  if (path === '/pricing') modules.push(WEB_MODULES.pricingPage);
  else if (path === '/charts' || path === '/coupons')
    modules.push(path === '/charts' ? WEB_MODULES.siteChartsPage : WEB_MODULES.siteCouponsPage);
  else if (path === '/features' || path.startsWith('/features/') || path.startsWith('/solutions/')) modules.push(WEB_MODULES.contentPage);
  return ['index.html', WEB_MODULES.siteEntry, ...modules];
}

/**
 * A visitor's sign-in or sign-up page, drawn by the site's entry (apps/web/src/site/site-auth-pages.tsx). Its strings
 * come in the HTML (web-assets.ts), so no catalogue module is named.
 */
const SITE_ENTRY_PAGE_MODULES = [WEB_MODULES.siteEntry, WEB_MODULES.siteAuthPages];

/**
 * Reads the web build's manifest, or null when the build has none. A page's HTML then names every module its first
 * view needs (the entry's static imports, the route's lazy chunks, the catalogue), so the browser fetches them side by
 * side instead of discovering them one level of imports (one round trip) at a time.
 */
export function loadRouteChunks(webDistDir: string): RouteChunks | null {
  const manifestPath = join(webDistDir, ...MANIFEST_PATH);
  if (!existsSync(manifestPath)) return null;
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const files = (keys: readonly string[]): string[] => {
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
        return files([WEB_MODULES.appEntry, ...catalogues, ...routeModules]).filter((file) => !indexFiles.has(file));
      });
    },
    sitePage(path) {
      return cached(`site\u0000${path}`, () => files(sitePageModules(path)));
    },
    missingModules: Object.values(WEB_MODULES).filter((key) => !manifest[key]),
  };
}

/** `<link rel="modulepreload">` for each file (crossorigin: module scripts are fetched in CORS mode). */
export const modulePreloadLinks = (files: string[], options: { fetchPriority?: 'low' } = {}) => {
  const priority = options.fetchPriority ? ` fetchpriority="${options.fetchPriority}"` : '';
  return files.map((file) => `<link rel="modulepreload" crossorigin${priority} href="${file}">`).join('\n    ');
};
