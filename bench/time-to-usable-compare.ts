import { cpSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_LAUNCH_OPTIONS } from '@creatorlens/test-support/chromium';
import { signIn } from './lib/auth.ts';
import { armWatchdog, isMainModule, makeTempDir, removeDir } from './lib/paths.ts';
import { spawnServer, type SpawnedServer } from './lib/server.ts';
import { median, round } from './lib/stats.ts';
import { printTable } from './lib/table.ts';
import { MEMBER, PLATFORM_ADMIN, PROFILES, firstArtistSlug, measureOnce, pageCases } from './time-to-usable.ts';

/**
 * Time-to-usable of two web builds side by side (the measurement of time-to-usable.ts). This machine's figures drift
 * by a quarter over a day, so a change is judged by loads of both builds interleaved in the same minutes: two servers
 * on copies of one data folder, and for each page and run one load of the old build, then one of the new. Prints the
 * median of each and the median of the paired ratios (new / old; below 1 is faster).
 *
 * Usage: TTU_OLD_DIST=<older web build's dist> [WEB_DIST_DIR=<newer, default apps/web/dist>] DATA_DIR=<seeded data
 * folder> [TTU_RUNS=7] [TTU_PAGES=landing,charts] node --import tsx bench/time-to-usable-compare.ts
 */

const RUNS = Number(process.env.TTU_RUNS ?? 7);
const NEW_DIST = process.env.WEB_DIST_DIR ?? join(process.cwd(), 'apps', 'web', 'dist');
const OLD_DIST = process.env.TTU_OLD_DIST;
const DATA_DIR = process.env.DATA_DIR;
const ONLY_PAGES = process.env.TTU_PAGES?.split(',');

interface CompareRow {
  page: string;
  profile: string;
  oldMs: number;
  newMs: number;
  ratio: number;
}

async function runComparison(): Promise<CompareRow[]> {
  if (!OLD_DIST || !DATA_DIR) throw new Error('TTU_OLD_DIST and DATA_DIR are required (see the usage above)');
  for (const dist of [OLD_DIST, NEW_DIST]) if (!existsSync(join(dist, 'index.html'))) throw new Error(`no web build in ${dist}`);
  // One data folder per server (PGlite holds it exclusively), both copies of the same seed.
  const copies = [makeTempDir('ttu-compare-old'), makeTempDir('ttu-compare-new')];
  for (const copy of copies) cpSync(DATA_DIR, copy, { recursive: true });
  const servers: SpawnedServer[] = [];
  const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
  try {
    servers.push(await spawnServer({ dataDir: copies[0]!, extraEnv: { WEB_DIST_DIR: OLD_DIST } }));
    servers.push(await spawnServer({ dataDir: copies[1]!, extraEnv: { WEB_DIST_DIR: NEW_DIST } }));
    const cookies = await Promise.all(
      servers.map(
        async (server) =>
          new Map([
            [MEMBER, await signIn(server.baseUrl, MEMBER)],
            [PLATFORM_ADMIN, await signIn(server.baseUrl, PLATFORM_ADMIN)],
          ]),
      ),
    );
    const cases = pageCases(await firstArtistSlug(servers[0]!.baseUrl)).filter(
      (pageCase) => !ONLY_PAGES || ONLY_PAGES.includes(pageCase.label),
    );
    const rows: CompareRow[] = [];
    for (const profile of PROFILES) {
      for (const pageCase of cases) {
        const times: [number[], number[]] = [[], []];
        for (let run = -1; run < RUNS; run += 1) {
          // Run -1 warms both servers' caches for the page and is not counted.
          for (const side of [0, 1] as const) {
            const ms = (await measureOnce(browser, servers[side]!.baseUrl, pageCase, profile, cookies[side]!)).usableMs;
            if (run >= 0) times[side].push(ms);
          }
        }
        const row = {
          page: pageCase.label,
          profile: profile.name,
          oldMs: round(median(times[0]), 0),
          newMs: round(median(times[1]), 0),
          ratio: round(median(times[1].map((ms, index) => ms / times[0][index]!)), 2),
        };
        console.log(`time-to-usable-compare: ${row.profile} ${row.page} ${row.oldMs} -> ${row.newMs} ms, paired ratio ${row.ratio}`);
        rows.push(row);
      }
    }
    return rows;
  } finally {
    await browser.close();
    for (const server of servers) await server.stop();
    for (const copy of copies) removeDir(copy);
  }
}

if (isMainModule(import.meta.url)) {
  armWatchdog('time-to-usable compare', 60);
  const rows = await runComparison();
  printTable(
    `Time-to-usable, old build vs new, loads interleaved, ${RUNS} runs each (median ms; ratio = median of paired new / old)`,
    ['profile', 'page', 'old ms', 'new ms', 'ratio'],
    rows.map((row) => [row.profile, row.page, row.oldMs, row.newMs, row.ratio]),
  );
}
