import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROUTE_PRELOADS_FILE, type RoutePreloads } from '@creatorlens/contracts/route-preloads';
import { insertFixtureArtist } from '@creatorlens/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.ts';

// A minimal build: index.html with its stylesheet, and Inter's Latin subset as the web build names it.
const INDEX_HTML =
  '<!doctype html><html lang="en"><head><title>Creatorlens</title><link rel="icon" type="image/svg+xml" href="/favicon.svg" /><script src="/preferences-init.js"></script><link rel="stylesheet" crossorigin href="/assets/index-abc.css"></head><body><div id="root"></div></body></html>';
const PREFERENCES_SCRIPT = "document.documentElement.dataset.theme='light';";
const FAVICON = '<svg xmlns="http://www.w3.org/2000/svg"></svg>';
const LATIN_FONT = 'inter-latin-wght-normal-Abc_12.woff2';
const PRELOAD = `<link rel="preload" href="/assets/${LATIN_FONT}" as="font" type="font/woff2" crossorigin />`;
// The web build's route preloads (apps/web/build/route-preloads.ts): the app's entry and one chunk it imports.
const ROUTE_PRELOADS: RoutePreloads = {
  index: ['/assets/index-1.js', '/assets/site-core-1.js'],
  app: ['/assets/app-1.js', '/assets/app-core-1.js', '/assets/site-core-1.js'],
  site: ['/assets/site-1.js', '/assets/site-core-1.js'],
  catalogues: {},
  routes: [],
};
// The session cookie better-auth sets; the HTML only looks at its presence (the app asks the server who it is).
const SESSION_COOKIE = 'better-auth.session_token=some-session';

let app: TestApp;
let webDist: string;
let origin: string;

const getPage = async (path: string, cookie?: string) => {
  const response = await fetch(`${origin}${path}`, { headers: { 'accept-language': 'en', ...(cookie ? { cookie } : {}) } });
  const body = await response.text();
  return { status: response.status, body, root: body.slice(body.indexOf('<div id="root">'), body.indexOf('</body>')) };
};

beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), 'site-first-paint-'));
  writeFileSync(join(webDist, 'index.html'), INDEX_HTML);
  writeFileSync(join(webDist, 'preferences-init.js'), PREFERENCES_SCRIPT);
  writeFileSync(join(webDist, 'favicon.svg'), FAVICON);
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(join(webDist, 'assets', 'index-abc.css'), 'body{color:black}');
  writeFileSync(join(webDist, 'assets', LATIN_FONT), 'font');
  writeFileSync(join(webDist, 'assets', 'inter-latin-ext-wght-normal-Xyz.woff2'), 'font');
  mkdirSync(join(webDist, '.vite'));
  writeFileSync(join(webDist, ...ROUTE_PRELOADS_FILE), JSON.stringify(ROUTE_PRELOADS));
  app = await createTestApp({ webDistDir: webDist });
  await insertFixtureArtist(app.db(), {
    slug: 'first-paint-artist',
    name: 'First Paint Artist',
    channels: [{ platform: 'youtube', handle: 'first_paint', followers: 12_000 }],
  });
  origin = await app.listenOnLoopback();
});
afterAll(async () => {
  await app.close();
  rmSync(webDist, { recursive: true, force: true });
});

describe('first paint', () => {
  it('every page preloads Inter (Latin subset only) from the first view, with its stylesheet inline in the head', async () => {
    for (const path of ['/', '/pricing', '/coupons', '/sign-in', '/discovery', '/first-paint-artist']) {
      const { body } = await getPage(path);
      const head = body.slice(0, body.indexOf('</head>'));
      expect(head, path).toContain(PRELOAD);
      // Inline: one request fewer before the first paint (inline-head.ts).
      expect(head, path).toContain('<style>body{color:black}</style>');
      expect(head, path).not.toContain('href="/assets/index-abc.css"');
      expect(head, path).not.toContain('inter-latin-ext');
    }
  });

  it("the app's document carries its preference script and icon inline, the script allowed by its CSP hash", async () => {
    const hash = `'sha256-${createHash('sha256').update(PREFERENCES_SCRIPT).digest('base64')}'`;
    for (const [path, cookie] of [['/sign-in'], ['/discovery', SESSION_COOKIE]] as const) {
      const response = await fetch(`${origin}${path}`, { headers: { 'accept-language': 'en', ...(cookie ? { cookie } : {}) } });
      const body = await response.text();
      expect(body, path).toContain(`<script>${PREFERENCES_SCRIPT}</script>`);
      expect(body, path).not.toContain('src="/preferences-init.js"');
      expect(body, path).toContain(`href="data:image/svg+xml,${encodeURIComponent(FAVICON)}"`);
      expect(response.headers.get('content-security-policy'), path).toContain(`script-src 'self' ${hash}`);
    }
  });

  it('visitors get the page copy in #root (for crawlers and browsers without JavaScript)', async () => {
    expect((await getPage('/pricing')).root).toContain('<h1>');
    expect((await getPage('/first-paint-artist')).root).toContain('<h1>First Paint Artist</h1>');
  });

  it('a signed-in person gets the app document: head tags, but no visitor copy for the app to replace', async () => {
    for (const path of ['/', '/pricing', '/charts', '/coupons', '/first-paint-artist']) {
      const { status, body, root } = await getPage(path, SESSION_COOKIE);
      expect(status, path).toBe(200);
      expect(root.trim(), path).toBe('<div id="root"></div>');
      expect(body, path).toContain(PRELOAD);
    }
    // The app's document carries the session for the app's query cache (null: this cookie names no session).
    expect((await getPage('/discovery', SESSION_COOKIE)).body).toContain(
      '<script type="application/json" id="session-state">null</script>',
    );
    expect((await getPage('/sign-in')).body).toContain('<script type="application/json" id="session-state">null</script>');
    const artist = await getPage('/first-paint-artist', SESSION_COOKIE);
    expect(artist.body).toMatch(/<title>[^<]*First Paint Artist[^<]*<\/title>/);
  });

  it("the app's document asks for the font after its modules, a visitor's landing before anything else", async () => {
    // The app paints nothing before its modules have run: the font must not take one of the six connections first.
    const appHead = (await getPage('/discovery', SESSION_COOKIE)).body.split('</head>')[0]!;
    expect(appHead).toContain('<link rel="modulepreload" crossorigin href="/assets/app-core-1.js">');
    expect(appHead.indexOf(PRELOAD)).toBeGreaterThan(appHead.lastIndexOf('<link rel="modulepreload"'));
    expect(appHead.split(PRELOAD)).toHaveLength(2);
    // The landing paints from its HTML (server-rendered, or drawn by the site's small entry): the font comes first.
    const landingHead = (await getPage('/')).body.split('</head>')[0]!;
    expect(landingHead.indexOf(PRELOAD)).toBeGreaterThan(0);
    expect(landingHead.indexOf(PRELOAD)).toBeLessThan(landingHead.indexOf('<style'));
  });
});
