/// <reference lib="dom" />
// The page scripts below run in Chromium, so this file also needs the DOM types.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { chromium } from 'playwright-core';
import { addChannelsToCampaign, createCampaign } from '@creatorlens/core/campaigns';
import { MAX_CHANNELS_PER_DROP } from '@creatorlens/core/lists';
import { loadActor } from '@creatorlens/core/load-actor';
import { schema } from '@creatorlens/db';
import { createApp } from '../apps/server/src/app.ts';
import { readConfig } from '../apps/server/src/config.ts';
import { DEMO_MEMBER_EMAIL, DEMO_PASSWORD } from './lib/auth.ts';
import { REPO_ROOT, armWatchdog, isMainModule, makeTempDir, removeDir } from './lib/paths.ts';
import { spawnServer } from './lib/server.ts';
import { median, percentile, round } from './lib/stats.ts';
import { printTable } from './lib/table.ts';
import { CHROMIUM_LAUNCH_OPTIONS } from '@creatorlens/test-support/chromium';

export const BOARD_CARDS = 1_000;
const RENDER_ROUNDS = 5;
const SCROLL_FRAMES = 180;

export interface BoardRenderResult {
  cards: number;
  columns: number;
  /** From the end of the campaign.getCampaign response to the first card in the DOM (parse + React render + commit), ms. */
  renderMs: { median: number; max: number };
  /** From navigation start to the first card in the DOM (bundle, session, data and render), ms. */
  navigationToCardsMs: { median: number; max: number };
  /** Cards actually in the DOM once rendered (windowing keeps this far below the card count). */
  cardsInDom: number;
  /** requestAnimationFrame intervals while scrolling the fullest column by 60 px per frame. */
  scroll: { frames: number; p50Ms: number; p95Ms: number; maxMs: number; longFrames: number; longFrameIndexes: number[] };
}

/** Seeds creator data, then a campaign of 1,000 cards spread over its four columns (written directly: setup only). */
async function seedBoard(env: NodeJS.ProcessEnv): Promise<string> {
  const log = console.log;
  console.log = () => {};
  let app: Awaited<ReturnType<typeof createApp>>;
  try {
    app = await createApp(readConfig({ ...env, SEED: 'on', LOG_LEVEL: 'warn' }));
  } finally {
    console.log = log;
  }
  try {
    const db = app.database.db;
    const [member] = await db.select({ id: schema.user.id }).from(schema.user).where(eq(schema.user.email, DEMO_MEMBER_EMAIL));
    const actor = await loadActor({ db }, { userId: member!.id, sessionId: 'bench', activeOrganizationId: null });
    const channels = await db
      .select({ id: schema.channel.id })
      .from(schema.channel)
      .where(sql`${schema.channel.platform} <> 'snapchat'`)
      .orderBy(schema.channel.id)
      .limit(BOARD_CARDS);
    if (channels.length < BOARD_CARDS) throw new Error(`the seed has only ${channels.length} channels`);
    const campaign = await createCampaign({ db, actor }, { name: 'Bench board' });
    for (let start = 0; start < BOARD_CARDS; start += MAX_CHANNELS_PER_DROP) {
      const ids = channels.slice(start, start + MAX_CHANNELS_PER_DROP).map((channel) => channel.id);
      await addChannelsToCampaign({ db, actor }, { campaignId: campaign.id, channelIds: ids });
    }
    const columns = await db
      .select({ id: schema.campaignColumn.id })
      .from(schema.campaignColumn)
      .where(eq(schema.campaignColumn.campaignId, campaign.id))
      .orderBy(schema.campaignColumn.idx);
    const ids = sql.join(
      columns.map((column) => sql`${column.id}::uuid`),
      sql`, `,
    );
    // All SET expressions read the old row, so one statement deals the cards round-robin into the columns.
    await db.execute(
      sql`UPDATE campaign_channel SET column_id = (ARRAY[${ids}])[(idx % ${columns.length}) + 1], idx = idx / ${columns.length} WHERE campaign_id = ${campaign.id}`,
    );
    return campaign.id;
  } finally {
    await app.close();
  }
}

