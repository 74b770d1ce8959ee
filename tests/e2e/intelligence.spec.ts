import type { Browser, Page } from 'playwright-core';
import { expect, test } from './support/test.ts';
import { launchBrowser, screenshot } from './support/browser.ts';
import { openPage, signIn } from './support/session.ts';
import { query } from './support/trpc.ts';

/**
 * The intelligence a user sees: signals on the growth chart, the bot-risk explanation (by keyboard), discovery by
 * bot risk and a brand page. The data is the product seed after its intelligence job (run by the seed at start-up).
 */

let browser: Browser;
test.beforeAll(async () => {
  browser = await launchBrowser();
});
test.afterAll(() => browser?.close());

interface Candidate {
  artistSlug: string;
  channelName: string;
  platform: string;
}

/** A channel with dated signals (so the chart has markers), found through the same API the pages use. */
async function findChannelWithDatedSignals(page: Page): Promise<Candidate> {
  for (const platform of ['youtube', 'instagram', 'tiktok', 'twitch'] as const) {
    const found = await query(page, 'discovery.searchCreators', { platform, botRisk: ['high', 'medium'], pageSize: 25 });
    for (const item of found.items) {
      // A channel the API refuses to describe is skipped, as before, rather than ending the search.
      const intelligence = await query(page, 'intelligence.getChannelIntelligence', { channelId: item.id }).catch(() => null);
      if (intelligence?.signals.some((signal) => signal.day !== null))
        return { artistSlug: item.artistSlug, channelName: item.name, platform };
    }
  }
  throw new Error('the seed has no channel with dated signals (did the intelligence job run?)');
}

async function openChannel(page: Page, candidate: Candidate): Promise<void> {
  await page.goto(`/${candidate.artistSlug}`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  // Artists with several channels show tabs; pick the one with the signals.
  const tab = page.getByRole('tab', { name: new RegExp(candidate.channelName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) });
  if ((await tab.count()) > 0) await tab.first().click();
  await page
    .locator('[role="tabpanel"]:visible [data-testid="signal-growth-chart"] canvas, [data-testid="signal-growth-chart"] canvas')
    .first()
    .waitFor({ timeout: 30_000 });
}

test.describe('intelligence journeys', () => {
  test('shows signals on the growth chart, explains the bot risk by keyboard, filters discovery by bot risk and opens a brand', async () => {
    const { page, errors } = await openPage(browser, { width: 1280 });
    await signIn(page);

    // Discovery by bot risk: the filter lands in the URL and every row carries the level.
    await page.goto('/discovery/youtube');
    await page.getByRole('group', { name: 'Bot risk' }).getByLabel('High').check();
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await page.waitForURL(/botRisk=/);
    const rows = page.locator('tbody tr');
    await rows.first().waitFor();
    // The previous page stays on screen until the filtered one arrives, so wait for it rather than read once.
    await expect
      .poll(
        async () => {
          const tags = await page.locator('tbody [data-testid="row-bot-risk"]').allTextContents();
          const rowCount = await rows.count();
          return tags.length === rowCount && tags.every((text) => text.includes('High'));
        },
        { timeout: 15_000 },
      )
      .toBe(true);
    await screenshot(page, 'intelligence-01-discovery-bot-risk');

    // The artist page: pins on the growth chart and the same signals as a list beside it.
    const candidate = await findChannelWithDatedSignals(page);
    await openChannel(page, candidate);
    const panel = page.locator('[role="tabpanel"]:visible').first();
    const scope = (await panel.count()) > 0 ? panel : page.locator('body');
    const list = scope.getByTestId('signal-list');
    await list.waitFor();
    expect(await list.locator('li').count()).toBeGreaterThan(0);
    await scope.getByTestId('signal-growth-chart').scrollIntoViewIfNeeded();
    await page.waitForTimeout(800); // the chart animates its markers in
    await screenshot(page, 'intelligence-02-artist-signals-desktop');

    // The bot-risk explanation opens from the keyboard and closes with Escape.
    const badge = scope.getByTestId('bot-risk-badge');
    await badge.focus();
    await page.keyboard.press('Enter');
    const explanation = page.getByRole('dialog');
    await explanation.waitFor();
    expect(await explanation.textContent()).toContain('at least one critical signal');
    await screenshot(page, 'intelligence-03-bot-risk-explained');
    await page.keyboard.press('Escape');
    await explanation.waitFor({ state: 'hidden' });

    // Brands: the directory and one brand page with its chart or empty state.
    await page.goto('/brand');
    await page.getByRole('heading', { name: 'Brands', level: 1 }).waitFor();
    const firstBrand = page.getByTestId('brand-list').getByRole('link').first();
    await firstBrand.waitFor();
    await firstBrand.click();
    await page.waitForURL(/\/brand\/[^/]+$/);
    await page.getByRole('heading', { name: 'Branded posts over time' }).waitFor();
    await page.waitForTimeout(800);
    await screenshot(page, 'intelligence-04-brand-desktop');
    expect(errors).toEqual([]);
  });

  test('lays out the signals and a brand on a phone', async () => {
    const { page, errors } = await openPage(browser, { width: 390, height: 844 });
    await signIn(page);
    const candidate = await findChannelWithDatedSignals(page);
    await openChannel(page, candidate);
    await page.getByTestId('signal-list').first().waitFor();
    await page.waitForTimeout(800);
    await screenshot(page, 'intelligence-05-artist-signals-mobile');
    await page.goto('/brand');
    await page.getByTestId('brand-list').getByRole('link').first().click();
    await page.waitForURL(/\/brand\/[^/]+$/);
    await page.getByRole('heading', { name: 'Branded posts over time' }).waitFor();
    await page.waitForTimeout(800);
    await screenshot(page, 'intelligence-06-brand-mobile');
    expect(errors).toEqual([]);
  });
});
