/**
 * Chunk groups for the two entries (see src/main.tsx): the landing's small entry and the full app share React and a
 * core of i18n, design-system and Radix base modules. Without these groups the bundler cuts that overlap into dozens
 * of tiny chunks (one per combination of importers), which costs both entries about 20 KB of gzip efficiency.
 * Over HTTP/1.1 each file is a round trip on one of six connections: React, that core and the site frame are one
 * chunk (site-core), since every page loads all three, and a page's first view fits one round of six requests.
 */
import { fileURLToPath } from 'node:url';

const SEP = String.raw`[\\/]`;
const nodeModule = (names: string) => new RegExp(`${SEP}node_modules${SEP}(${names})${SEP}`);

/** Used by the landing and by the app's first load alike (no i18next: the landing translates with site-translator.ts). */
const SHARED_CORE = [
  nodeModule('clsx'),
  nodeModule(
    String.raw`@radix-ui${SEP}(primitive|react-(compose-refs|context|slot|primitive|presence|dismissable-layer|collection|direction|id|portal|visually-hidden|use-[a-z-]+))`,
  ),
  new RegExp(`${SEP}packages${SEP}ui${SEP}src${SEP}(cn|button|spinner|create-icon)\\.tsx?$`),
  new RegExp(`${SEP}packages${SEP}i18n${SEP}src${SEP}(index|locale|load-site-catalogue|load-catalogue|format|written-format)\\.ts$`),
  new RegExp(`${SEP}apps${SEP}web${SEP}src${SEP}lib${SEP}(theme|storage|logo-mark|detect-locale|external-links|lazy-route)\\.tsx?$`),
  new RegExp(`${SEP}apps${SEP}web${SEP}src${SEP}site${SEP}(public-api|session-probe|country-names|ssr${SEP}site-page-state)\\.ts$`),
  // main.tsx reads the session's element id from it; left to the site's pages, the landing loaded their whole chunk for one string.
  new RegExp(`${SEP}packages${SEP}contracts${SEP}src${SEP}page-state\\.ts$`),
];

/** The public frame: the landing needs it at once, and so does the app (its sign-in, sign-up and public pages). */
const SITE_FRAME = [
  nodeModule(String.raw`@radix-ui${SEP}react-navigation-menu`),
  new RegExp(`${SEP}apps${SEP}web${SEP}src${SEP}site${SEP}(site-i18n-context|site-theme-toggle|site-skip-link|site-layout|site-header|site-nav-menu|site-footer|site-links|site-navigation|site-search|site-language-switcher|lazy-site-drawer|site-icons|consent|consent-banner|status-badge|company|social-icon|page-sections|use-site-page)\\.tsx?$`),
  new RegExp(`${SEP}apps${SEP}web${SEP}src${SEP}features${SEP}marketing${SEP}landing-teaser\\.tsx$`),
  new RegExp(`${SEP}apps${SEP}web${SEP}src${SEP}site${SEP}(ssr${SEP}(site-app|site-routes)|site-translator|page-load-guest-button)\\.tsx?$`),
];

/**
 * The design-system parts the site's pricing and charts pages use beyond the frame (alerts, avatars, selects, icons)
 * and the combobox of the site's header search: their own chunk, so those pages do not pull in the app's whole UI
 * chunk. The landing needs none of it at first paint.
 */
const SITE_UI = [
  nodeModule(String.raw`@radix-ui${SEP}react-(avatar|label)`),
  // The lucide glyphs behind the design system's icons; the site frame's few land in site-core with site-icons.tsx.
  nodeModule('lucide-react'),
  new RegExp(`${SEP}packages${SEP}ui${SEP}src${SEP}(alert|avatar|badge|combobox|empty-state|field|icons|input|label|select|skeleton)\\.tsx?$`),
];

/**
 * i18next and the rest of the design system with its Radix/Floating UI dependencies: the app's shell needs most of it
 * at once (strings, dialogs, menus, toasts, tooltips), so one chunk compresses better than one per importer
 * combination. The landing uses none of it. The chart canvas (ECharts) stays out: it loads with the pages that draw.
 */
