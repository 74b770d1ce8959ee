import { chromium, type CDPSession } from 'playwright-core';
import { auditWithLighthouse, type LighthouseFigures } from './lib/lighthouse-audit.ts';
import { waitForIdleMachine } from './lib/machine-idle.ts';
import { WEB_DIST_DIR, armWatchdog, ensureWebBuild, isMainModule, makeTempDir, removeDir } from './lib/paths.ts';
import { spawnServer } from './lib/server.ts';
import { median, percentile, round } from './lib/stats.ts';
import { printTable } from './lib/table.ts';

/**
 * Issue 7 figures for the public site: how fast the server answers each public page with its prerendered HTML
 * (p50/p95), what a cold visit transfers (HTML, JavaScript, CSS after compression), and in Chromium under a
 * Lighthouse-like mobile simulation (4x CPU slowdown, 150 ms RTT, 1.6 Mbit/s) the first and largest contentful paint,
 * median of 5, plus the landing's JavaScript against its 100 KB gzip budget.
 */

const PAGES = ['/', '/features', '/pricing', '/charts', '/coupons'] as const;
const LIGHTHOUSE_PAGES = ['/', '/features', '/pricing', '/charts'] as const;
const HTML_REQUESTS = 40;
const PAINT_RUNS = 5;
const LANDING_JS_BUDGET_KB = 100;

export interface SitePageResult {
  path: string;
  htmlMs: { p50: number; p95: number };
  transferKb: { html: number; js: number; css: number; total: number };
  fcpMs: number;
  lcpMs: number;
}

export interface SitePerformanceResult {
  pages: SitePageResult[];
  /** The four pages through Lighthouse (targets: LCP <= 1.0 s, CLS <= 0.02, scores >= 95). */
  lighthouse: LighthouseFigures[];
  landingJsKb: number;
  landingJsBudgetKb: number;
}

async function timeHtml(baseUrl: string, path: string): Promise<{ p50: number; p95: number }> {
  const times: number[] = [];
  for (let index = 0; index < HTML_REQUESTS; index += 1) {
    const started = performance.now();
    const response = await fetch(`${baseUrl}${path}`, { headers: { 'accept-encoding': 'br, gzip', 'accept-language': 'en' } });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
    if (index > 0) times.push(performance.now() - started);
  }
  return { p50: round(median(times), 1), p95: round(percentile(times, 95), 1) };
}

/** Bytes on the wire per resource type, from the DevTools protocol (encodedDataLength is after compression). */
function trackTransfer(cdp: CDPSession): () => { html: number; js: number; css: number } {
  const types = new Map<string, string>();
  const totals = { html: 0, js: 0, css: 0 };
  cdp.on('Network.responseReceived', (event) => types.set(event.requestId, event.type));
  cdp.on('Network.loadingFinished', (event) => {
    const type = types.get(event.requestId);
    if (type === 'Document') totals.html += event.encodedDataLength;
    else if (type === 'Script') totals.js += event.encodedDataLength;
    else if (type === 'Stylesheet') totals.css += event.encodedDataLength;
  });
  return () => ({ ...totals });
}

