import type { Browser, Page } from 'playwright-core';
import { expect, test } from './support/test.ts';
import { launchBrowser, screenshot } from './support/browser.ts';
import { openPage, signIn } from './support/session.ts';
import { query } from './support/trpc.ts';

/**
 * The German-speaking market as a brand sees it: discovery filtered to Germany (Instagram) and to German (Twitch) lists
 * only such creators, and a German creator's artist page draws its follower history (inBeat's readings 2020 → 2024).
 */

let browser: Browser;
test.beforeAll(async () => {
  browser = await launchBrowser();
});
test.afterAll(() => browser?.close());

interface Candidate {
  name: string;
  channelId: string;
  points: number;
}

/** A German Instagram creator of the first result page whose growth series has several inBeat readings. */
async function findCreatorWithHistory(page: Page): Promise<Candidate> {
  const found = await query(page, 'discovery.searchCreators', { platform: 'instagram', country: 'DE', pageSize: 25 });
  for (const item of found.items) {
    // A channel whose analytics the API refuses is skipped, as before, rather than ending the search.
    const analytics = await query(page, 'artist.getChannelAnalytics', { channelId: item.id }).catch(() => null);
    const fromInbeat = analytics?.growth.filter((point) => point.source === 'instagram-tiktok-dach-inbeat').length ?? 0;
    if (analytics && fromInbeat >= 3) return { name: item.name, channelId: item.id, points: analytics.growth.length };
  }
  throw new Error('no German Instagram creator on the first page has three or more inBeat readings');
}

/** The number in "2,800 channels" above the results. */
async function resultCount(page: Page): Promise<number> {
  const text = await page
    .getByText(/^[\d,.\s]+\+? channels?$/)
    .first()
    .textContent();
  return Number((text ?? '').replace(/\D/g, ''));
}

test.describe('German-speaking market journeys', () => {
  test('filters Instagram creators by Germany and opens one with its follower history on the growth chart', async () => {
    const { page, errors } = await openPage(browser, { width: 1360 });
    await signIn(page);
    await page.goto('/discovery/instagram');
    await page.getByRole('heading', { level: 1 }).waitFor();

    await page.getByLabel('Country', { exact: true }).selectOption('DE');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await page.waitForURL(/country=DE/);
    const origins = page.locator('tbody tr [data-testid="creator-origin"]');
    // The unfiltered rows stay on screen until the filtered page has arrived.
    const isGermany = (list: string[]) => list.length >= 10 && list.every((origin) => origin.startsWith('Germany'));
    await expect.poll(async () => isGermany(await origins.allTextContents()), { timeout: 20_000 }).toBe(true);
    await expect.poll(() => resultCount(page)).toBeGreaterThanOrEqual(500);
    const shown = await origins.allTextContents();
    expect(shown.length).toBeGreaterThanOrEqual(10);
    expect(shown.filter((origin) => !origin.startsWith('Germany'))).toEqual([]);
    await screenshot(page, 'dach-01-instagram-germany');

    const candidate = await findCreatorWithHistory(page);
    expect(candidate.points).toBeGreaterThanOrEqual(3);
    await page.locator('tbody tr').getByRole('link', { name: candidate.name, exact: true }).first().click();
    await page.waitForURL((url) => !url.pathname.startsWith('/discovery'));
    await page.getByRole('heading', { level: 1 }).waitFor();
    // An artist with several channels shows tabs: the Instagram one holds the German history.
    const tab = page.getByRole('tab', { name: /Instagram/ });
    if ((await tab.count()) > 0) await tab.first().click();
    const growthChart = page.locator('[data-testid="signal-growth-chart"] canvas, [data-testid="time-series-chart"] canvas');
    await growthChart.first().waitFor({ timeout: 30_000 });
    expect(await growthChart.count()).toBeGreaterThan(0);
    await screenshot(page, 'dach-02-artist-growth-chart');
    expect(errors).toEqual([]);
  });

  test('filters Twitch streamers by the German language', async () => {
    const { page, errors } = await openPage(browser, { width: 1360 });
    await signIn(page);
    await page.goto('/discovery/twitch');
    await page.getByRole('heading', { level: 1 }).waitFor();

    await page.getByLabel('Language', { exact: true }).selectOption('de');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await page.waitForURL(/language=de/);
    const origins = page.locator('tbody tr [data-testid="creator-origin"]');
    const isGerman = (list: string[]) => list.length >= 10 && list.every((origin) => origin === 'German');
    await expect.poll(async () => isGerman(await origins.allTextContents()), { timeout: 20_000 }).toBe(true);
    await expect.poll(() => resultCount(page)).toBeGreaterThanOrEqual(100);
    const shown = await origins.allTextContents();
    expect(shown.length).toBeGreaterThanOrEqual(10);
    expect(shown.filter((origin) => origin !== 'German')).toEqual([]);
    await screenshot(page, 'dach-03-twitch-german');
    expect(errors).toEqual([]);
  });
});