const APP_UI = [
  nodeModule('i18next|react-i18next|@radix-ui|@floating-ui|react-remove-scroll|react-remove-scroll-bar|react-style-singleton|aria-hidden|tslib|use-callback-ref|use-sidecar|detect-node-es|get-nonce'),
  new RegExp(`${SEP}packages${SEP}ui${SEP}src${SEP}[a-z-]+\\.tsx?$`),
  // The charts' small helpers (palette, cadence, the lazy wrapper); the canvas with ECharts loads with the chart.
  new RegExp(`${SEP}packages${SEP}ui${SEP}src${SEP}charts${SEP}(palette|series-cadence|line-points|sparkline|time-series-chart)\\.tsx?$`),
];

const REACT = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/;

const matchesAny = (patterns: RegExp[]) => (id: string) => patterns.some((pattern) => pattern.test(id));

interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] } | null;
}

const sourceFile = (path: string) => fileURLToPath(new URL(`../src/${path}`, import.meta.url));

/** Every module `entry` imports, directly or through others (its own id included); lazily too when `isDeep`. */
function closure(graph: ModuleGraph, entry: string, isDeep: boolean): Set<string> {
  const seen = new Set<string>();
  const pending = [entry];
  while (pending.length > 0) {
    const id = pending.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    const info = graph.getModuleInfo(id);
    pending.push(...(info?.importedIds ?? []), ...(isDeep ? (info?.dynamicallyImportedIds ?? []) : []));
  }
  return seen;
}

/**
 * Each language's catalogue in one chunk: the app loads all of it at once (lib/i18n.ts), and left to automatic
 * chunking the parts the site also imports became eight files, eight requests on a slow network. The site's own pages
 * do not download their part: it comes in their HTML (site/ssr/render-site-page.tsx); only a page the server did not
 * render loads it on the site.
 */
const catalogueOf = (locale: string) =>
  new RegExp(`${SEP}packages${SEP}i18n${SEP}src${SEP}catalogues${SEP}${locale}(-[a-z-]+)?\\.ts$`);

/**
 * English travels in the site pages' chunk (sitePagesChunkName), not in a chunk of its own: every app page loads both
 * (English is the app's run-time fallback), and over HTTP/1.1 the app's first load fits six connections only with
 * one file fewer. Its own chunk can be neither the app's (app-core: evaluating it on the site would start the app's
 * router there) nor site-core's (the landing would carry every string of the app).
 */
const ENGLISH_CATALOGUE = catalogueOf('en');

/**
 * The public pages the site's entry loads on demand (site/ssr/site-app.tsx): the pages the server renders, and a
 * visitor's sign-in and sign-up pages, which it renders in the browser.
 */
const SITE_PAGE_MODULES = [
  'features/marketing/content-page.tsx',
  'features/marketing/pricing-page.tsx',
  'site/ssr/site-charts-page.tsx',
  'site/ssr/site-coupons-page.tsx',
  'site/site-auth-pages.tsx',
];

/**
 * The site's pages and everything they import beyond the site's first load, in one chunk: split automatically they
 * were 10-15 small files per page (formatters, contracts, the page, its list hook), one round trip per six of them on
 * HTTP/1.1. Bytes cost little next to round trips (a page's code is evaluated only when called), so /pricing carrying
 * the charts page's code is the cheaper side. The app's first load uses much of it too (contracts, formatters) and
 * loads the same chunk.
 */
function sitePagesChunkName(): (id: string, graph: ModuleGraph) => string | null {
  let members: Set<string> | null = null;
  return (id, graph) => {
    if (!members) {
      const siteFirstLoad = closure(graph, sourceFile('site/ssr/site-entry.tsx'), false);
      // The design system's modules count as the pages' even where the site's first load reaches them: it reaches them
      // only through the @creatorlens/ui barrel and uses none (SITE_UI, APP_UI), so tree-shaking keeps them out of it.
      const isDesignSystem = matchesAny([...SITE_UI, ...APP_UI]);
      members = new Set(
        SITE_PAGE_MODULES.flatMap((page) => [...closure(graph, sourceFile(page), false)]).filter(
          (dep) => !siteFirstLoad.has(dep) || isDesignSystem(dep),
        ),
      );
    }
    return members.has(id) || ENGLISH_CATALOGUE.test(id) ? 'site-pages' : null;
  };
}

