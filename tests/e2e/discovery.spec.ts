import type { Browser, Page } from 'playwright-core';
import { expect, test } from './support/test.ts';
import { launchBrowser, screenshot, watchForErrors } from './support/browser.ts';
import { baseUrl, waitForSiteReady } from './support/session.ts';

const PASSWORD = 'creatorlens-demo';

let browser: Browser;
test.beforeAll(async () => {
  browser = await launchBrowser();
});
test.afterAll(() => browser?.close());

async function newPage(): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    locale: 'en-US',
    viewport: { width: 1360, height: 900 },
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  const page = await context.newPage();
  return { page, errors: watchForErrors(page) };
}

async function signIn(page: Page): Promise<void> {
  await page.goto('/sign-in');
  await page.getByLabel('Email').fill('member@creatorlens.test');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL(`${baseUrl}/`);
}

test.describe('discovery journeys', () => {
  test('filters a creator discovery, keeps the filter in the URL and opens an artist page with its growth chart', async () => {
    const { page, errors } = await newPage();
    await signIn(page);
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Overview' }).click();
    await page.waitForURL(`${baseUrl}/discovery`);
    // The router changes the URL before it swaps the page: wait for the hub itself, or the click can land on a
    // "YouTube" link of the page being left.
    await page.getByRole('heading', { name: 'Discovery', level: 1 }).waitFor();
    await page.getByRole('main').getByRole('link', { name: 'YouTube' }).first().click();
    await page.waitForURL(/\/discovery\/youtube/);

    await page.getByLabel('Minimum Followers').fill('1000000');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await page.waitForURL(/followersMin=1000000/);
    const firstRow = page.locator('tbody tr').first();
    await firstRow.getByRole('link').first().waitFor();

    // Sorting by a column header is reflected in aria-sort and the URL.
    await page.getByRole('button', { name: 'Avg. views' }).click();
    await page.waitForURL(/sort=averageViews/);
    await expect.poll(() => page.getByRole('columnheader', { name: 'Avg. views' }).getAttribute('aria-sort')).toBe('descending');
    await screenshot(page, 'discovery-01-filtered');

    await page.locator('tbody tr').first().getByRole('link').first().click();
    await page.waitForURL((url) => !url.pathname.startsWith('/discovery'));
    await page.getByRole('heading', { level: 1 }).waitFor();
    // The artist page draws follower growth with the botting signals on it (intelligence), else the plain chart.
    const growthChart = page.locator('[data-testid="signal-growth-chart"] canvas, [data-testid="time-series-chart"] canvas');
    await growthChart.first().waitFor({ timeout: 20_000 });
    expect(await growthChart.count()).toBeGreaterThan(0);
    await screenshot(page, 'discovery-02-artist-growth-chart');

    // The channel was recorded as recently viewed (newest first).
    const recent = await page.evaluate(() => JSON.parse(window.localStorage.getItem('sidebar-recent-channels') ?? '[]') as string[]);
    expect(recent.length).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });

  test('sets the growth and posts-per-week maxima at 390 px with the keyboard, and keeps them in the URL', async () => {
    const { page, errors } = await newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page);
    await page.goto('/discovery/instagram');
    // At phone width the filters sit in a sheet behind the "Filters (n)" button.
    await page.getByRole('button', { name: /^Filters \(\d+\)$/ }).click();
    const sheet = page.getByTestId('filters-sheet');
    // Typed as percent, carried as a fraction: 25 % is growth30dMax=0.25.
    const growthMax = sheet.getByLabel('Maximum 30-day growth (%)');
    await growthMax.focus();
    await page.keyboard.type('25');
    await page.keyboard.press('Tab');
    await sheet.getByLabel('Maximum Posts per week').focus();
    await page.keyboard.type('3');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('growth30dMax') === '0.25' && url.searchParams.get('postsPerWeekMax') === '3');
    // Reloading the link keeps both maxima in the form.
    await page.reload();
    await page.getByRole('button', { name: /^Filters \(\d+\)$/ }).click();
    expect(await page.getByTestId('filters-sheet').getByLabel('Maximum 30-day growth (%)').inputValue()).toBe('25');
    expect(await page.getByTestId('filters-sheet').getByLabel('Maximum Posts per week').inputValue()).toBe('3');
    await screenshot(page, 'discovery-04-growth-posts-maxima-390');
    expect(errors).toEqual([]);
  });

  test('finds a channel by typing and opens it with the keyboard, and compares selected channels', async () => {
    const { page, errors } = await newPage();
    await signIn(page);
    await page.goto('/discovery/channel');
    const box = page.getByRole('combobox', { name: 'Search channels', exact: true });
    await box.fill('mrbeast');
    await page.getByRole('option').first().waitFor();
    await box.press('ArrowDown');
    await expect.poll(() => page.getByRole('option', { selected: true }).count()).toBe(1);
    await box.press('Enter');
    await page.waitForURL((url) => !url.pathname.startsWith('/discovery'));
    await page.getByRole('heading', { level: 1 }).waitFor();

    await page.goto('/discovery/youtube');
    const boxes = page.getByRole('checkbox', { name: /^Select (?!all)/ });
    await boxes.nth(2).waitFor();
    for (const index of [0, 1, 2]) await boxes.nth(index).check();
    await page.getByText('3 selected').waitFor();
    await page.getByRole('link', { name: 'Compare' }).click();
    await page.waitForURL(/\/discovery\/compare\?ids=/);
    await page.getByRole('heading', { name: 'Compare channels' }).waitFor();
    await page.locator('[data-testid="time-series-chart"] canvas').first().waitFor({ timeout: 20_000 });
    await screenshot(page, 'discovery-05-compare');
    expect(errors).toEqual([]);
  });

  test('shows the charts to an anonymous visitor with the selection in the URL', async () => {
    const { page, errors } = await newPage();
    await page.goto('/charts');
    // The server sends /charts rendered; it takes input once its JavaScript has hydrated it.
    await waitForSiteReady(page);
    await page.getByRole('heading', { name: 'Charts', level: 1 }).waitFor();
    await page.getByRole('radio', { name: 'TikTok' }).click();
    await page.waitForURL(/platform=tiktok/);
    await page.getByRole('radio', { name: '30-day gain' }).click();
    await page.waitForURL(/metric=followers30dGain/);
    await page.locator('tbody tr a').first().waitFor();
    await page.getByRole('link', { name: 'Sign in' }).first().waitFor();
    await screenshot(page, 'discovery-03-charts-anonymous');
    expect(errors).toEqual([]);
  });

  test('copies a coupon code and confirms it', async () => {
    const { page, errors } = await newPage();
    await page.goto('/coupons');
    await page.getByRole('heading', { name: 'Coupons', level: 1 }).waitFor();
    // The server-rendered cards show before the page is interactive; the copy button answers once hydrated.
    await waitForSiteReady(page);
    const copy = page.getByRole('button', { name: /^Copy code / }).first();
    await copy.waitFor();
    const label = (await copy.getAttribute('aria-label')) ?? '';
    const code = label.replace(/^Copy code /, '');
    await copy.click();
    await copy.getByText('Copied').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
    await screenshot(page, 'discovery-04-coupon-copied');
    expect(errors).toEqual([]);
  });
});
