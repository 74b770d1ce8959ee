import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadRouteChunks, type RouteChunks } from '../src/http/route-chunks.ts';

const catalogue = (name: string) => `../../packages/i18n/src/catalogues/${name}.ts`;

// The shape of Vite's manifest (build.manifest): source module -> its file and the modules it imports statically.
const MANIFEST = {
  'index.html': { file: 'assets/index-1.js', imports: ['_react.js'] },
  '_react.js': { file: 'assets/react-1.js' },
  'src/app-entry.tsx': { file: 'assets/app-1.js', imports: ['_react.js', '_app-core.js'] },
  // English is part of the app's first load (lib/i18n.ts imports it).
  '_app-core.js': { file: 'assets/app-core-1.js', imports: ['_catalogue-en.js'] },
  '_catalogue-en.js': { file: 'assets/catalogue-en-1.js' },
  [catalogue('en')]: { file: 'assets/en-1.js', imports: ['_catalogue-en.js'] },
  [catalogue('de')]: { file: 'assets/de-1.js', imports: ['_catalogue-de.js'] },
  '_catalogue-de.js': { file: 'assets/catalogue-de-1.js' },
  'src/routes/discovery-pages.tsx': { file: 'assets/discovery-pages-1.js', imports: ['_app-shared.js'] },
  '_app-shared.js': { file: 'assets/app-shared-1.js' },
  'src/site/ssr/site-entry.tsx': { file: 'assets/site-1.js', imports: ['_react.js'] },
  'src/site/ssr/site-charts-page.tsx': { file: 'assets/site-charts-page-1.js', imports: ['_site-pages.js'] },
  '_site-pages.js': { file: 'assets/site-pages-1.js' },
  'src/site/site-auth-pages.tsx': { file: 'assets/site-auth-pages-1.js', imports: ['_site-pages.js'] },
};

let dist: string;
let chunks: RouteChunks;

beforeAll(() => {
  dist = mkdtempSync(join(tmpdir(), 'route-chunks-'));
  mkdirSync(join(dist, '.vite'));
  writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  const loaded = loadRouteChunks(dist);
  if (!loaded) throw new Error('no manifest read');
  chunks = loaded;
});
afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('route chunks', () => {
  it("names the app's first load and the route's chunks, without what index.html names already", () => {
    expect(chunks.appPage('/discovery', 'en', true)).toEqual([
      '/assets/app-1.js',
      '/assets/app-core-1.js',
      '/assets/catalogue-en-1.js',
      '/assets/discovery-pages-1.js',
      '/assets/app-shared-1.js',
    ]);
  });

  it('loads English with the app (no entry module of its own); another language as its own chunk', () => {
    expect(chunks.appPage('/forgot-password', 'en', false)).not.toContain('/assets/en-1.js');
    expect(chunks.appPage('/forgot-password', 'de', false)).toEqual(
      expect.arrayContaining(['/assets/de-1.js', '/assets/catalogue-de-1.js']),
    );
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
    expect(chunks.appPage('/sign-in', 'en', true)).toContain('/assets/app-core-1.js');
  });

  it("names no catalogue for the site's pages: their strings come in the page's state", () => {
    expect(chunks.sitePage('/charts')).toEqual([
      '/assets/index-1.js',
      '/assets/react-1.js',
      '/assets/site-1.js',
      '/assets/site-charts-page-1.js',
      '/assets/site-pages-1.js',
    ]);
  });
});