/**
 * The app's first load beyond what the landing and the site's pages load (see sitePagesChunkName), in one chunk
 * instead of ~50: left to automatic chunking, the modules app-entry.tsx imports statically were cut into one small
 * chunk per combination of lazy routes sharing them, and over HTTP/1.1 (6 connections, a round trip each) a throttled
 * sign-in spent ~2 s downloading them. A site visitor loads it only on the way into the app (the guest button, say).
 * Lazy routes import what they share with the first load from it, which is already there.
 */
function appCoreChunkName(): (id: string, graph: ModuleGraph) => string | null {
  // i18next, the design system's Radix/Floating UI dependencies and the tRPC client come with it: the app's shell needs
  // most of them at once (strings, dialogs, menus, toasts, tooltips, data), and the site uses none of them.
  const isAppLibrary = matchesAny([...APP_UI, nodeModule('@trpc')]);
  let members: Set<string> | null = null;
  return (id, graph) => {
    if (!members) {
      members = closure(graph, sourceFile('app-entry.tsx'), false);
      for (const dep of closure(graph, sourceFile('main.tsx'), false)) members.delete(dep);
      for (const dep of closure(graph, sourceFile('site/ssr/site-entry.tsx'), false)) members.delete(dep);
      members.delete(sourceFile('app-entry.tsx'));
    }
    return members.has(id) || isAppLibrary(id) ? 'app-core' : null;
  };
}

/** ECharts and its renderer stay in the chart chunks that load them lazily (~550 kB): never part of a shared chunk. */
const CHART_LIBRARY = nodeModule('echarts|zrender');

/**
 * What two or more of the app's lazily loaded routes and panels share, in one chunk. Split automatically, the shared
 * parts became one small chunk per combination of importers: the discovery page alone loaded seven (palette, metrics,
 * time-series chart, export menu, ...), one round trip per six of them on HTTP/1.1. Each route keeps what only it uses.
 * What the site's pages, drawer or search also use stays out, so a visitor of the site never loads this chunk.
 */
function appSharedChunkName(): (id: string, graph: ModuleGraph) => string | null {
  let members: Set<string> | null = null;
  return (id, graph) => {
    if (!members) {
      const site = closure(graph, sourceFile('site/ssr/site-entry.tsx'), true);
      const firstLoad = new Set([...closure(graph, sourceFile('app-entry.tsx'), false), ...closure(graph, sourceFile('main.tsx'), false)]);
      const lazyModules = new Set<string>();
      for (const module of closure(graph, sourceFile('app-entry.tsx'), true))
        for (const imported of graph.getModuleInfo(module)?.dynamicallyImportedIds ?? []) lazyModules.add(imported);
      const importers = new Map<string, number>();
      for (const lazyModule of lazyModules) {
        for (const dep of closure(graph, lazyModule, false)) {
          if (firstLoad.has(dep) || site.has(dep) || lazyModules.has(dep) || CHART_LIBRARY.test(dep)) continue;
          importers.set(dep, (importers.get(dep) ?? 0) + 1);
        }
      }
      members = new Set([...importers].filter(([, count]) => count >= 2).map(([dep]) => dep));
    }
    return members.has(id) ? 'app-shared' : null;
  };
}

export const chunkGroups = [
  { name: 'catalogue-de', test: catalogueOf('de'), priority: 30 },
  { name: 'site-core', test: matchesAny([REACT, ...SHARED_CORE, ...SITE_FRAME]), priority: 15 },
  { name: sitePagesChunkName(), priority: 9, includeDependenciesRecursively: false },
  { name: 'site-ui', test: matchesAny(SITE_UI), priority: 8 },
  // Without their dependencies: those the site loads at once (the i18n formatters behind its barrel file, say) must not
  // be pulled into this chunk, or the site's pages would load the app's chunk for them.
  { name: appCoreChunkName(), priority: 1, includeDependenciesRecursively: false },
  { name: appSharedChunkName(), priority: 1, includeDependenciesRecursively: false },
];
