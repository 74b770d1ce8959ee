import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { VISITOR_SITE_ENTRY_PATHS } from '@creatorlens/contracts';
import { ROUTE_PRELOADS_FILE, matchLazyRoutes, routePreloadsSchema, type RoutePreloads } from '@creatorlens/contracts/route-preloads';
import type { Locale } from '@creatorlens/i18n';

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

/** Why a build's preloads cannot be read, for the start's warning; the pages are served without preloads then. */
export type RouteChunksProblem = 'missing' | 'invalid';

/** Each file once, in the order first named. */
const unique = (...lists: readonly (readonly string[])[]) => [...new Set(lists.flat())];

/**
 * Reads what the web build wrote about its chunks (`.vite/route-preloads.json`, apps/web/build/route-preloads.ts:
 * the entries', the catalogues' and each lazy route's files). A page's HTML then names every module its first view
 * needs, so the browser fetches them side by side instead of discovering them one level of imports (one round trip)
 * at a time. Which route a path shows comes from the web app's own declarations (`lazyRoute` in
 * apps/web/src/lib/lazy-route.ts); this server names no web source file.
 */
export function loadRouteChunks(webDistDir: string): RouteChunks | RouteChunksProblem {
  const path = join(webDistDir, ...ROUTE_PRELOADS_FILE);
  if (!existsSync(path)) return 'missing';
  let preloads: RoutePreloads;
  try {
    preloads = routePreloadsSchema.parse(JSON.parse(readFileSync(path, 'utf8')));
  } catch {
    return 'invalid';
  }
  const routeFiles = (entry: 'app' | 'site', path: string, isSignedIn: boolean) => {
    const audiences = ['anyone', isSignedIn ? 'signed-in' : 'visitor'];
    const routes = preloads.routes.filter((route) => route.entry === entry && audiences.includes(route.audience));
    return matchLazyRoutes(routes, path).map((route) => route.files);
  };
  const cache = new Map<string, string[]>();
  const cached = (key: string, compute: () => string[]) => {
    let value = cache.get(key);
    if (!value) cache.set(key, (value = compute()));
    return value;
  };
  // What index.html already names (its entry and that entry's static imports) is left out of the app's list.
  const indexFiles = new Set(preloads.index);
  const withoutIndex = (files: string[]) => files.filter((file) => !indexFiles.has(file));
  return {
    appPage(path, locale, isSignedIn) {
      if (!isSignedIn && VISITOR_SITE_ENTRY_PATHS.includes(path)) {
        return cached(`site-entry\u0000${path}`, () => withoutIndex(unique(preloads.site, ...routeFiles('site', path, false))));
      }
      // English is part of the app's first load (lib/i18n.ts imports it as the run-time fallback); only another
      // language is a chunk of its own.
      const catalogue = locale === 'en' ? [] : (preloads.catalogues[locale] ?? []);
      const routes = routeFiles('app', path, isSignedIn);
      // Keyed by the route files, not the path: every artist's page shares one entry.
      return cached(`app\u0000${locale}\u0000${routes.map((files) => files[0]).join()}`, () =>
        withoutIndex(unique(preloads.app, catalogue, ...routes)),
      );
    },
    sitePage(path) {
      return cached(`site\u0000${path}`, () => unique(preloads.index, preloads.site, ...routeFiles('site', path, false)));
    },
  };
}

/** `<link rel="modulepreload">` for each file (crossorigin: module scripts are fetched in CORS mode). */
export const modulePreloadLinks = (files: string[], options: { fetchPriority?: 'low' } = {}) => {
  const priority = options.fetchPriority ? ` fetchpriority="${options.fetchPriority}"` : '';
  return files.map((file) => `<link rel="modulepreload" crossorigin${priority} href="${file}">`).join('\n    ');
};
