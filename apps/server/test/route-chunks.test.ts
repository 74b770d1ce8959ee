import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTE_PRELOADS_FILE } from '@creatorlens/contracts/route-preloads';
import { buildRoutePreloads, readSourceLazyRoutes, type BundleChunk } from '../../web/build/route-preloads.ts';
import { loadRouteChunks, type RouteChunks } from '../src/http/route-chunks.ts';

/**
 * The preloads a page's HTML names, from the web app's real lazy-route declarations and a bundle shaped like Vite's
 * (a real build takes minutes here): every lazy module its own chunk, named after its file, as the build names them.
 */
const WEB_SRC = resolve(import.meta.dirname, '../../web/src');
const routes = readSourceLazyRoutes(WEB_SRC);
const chunkName = (moduleId: string) => `assets/${basename(moduleId).replace(/\.tsx?$/, '')}-1.js`;

const chunk = (fileName: string, fields: Partial<BundleChunk> = {}): BundleChunk => ({
  fileName,
  name: basename(fileName, '-1.js'),
  isEntry: false,
  facadeModuleId: null,
  moduleIds: [],
  imports: [],
  ...fields,
});
/** What some lazy modules share with others (the build's app-shared and site-pages chunks). */
const SHARED: Record<string, string> = {
  'discovery-pages.tsx': 'assets/app-shared-1.js',
  'users-page.tsx': 'assets/app-shared-1.js',
  'site-charts-page.tsx': 'assets/site-pages-1.js',
  'site-auth-pages.tsx': 'assets/site-pages-1.js',
  'pricing-page.tsx': 'assets/site-pages-1.js',
};
const BUNDLE: BundleChunk[] = [
  chunk('assets/index-1.js', { name: 'index', isEntry: true, imports: ['assets/react-1.js'] }),
  chunk('assets/react-1.js'),
  chunk('assets/app-1.js', { name: 'app', isEntry: true, imports: ['assets/react-1.js', 'assets/app-core-1.js'] }),
  // English is part of the app's first load (lib/i18n.ts imports it).
  chunk('assets/app-core-1.js', { imports: ['assets/catalogue-en-1.js'] }),
  chunk('assets/catalogue-en-1.js'),
  chunk('assets/en-1.js', { facadeModuleId: '/repo/packages/i18n/src/catalogues/en.ts', imports: ['assets/catalogue-en-1.js'] }),
  chunk('assets/de-1.js', { facadeModuleId: '/repo/packages/i18n/src/catalogues/de.ts', imports: ['assets/catalogue-de-1.js'] }),
  chunk('assets/catalogue-de-1.js'),
  chunk('assets/site-1.js', { name: 'site', isEntry: true, imports: ['assets/react-1.js'] }),
  chunk('assets/app-shared-1.js'),
  chunk('assets/site-pages-1.js'),
  ...[...new Set(routes.map((route) => route.moduleId))].map((moduleId) =>
    chunk(chunkName(moduleId), { facadeModuleId: moduleId, imports: SHARED[basename(moduleId)] ? [SHARED[basename(moduleId)]!] : [] }),
  ),
];

let dist: string;
let chunks: RouteChunks;

beforeAll(() => {
  dist = mkdtempSync(join(tmpdir(), 'route-chunks-'));
  mkdirSync(join(dist, dirname(join(...ROUTE_PRELOADS_FILE))));
  writeFileSync(join(dist, ...ROUTE_PRELOADS_FILE), JSON.stringify(buildRoutePreloads(BUNDLE, routes)));
  const loaded = loadRouteChunks(dist);
  if (typeof loaded === 'string') throw new Error(`preloads ${loaded}`);
  chunks = loaded;
});
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const APP_FIRST_LOAD = ['/assets/app-1.js', '/assets/app-core-1.js', '/assets/catalogue-en-1.js'];
const GERMAN = ['/assets/de-1.js', '/assets/catalogue-de-1.js'];

