/**
 * Chunk groups for the two entries (see src/main.tsx): the landing's small entry and the full app share React and a
 * core of i18n, design-system and Radix base modules. Without these groups the bundler cuts that overlap into dozens
 * of tiny chunks (one per combination of importers), which costs both entries about 20 KB of gzip efficiency.
 */
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
 * The design-system parts the site's pricing and charts pages use beyond the frame (alerts, avatars, selects, icons):
 * their own chunk, so those pages do not pull in the app's whole UI chunk. The landing needs none of it.
 */
const SITE_UI = [
  nodeModule(String.raw`@radix-ui${SEP}react-(avatar|label)`),
  new RegExp(`${SEP}packages${SEP}ui${SEP}src${SEP}(alert|avatar|badge|empty-state|field|icons|input|label|select|skeleton)\\.tsx?$`),
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

const matchesAny = (patterns: RegExp[]) => (id: string) => patterns.some((pattern) => pattern.test(id));

export const chunkGroups = [
  // React changes less often than the app: a separate chunk stays cached across deploys.
  { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 20 },
  { name: 'shared-core', test: matchesAny(SHARED_CORE), priority: 15 },
  { name: 'site-frame', test: matchesAny(SITE_FRAME), priority: 10 },
  { name: 'site-ui', test: matchesAny(SITE_UI), priority: 8 },
  { name: 'app-ui', test: matchesAny(APP_UI), priority: 5 },
  // The tRPC client in one piece (its error class is also imported on its own by the auth error mapping).
  { name: 'trpc', test: nodeModule('@trpc'), priority: 5 },
];
