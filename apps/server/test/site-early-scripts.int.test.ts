import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EARLY_CONSENT_SCRIPT, EARLY_COPY_SCRIPT } from '../src/http/first-paint.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

// A minimal build with the site's server renderer: index.html with its entry, and a stand-in for the renderer module
// the web build writes to .ssr/ (the real one is exercised by the browser journeys, tests/e2e/first-paint.spec.ts).
const INDEX_HTML =
  '<!doctype html><html lang="en"><head><title>Creatorlens</title>' +
  '<script type="module" crossorigin src="/assets/index-abc.js"></script></head><body><div id="root"></div></body></html>';
const RENDERER = `export async function renderSitePage(request) {
  if (request.path !== '/coupons') return null;
  return {
    html: '<main id="main-content"><button type="button" data-copy-code="SUNNY20" data-copied-label="Copied">Copy code</button></main>',
    stateScript: '<script type="application/json" id="site-state">{"path":"/coupons"}</script>',
  };
}
`;

let app: TestApp;
let webDist: string;
let origin: string;

const sha256Source = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), 'site-early-scripts-'));
  writeFileSync(join(webDist, 'index.html'), INDEX_HTML);
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(join(webDist, 'assets', 'index-abc.js'), 'export {};');
  mkdirSync(join(webDist, '.ssr'));
  writeFileSync(join(webDist, '.ssr', 'package.json'), '{ "type": "module" }');
  writeFileSync(join(webDist, '.ssr', 'render-site-page.js'), RENDERER);
  app = await createTestApp({ webDistDir: webDist });
  origin = await app.listenOnLoopback();
});
afterAll(async () => {
  await app.close();
  rmSync(webDist, { recursive: true, force: true });
});

describe('the early click handlers of server-rendered pages', () => {
  it('/coupons carries the copy and consent handlers in its head, each allowed by its hash in the CSP', async () => {
    const response = await fetch(`${origin}/coupons`, { headers: { 'accept-language': 'en' } });
    expect(response.status).toBe(200);
    const html = await response.text();
    // Server-rendered (not the plain first-byte copy): the renderer's button is in #root.
    expect(html).toContain('data-copy-code="SUNNY20"');
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(`<script>${EARLY_COPY_SCRIPT}</script>`);
    expect(head).toContain(`<script>${EARLY_CONSENT_SCRIPT}</script>`);

    const policy = response.headers.get('content-security-policy') ?? '';
    const scriptSrc = policy.split(';').find((directive) => directive.trim().startsWith('script-src')) ?? '';
    expect(scriptSrc).toContain(sha256Source(EARLY_COPY_SCRIPT));
    expect(scriptSrc).toContain(sha256Source(EARLY_CONSENT_SCRIPT));
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    // Every inline script of the page runs under that policy: each one's hash is in it.
    const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]!);
    expect(inline.length).toBeGreaterThanOrEqual(3);
    for (const script of inline) expect(scriptSrc, script.slice(0, 60)).toContain(sha256Source(script));
  });

  it('the copy handler is plain ES5 that leaves clicks to React once #root has hydrated', () => {
    // Parses as a classic script (a syntax error would throw here) and needs no module or newer syntax.
    expect(() => new Function(EARLY_COPY_SCRIPT)).not.toThrow();
    expect(EARLY_COPY_SCRIPT).not.toMatch(/=>|\blet\b|\bconst\b|`|\bclass\b|\basync\b|\bawait\b/);
    expect(EARLY_COPY_SCRIPT).toContain("hasAttribute('data-hydrated'))return;");
    expect(EARLY_COPY_SCRIPT).toContain("closest('[data-copy-code]')");
  });
});