describe("the modules a page's HTML names", () => {
  it("for the app: its first load, the language's catalogue and the route's chunks, without what index.html names", () => {
    expect(chunks.appPage('/discovery', 'en', true)).toEqual([
      ...APP_FIRST_LOAD,
      '/assets/discovery-pages-1.js',
      '/assets/app-shared-1.js',
    ]);
    expect(chunks.appPage('/discovery', 'de', true)).toEqual([
      ...APP_FIRST_LOAD,
      ...GERMAN,
      '/assets/discovery-pages-1.js',
      '/assets/app-shared-1.js',
    ]);
    // /admin redirects to /admin/users: the layout and that page.
    for (const locale of ['en', 'de'] as const) {
      expect(chunks.appPage('/admin', locale, true)).toEqual([
        ...APP_FIRST_LOAD,
        ...(locale === 'de' ? GERMAN : []),
        '/assets/admin-layout-1.js',
        '/assets/users-page-1.js',
        '/assets/app-shared-1.js',
      ]);
    }
  });

  it("for a visitor's artist page: the public artist page; a reserved segment or a deeper path is none", () => {
    expect(chunks.appPage('/some-slug', 'en', false)).toEqual([...APP_FIRST_LOAD, '/assets/public-artist-page-1.js']);
    expect(chunks.appPage('/some-slug', 'de', false)).toEqual([...APP_FIRST_LOAD, ...GERMAN, '/assets/public-artist-page-1.js']);
    expect(chunks.appPage('/discovery', 'en', false)).toEqual(APP_FIRST_LOAD);
    expect(chunks.appPage('/forgot-password', 'en', false)).toEqual(APP_FIRST_LOAD);
    expect(chunks.appPage('/forgot-password', 'de', false)).toEqual([...APP_FIRST_LOAD, ...GERMAN]);
    // Signed in, the app's own artist page.
    expect(chunks.appPage('/some-slug', 'en', true)).toEqual([...APP_FIRST_LOAD, '/assets/artist-page-1.js']);
  });

  it("names the site's entry, not the app, for a visitor's sign-in and sign-up (their strings come in the HTML)", () => {
    for (const path of ['/sign-in', '/sign-up']) {
      for (const locale of ['en', 'de'] as const) {
        expect(chunks.appPage(path, locale, false)).toEqual([
          '/assets/site-1.js',
          '/assets/site-auth-pages-1.js',
          '/assets/site-pages-1.js',
        ]);
      }
    }
    // With a session cookie the app draws them (a guest signing in to a real account, or a redirect to the app).
    expect(chunks.appPage('/sign-in', 'en', true)).toEqual(APP_FIRST_LOAD);
  });

  it("for the site's server-rendered pages: index.html's files, the site's entry and the page, no catalogue", () => {
    const site = ['/assets/index-1.js', '/assets/react-1.js', '/assets/site-1.js'];
    expect(chunks.sitePage('/')).toEqual(site);
    expect(chunks.sitePage('/pricing')).toEqual([...site, '/assets/pricing-page-1.js', '/assets/site-pages-1.js']);
    expect(chunks.sitePage('/charts')).toEqual([...site, '/assets/site-charts-page-1.js', '/assets/site-pages-1.js']);
    expect(chunks.sitePage('/coupons')).toEqual([...site, '/assets/site-coupons-page-1.js']);
    for (const path of ['/features', '/features/discovery', '/solutions/agencies']) {
      expect(chunks.sitePage(path)).toEqual([...site, '/assets/content-page-1.js']);
    }
  });
});

describe('a build without its preloads file', () => {
  it('is reported, not fatal: missing or unreadable, the pages are served without preloads', () => {
    const empty = mkdtempSync(join(tmpdir(), 'route-chunks-empty-'));
    try {
      expect(loadRouteChunks(empty)).toBe('missing');
      mkdirSync(join(empty, dirname(join(...ROUTE_PRELOADS_FILE))));
      writeFileSync(join(empty, ...ROUTE_PRELOADS_FILE), JSON.stringify({ app: ['/assets/a.js'] }));
      expect(loadRouteChunks(empty)).toBe('invalid');
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });
});
