import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { waitForIdleMachine } from './machine-idle.ts';

export interface LighthouseFigures {
  path: string;
  /** Category scores 0..100. */
  performance: number;
  accessibility: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /** Accessibility audits that failed, by id (empty when the score is 100). */
  failedAccessibilityAudits: string[];
}

/**
 * Lighthouse's own mobile run (Moto G power emulation, simulated slow 4G and 4x CPU slowdown: its defaults) on the
 * performance and accessibility categories, in the Chromium the browser journeys use. Each page is audited `runs`
 * times and the run with the median performance score is kept, as Lighthouse advises. Every run gets a fresh Chrome:
 * a first visit, with no cookies left by the run before (Lighthouse clears the cache between runs, not cookies).
 */
export async function auditWithLighthouse(baseUrl: string, paths: readonly string[], runs = 3): Promise<LighthouseFigures[]> {
  const figures: LighthouseFigures[] = [];
  for (const path of paths) {
    const attempts: LighthouseFigures[] = [];
    for (let run = 0, failures = 0; run < runs; run += 1) {
      // Lighthouse scales the CPU time it observed by 4: anything else busy on the 2 cores (the server's start-up
      // jobs, the Chrome that just closed) would count four times over, so each run starts on a quiet machine.
      const idle = await waitForIdleMachine({ maxBusyShare: 0.15, timeoutSeconds: 30 });
      if (!idle.isIdle)
        console.log(`lighthouse ${path}: machine still ${Math.round(idle.lastBusyShare * 100)} % busy after 30 s, running anyway`);
      const chrome = await chromeLauncher.launch({
        chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
        chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
      });
      try {
        const result = await lighthouse(`${baseUrl}${path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility'],
        });
        if (!result) throw new Error(`lighthouse gave no result for ${path}`);
        const { lhr } = result;
        // A run Lighthouse could not finish (e.g. NO_FCP from a headless start-up hiccup) is repeated, twice at most.
        if (lhr.runtimeError && failures < 2) {
          console.log(`lighthouse ${path}: ${lhr.runtimeError.code}, repeating the run`);
          failures += 1;
          run -= 1;
          continue;
        }
        const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
        const accessibilityRefs = lhr.categories.accessibility?.auditRefs ?? [];
        attempts.push({
          path,
          performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
          accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
          lcpMs: Math.round(audit('largest-contentful-paint')),
          cls: Math.round(audit('cumulative-layout-shift') * 1000) / 1000,
          tbtMs: Math.round(audit('total-blocking-time')),
          failedAccessibilityAudits: accessibilityRefs
            .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score === 0)
            .map((ref) => ref.id),
        });
      } finally {
        chrome.kill();
      }
    }
    attempts.sort((a, b) => a.performance - b.performance);
    figures.push(attempts[Math.floor(attempts.length / 2)]!);
  }
  return figures;
}