async function measureInBrowser(baseUrl: string, path: string): Promise<Omit<SitePageResult, 'path' | 'htmlMs'>> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic'],
  });
  const fcps: number[] = [];
  const lcps: number[] = [];
  let transfer = { html: 0, js: 0, css: 0 };
  try {
    for (let run = 0; run < PAINT_RUNS; run += 1) {
      // A fresh context per run: empty cache, an anonymous visitor with a stored consent choice (no banner).
      const context = await browser.newContext({
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 2,
        isMobile: true,
        locale: 'en-US',
      });
      // The choice as the site stores it, in a cookie (the server renders no banner) and in local storage.
      await context.addCookies([{ name: 'creatorlens-consent', value: 'rejected', url: baseUrl }]);
      await context.addInitScript(() => localStorage.setItem('creatorlens-consent', 'rejected'));
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 150,
        downloadThroughput: (1.6 * 1024 * 1024) / 8,
        uploadThroughput: (750 * 1024) / 8,
      });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      const measured = trackTransfer(cdp);
      await page.goto(`${baseUrl}${path}`, { waitUntil: 'load' });
      // The site's pages add their JavaScript after the first paint and load: wait until it has hydrated the page, so
      // the transfer counts it (the full app's pages have no server state to hydrate).
      await page.waitForFunction(
        () => !document.getElementById('site-state') || document.getElementById('root')?.dataset['hydrated'] === 'true',
      );
      await page.waitForLoadState('networkidle');
      const paints = await page.evaluate(
        () =>
          new Promise<{ fcp: number; lcp: number }>((resolve) => {
            const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
            new PerformanceObserver((list) => {
              const entries = list.getEntries();
              resolve({ fcp, lcp: entries[entries.length - 1]?.startTime ?? 0 });
            }).observe({ type: 'largest-contentful-paint', buffered: true });
          }),
      );
      fcps.push(paints.fcp);
      lcps.push(paints.lcp);
      transfer = measured();
      await context.close();
    }
  } finally {
    await browser.close();
  }
  const kb = (bytes: number) => round(bytes / 1024, 1);
  return {
    transferKb: {
      html: kb(transfer.html),
      js: kb(transfer.js),
      css: kb(transfer.css),
      total: kb(transfer.html + transfer.js + transfer.css),
    },
    fcpMs: round(median(fcps), 0),
    lcpMs: round(median(lcps), 0),
  };
}

export async function runSitePerformanceBench(): Promise<SitePerformanceResult> {
  ensureWebBuild('site bench');
  const dataDir = makeTempDir('site');
  const server = await spawnServer({ dataDir, extraEnv: { WEB_DIST_DIR } });
  try {
    const pages: SitePageResult[] = [];
    // The server's start-up work (seeding, the first ranking refresh) would slow the first pages' traces.
    await waitForIdleMachine({ timeoutSeconds: 120 });
    for (const path of PAGES) {
      console.log(`site bench: ${path}`);
      const htmlMs = await timeHtml(server.baseUrl, path);
      pages.push({ path, htmlMs, ...(await measureInBrowser(server.baseUrl, path)) });
    }
    console.log('site bench: lighthouse');
    const lighthouse = await auditWithLighthouse(server.baseUrl, LIGHTHOUSE_PAGES);
    return { pages, lighthouse, landingJsKb: pages[0]!.transferKb.js, landingJsBudgetKb: LANDING_JS_BUDGET_KB };
  } finally {
    await server.stop();
    removeDir(dataDir);
  }
}

export function printSitePerformance(result: SitePerformanceResult): void {
  printTable(
    'Public site: prerendered HTML and a cold mobile visit (median of 5, 4x CPU slowdown, 150 ms RTT, 1.6 Mbit/s)',
    ['page', 'HTML p50 ms', 'HTML p95 ms', 'HTML KB', 'JS KB', 'CSS KB', 'total KB', 'FCP ms', 'LCP ms'],
    result.pages.map((page) => [
      page.path,
      page.htmlMs.p50,
      page.htmlMs.p95,
      page.transferKb.html,
      page.transferKb.js,
      page.transferKb.css,
      page.transferKb.total,
      page.fcpMs,
      page.lcpMs,
    ]),
  );
  printTable(
    'Lighthouse 12, mobile defaults (simulated slow 4G, 4x CPU), median of 3 by performance score',
    ['page', 'performance (>= 95)', 'accessibility (>= 95)', 'LCP ms (<= 1000)', 'CLS (<= 0.02)', 'TBT ms', 'failed accessibility audits'],
    result.lighthouse.map((page) => [
      page.path,
      page.performance,
      page.accessibility,
      page.lcpMs,
      page.cls,
      page.tbtMs,
      page.failedAccessibilityAudits.join(', ') || '-',
    ]),
  );
  // Transfer sizes are what the server sent (brotli where the browser accepts it); the budget is stated in gzip, which is larger.
  console.log(`Landing JavaScript on the wire: ${result.landingJsKb} KB (budget ${result.landingJsBudgetKb} KB gzip)`);
}

if (isMainModule(import.meta.url)) {
  armWatchdog('site bench', 20);
  printSitePerformance(await runSitePerformanceBench());
}