export async function runBoardRenderBench(): Promise<BoardRenderResult> {
  const dataDir = makeTempDir('board');
  const webDir = join(dataDir, 'web');
  try {
    console.log('board render: building the web app');
    execFileSync('npm', ['run', 'build', '-w', '@creatorlens/web', '--', '--outDir', webDir, '--emptyOutDir'], {
      cwd: REPO_ROOT,
      stdio: 'ignore',
    });
    console.log(`board render: seeding a board of ${BOARD_CARDS} cards`);
    const campaignId = await seedBoard({ DATA_DIR: dataDir, WEB_DIST_DIR: webDir });
    const server = await spawnServer({ dataDir, extraEnv: { WEB_DIST_DIR: webDir } });
    const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
    try {
      const context = await browser.newContext({ baseURL: server.baseUrl, viewport: { width: 1440, height: 900 }, locale: 'en-US' });
      const signIn = await context.request.post('/api/auth/sign-in/email', {
        data: { email: DEMO_MEMBER_EMAIL, password: DEMO_PASSWORD },
        headers: { origin: server.baseUrl },
      });
      if (!signIn.ok()) throw new Error(`sign-in answered ${signIn.status()}`);
      const page = await context.newPage();
      // Records when the first card reaches the DOM, before the app's own scripts run.
      await page.addInitScript(() => {
        const w = window as unknown as { __firstCardAt?: number };
        new MutationObserver((_, observer) => {
          if (document.querySelector('[data-card-id]')) {
            w.__firstCardAt = performance.now();
            observer.disconnect();
          }
        }).observe(document, { childList: true, subtree: true });
      });
      const renders: number[] = [];
      const navigations: number[] = [];
      let cardsInDom = 0;
      for (let round = 0; round <= RENDER_ROUNDS; round += 1) {
        await page.goto(`/campaign/${campaignId}`);
        await page.waitForSelector('[data-card-id]');
        const timing = await page.evaluate(() => {
          const w = window as unknown as { __firstCardAt: number };
          const data = performance
            .getEntriesByType('resource')
            .filter((entry) => entry.name.includes('campaign.getCampaign'))
            .at(-1) as PerformanceResourceTiming | undefined;
          return {
            firstCardAt: w.__firstCardAt,
            dataEnd: data?.responseEnd ?? Number.NaN,
            cards: document.querySelectorAll('[data-card-id]').length,
          };
        });
        cardsInDom = timing.cards;
        // The first round warms the browser's caches (bundle, fonts); it is not counted.
        if (round === 0) continue;
        renders.push(timing.firstCardAt - timing.dataEnd);
        navigations.push(timing.firstCardAt);
      }
      // BOARD_TRACE=<file.json> records a Chromium trace of the scroll (open it in the DevTools Performance panel).
      const traceFile = process.env.BOARD_TRACE;
      if (traceFile)
        await browser.startTracing(page, {
          path: traceFile,
          categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing', 'toplevel'],
        });
      const frames = await page.evaluate(async (count) => {
        const column = document.querySelector('[data-column-id] .overflow-y-auto') as HTMLElement;
        const intervals: number[] = [];
        let last = performance.now();
        for (let frame = 0; frame < count; frame += 1) {
          await new Promise<void>((resolve) =>
            requestAnimationFrame((now) => {
              intervals.push(now - last);
              last = now;
              column.scrollTop += 60;
              resolve();
            }),
          );
        }
        return intervals.slice(1);
      }, SCROLL_FRAMES);
      if (traceFile) await browser.stopTracing();
      const columns = await page.locator('[data-column-id]').count();
      return {
        cards: BOARD_CARDS,
        columns,
        renderMs: { median: round(median(renders), 1), max: round(Math.max(...renders), 1) },
        navigationToCardsMs: { median: round(median(navigations), 1), max: round(Math.max(...navigations), 1) },
        cardsInDom,
        scroll: {
          frames: frames.length,
          p50Ms: round(percentile(frames, 50), 1),
          p95Ms: round(percentile(frames, 95), 1),
          maxMs: round(Math.max(...frames), 1),
          // A frame taking more than 1.5 vsync intervals (60 Hz) shows as a dropped frame.
          longFrames: frames.filter((interval) => interval > 25).length,
          longFrameIndexes: frames.flatMap((interval, index) => (interval > 25 ? [index] : [])),
        },
      };
    } finally {
      await browser.close();
      await server.stop();
    }
  } finally {
    removeDir(dataDir);
  }
}

export function printBoardRender(result: BoardRenderResult): void {
  printTable(
    `Campaign board with ${result.cards} cards in ${result.columns} columns (Chromium; target first render <= 300 ms, no dropped frames)`,
    ['measure', 'median ms', 'max ms'],
    [
      ['first render (data received -> first card in DOM)', result.renderMs.median, result.renderMs.max],
      ['navigation start -> first card in DOM', result.navigationToCardsMs.median, result.navigationToCardsMs.max],
    ],
  );
  console.log(`cards in the DOM after render: ${result.cardsInDom} of ${result.cards} (windowed)`);
  console.log(
    `scrolling ${result.scroll.frames} frames at 60 px/frame: frame interval p50 ${result.scroll.p50Ms} ms, p95 ${result.scroll.p95Ms} ms, max ${result.scroll.maxMs} ms, ${result.scroll.longFrames} frames over 25 ms${result.scroll.longFrameIndexes.length > 0 ? ` (frames ${result.scroll.longFrameIndexes.join(', ')})` : ''}`,
  );
}

if (isMainModule(import.meta.url)) {
  armWatchdog('board render bench', 15);
  printBoardRender(await runBoardRenderBench());
}
