/**
 * Chunk groups for the two entries (see src/main.tsx): the landing's small entry and the full app share React and a
 * core of i18n, design-system and Radix base modules. Without these groups the bundler cuts that overlap into dozens
 * of tiny chunks (one per combination of importers), which costs both entries about 20 KB of gzip efficiency.
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
  new RegExp(`${SEP}packages${SEP}ui${SEP}src${SEP}(cn|button|spinner)\\.tsx?$`),
  new RegExp(`${SEP}packages${SEP}i18n${SEP}src${SEP}(index|locale|load-site-catalogue)\\.ts$`),
  new RegExp(`${SEP}apps${SEP}web${SEP}src${SEP}lib${SEP}(theme|storage|logo-mark|detect-locale|external-links)\\.tsx?$`),
  new RegExp(`${SEP}apps${SEP}web${SEP}src${SEP}site${SEP}(public-api|session-probe|ssr${SEP}site-page-state)\\.ts$`),
];

/** The public frame: the landing needs it at once, the app only when a visitor opens a public page. */
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
  new RegExp(`${SEP}packages${SEP}ui${SEP}src${SEP}(alert|avatar|badge|combobox|empty-state|field|icons|input|label|select|skeleton)\\.tsx?$`),
];

/**
 * i18next and the rest of the design system with its Radix/Floating UI dependencies: the app's shell needs most of it
 * at once (strings, dialogs, menus, toasts, tooltips), so one chunk compresses better than one per importer
 * combination. The landing uses none of it. Charts stay out: they load with the pages that draw them.
 */
const APP_UI = [
  nodeModule('i18next|react-i18next|@radix-ui|@floating-ui|react-remove-scroll|react-remove-scroll-bar|react-style-singleton|aria-hidden|tslib|use-callback-ref|use-sidecar|detect-node-es|get-nonce'),
  new RegExp(`${SEP}packages${SEP}ui${SEP}src${SEP}[a-z-]+\\.tsx?$`),
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

/** Splits the app's first load (what app-entry.tsx imports statically, less what main.tsx does) in two. */
function appFirstLoadGroups(graph: ModuleGraph): Map<string, 'app-core' | 'app-site'> {
  const app = closure(graph, sourceFile('app-entry.tsx'), false);
  for (const id of closure(graph, sourceFile('main.tsx'), false)) app.delete(id);
  app.delete(sourceFile('app-entry.tsx'));
  const siteFirstLoad = closure(graph, sourceFile('site/ssr/site-entry.tsx'), false);
  const sitePages = closure(graph, sourceFile('site/ssr/site-entry.tsx'), true);
  // Our own small shared modules (contracts, formatters, helpers) that need no library but React; the rest (the auth
  // client behind the guest button, zod, the tRPC error helpers) keeps chunks of its own, so a site page that needs a
  // chart metric does not load them.
  const isPlain = (id: string) => [...closure(graph, id, false)].every((dep) => !dep.includes('node_modules') || REACT.test(dep));
  const groups = new Map<string, 'app-core' | 'app-site'>();
  for (const id of app) {
    if (!sitePages.has(id)) groups.set(id, 'app-core');
    else if (!siteFirstLoad.has(id) && isPlain(id)) groups.set(id, 'app-site');
  }
  return groups;
}

/**
 * The app's first load in two chunks instead of ~50: left to automatic chunking, the modules app-entry.tsx imports
 * statically were cut into one small chunk per combination of lazy routes sharing them, and over HTTP/1.1 (6
 * connections, a round trip each) a throttled sign-in spent ~2 s downloading them. `app-core` holds what only the app
 * uses; `app-site` what the site's lazily loaded pages (charts, coupons, pricing) share with it, so those pages never
 * load the app's chunk. What the site's own entry loads at once stays with automatic chunking (the landing's budget).
 * Lazy routes import what they share with the first load from these chunks, which are already there.
 */
function appFirstLoadChunkName(chunk: 'app-core' | 'app-site'): (id: string, graph: ModuleGraph) => string | null {
  let groups: Map<string, 'app-core' | 'app-site'> | null = null;
  return (id, graph) => {
    groups ??= appFirstLoadGroups(graph);
    return groups.get(id) === chunk ? chunk : null;
  };
}

export const chunkGroups = [
  // React changes less often than the app: a separate chunk stays cached across deploys.
  { name: 'react', test: REACT, priority: 20 },
  { name: 'shared-core', test: matchesAny(SHARED_CORE), priority: 15 },
  { name: 'site-frame', test: matchesAny(SITE_FRAME), priority: 10 },
  { name: 'site-ui', test: matchesAny(SITE_UI), priority: 8 },
  { name: 'app-ui', test: matchesAny(APP_UI), priority: 5 },
  // The tRPC client in one piece (its error class is also imported on its own by the auth error mapping).
  { name: 'trpc', test: nodeModule('@trpc'), priority: 5 },
  { name: appFirstLoadChunkName('app-site'), priority: 2, includeDependenciesRecursively: false },
  // Without their dependencies: those the site loads at once (the i18n formatters behind its barrel file, say) must not
  // be pulled into these chunks, or the site's pages would load the app's chunk for them.
  { name: appFirstLoadChunkName('app-core'), priority: 1, includeDependenciesRecursively: false },
];
