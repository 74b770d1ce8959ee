import type { Browser, Locator, Page } from 'playwright-core';
import { expect, test } from './support/test.ts';
import { openPage, signIn } from './support/session.ts';
import { launchBrowser, screenshot } from './support/browser.ts';
import { mutate } from './support/trpc.ts';

/**
 * Issue 21 item 9: the signed-in pages fit a 1366 px laptop and a 390 px phone, in light and dark: the discovery
 * table without sideways scrolling, filters in a sheet on a phone, a hint of the other channels in compare, the
 * charts' figures on screen, whole channel names on artist cards, toasts above the selection bar and the "Add to…"
 * menu inside the viewport.
 */

let browser: Browser;
test.beforeAll(async () => {
  browser = await launchBrowser();
});
test.afterAll(() => browser?.close());

async function box(locator: Locator) {
  const rect = await locator.boundingBox();
  if (!rect) throw new Error('element has no box (not rendered)');
  return rect;
}

/** Whether an element overflows sideways (its content is wider than its box). */
const overflowOf = (locator: Locator) => locator.evaluate((element) => ({ scroll: element.scrollWidth, client: element.clientWidth }));

async function openDiscovery(page: Page): Promise<void> {
  await page.goto('/discovery/tiktok');
  await page.getByTestId('discovery-table').locator('tbody tr').first().getByRole('checkbox').waitFor();
}

async function selectFirstRows(page: Page, count: number): Promise<void> {
  const boxes = page.getByTestId('discovery-table').locator('tbody').getByRole('checkbox');
  for (let index = 0; index < count; index += 1) await boxes.nth(index).check();
}

const VIEWPORTS = [
  { width: 1366, height: 850, colorScheme: 'light' },
  { width: 1366, height: 850, colorScheme: 'dark' },
  { width: 390, height: 844, colorScheme: 'light' },
  { width: 390, height: 844, colorScheme: 'dark' },
] as const;

for (const { width, height, colorScheme } of VIEWPORTS) {
  test.describe(`layout at ${width} px (${colorScheme})`, () => {
    const isPhone = width < 600;
    const name = (part: string) => `layout-${part}-${width}-${colorScheme}`;
    let page: Page;
    let errors: string[];

    test.beforeAll(async () => {
      ({ page, errors } = await openPage(browser, { width, height, colorScheme }));
      await signIn(page, 'org-admin@creatorlens.test');
    });
    test.afterAll(() => page?.context().close());

    test('fits the discovery table without sideways scrolling and keeps the filters out of the way on a phone', async () => {
      await openDiscovery(page);
      const table = page.getByTestId('discovery-table');
      const { scroll, client } = await overflowOf(table);
      expect(scroll).toBeLessThanOrEqual(client);
      const documentWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(documentWidth).toBeLessThanOrEqual(width);
      // The channel column keeps room for a readable name, not just an avatar.
      expect((await box(table.locator('tbody tr').first().getByRole('link').first())).width).toBeGreaterThanOrEqual(60);

      if (!isPhone) {
        const tableBox = await box(table);
        for (const column of ['postsPerWeek', 'trend']) {
          const header = table.locator(`th[data-column="${column}"]`);
          expect(await header.isVisible()).toBe(true);
          const headerBox = await box(header);
          expect(headerBox.x + headerBox.width).toBeLessThanOrEqual(tableBox.x + tableBox.width + 1);
        }
        // A long name truncates with the whole name in its title.
        const firstName = table.locator('tbody tr').first().getByRole('link').first();
        expect(await firstName.getAttribute('title')).toBe((await firstName.innerText()).trim());
      } else {
        // Results first: the first row is on the first screen and no filter field stands before it.
        const firstRow = await box(table.locator('tbody tr').first());
        expect(firstRow.y + firstRow.height).toBeLessThanOrEqual(height);
        expect(await page.getByRole('form', { name: 'Filters' }).count()).toBe(0);

        // A hidden column is one sort choice away (the sorted column always shows).
        await page.getByLabel('Sort', { exact: true }).selectOption('averageLikes:desc');
        await page.waitForURL(/sort=averageLikes/);
        // The previous page of results stays while the sorted one loads; measure the sorted rows.
        await page.locator('[aria-busy="false"]', { has: table }).waitFor();
        expect(await table.locator('th[data-column="averageLikes"]').isVisible()).toBe(true);
        expect((await box(table.locator('tbody tr').first().getByRole('link').first())).width).toBeGreaterThanOrEqual(60);
        expect((await overflowOf(table)).scroll).toBeLessThanOrEqual((await overflowOf(table)).client);

        // Filters open in a sheet: a modal dialog that keeps focus and closes with Escape.
        const opener = page.getByRole('button', { name: /^Filters \(\d+\)$/ });
        await opener.click();
        const sheet = page.getByRole('dialog', { name: 'Filters' });
        await sheet.getByLabel('Name, handle or bio').waitFor();
        const sheetBox = await box(sheet);
        expect(sheetBox.y + sheetBox.height).toBeLessThanOrEqual(height + 1);
        await screenshot(page, name('filters-sheet'));
        for (let step = 0; step < 40; step += 1) await page.keyboard.press('Tab');
        expect(await sheet.evaluate((element) => element.contains(document.activeElement))).toBe(true);
        await page.keyboard.press('Escape');
        await sheet.waitFor({ state: 'detached' });
        // Radix's focus scope gives focus back in a setTimeout(0) after the sheet unmounts, so it can arrive just after
        // the sheet is gone (read in between once at load 11.7).
        await expect.poll(() => opener.evaluate((element) => element === document.activeElement)).toBe(true);

        // Applying a filter in the sheet closes it and counts it on the button.
        await opener.click();
        await sheet.getByLabel('Name, handle or bio').fill('a');
        await sheet.getByRole('button', { name: 'Apply filters' }).click();
        await sheet.waitFor({ state: 'detached' });
        await page.getByRole('button', { name: 'Filters (1)' }).waitFor();
        await page.locator('[aria-busy="false"]', { has: table }).waitFor();
      }
      await screenshot(page, name('discovery'));
      expect(errors).toEqual([]);
    });

    test('keeps the "Add to…" menu inside the viewport and stacks toasts above the selection bar', async () => {
      const tag = await mutate(page, 'tag.createTag', { name: `Layout ${width} ${colorScheme}`, color: 'sky' });
      try {
        await openDiscovery(page);
        await selectFirstRows(page, 3);
        const bar = page.getByTestId('selection-bar');
        const barBox = await box(bar);
        expect(barBox.x).toBeGreaterThanOrEqual(0);
        expect(barBox.x + barBox.width).toBeLessThanOrEqual(width);
        for (const button of [bar.getByRole('button', { name: /^Add 3 channels to/ }), bar.getByRole('link', { name: 'Compare' })]) {
          const buttonBox = await box(button);
          expect(buttonBox.x + buttonBox.width).toBeLessThanOrEqual(width);
        }

        await bar.getByRole('button', { name: /^Add 3 channels to/ }).click();
        const menu = page.getByRole('menu');
        await menu.getByRole('menuitem').first().waitFor();
        const menuBox = await box(menu);
        expect(menuBox.x).toBeGreaterThanOrEqual(0);
        expect(menuBox.y).toBeGreaterThanOrEqual(0);
        expect(menuBox.x + menuBox.width).toBeLessThanOrEqual(width);
        expect(menuBox.y + menuBox.height).toBeLessThanOrEqual(height);
        await screenshot(page, name('add-to-menu'));

        await menu.getByRole('menuitem', { name: `Layout ${width} ${colorScheme}` }).click();
        const toast = page.locator('li[data-state="open"]', { hasText: `3 channels added to Layout ${width} ${colorScheme}.` });
        await toast.waitFor();
        await screenshot(page, name('toast'));
        const toastBox = await box(toast);
        const barNow = await box(bar);
        // Toasts sit above the bar, never over its buttons.
        expect(toastBox.y + toastBox.height).toBeLessThanOrEqual(barNow.y);
        expect(toastBox.y).toBeGreaterThanOrEqual(0);
      } finally {
        await mutate(page, 'tag.deleteTag', { id: tag.id });
      }
      expect(errors).toEqual([]);
    });

    test('shows in compare that more channels exist', async () => {
      await openDiscovery(page);
      await selectFirstRows(page, 3);
      await page.getByTestId('selection-bar').getByRole('link', { name: 'Compare' }).click();
      await page.waitForURL(/\/discovery\/compare/);
      const table = page.getByTestId('compare-table');
      const headers = table.locator('thead th');
      await headers.nth(3).getByRole('link').waitFor();
      const third = await box(headers.nth(3));
      const second = await box(headers.nth(2));
      if (isPhone) {
        expect(await page.getByTestId('compare-scroll-hint').innerText()).toContain('3 channels');
        expect(await headers.nth(1).getByTestId('compare-position').innerText()).toBe('1 of 3');
        // The next channel's edge shows on the first screen.
        expect(second.x).toBeLessThan(width - 24);
        expect(third.x).toBeGreaterThan(width);
      } else {
        expect(third.x + third.width).toBeLessThanOrEqual(width);
        expect(await page.getByTestId('compare-scroll-hint').isVisible()).toBe(false);
      }
      const documentWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(documentWidth).toBeLessThanOrEqual(width);
      await screenshot(page, name('compare'));
      expect(errors).toEqual([]);
    });

    test('keeps the followers column of /charts on screen', async () => {
      await page.goto('/charts');
      const table = page.getByTestId('charts-table');
      await table.locator('tbody tr').first().getByRole('link').waitFor();
      const column = await box(page.getByTestId('charts-value-column'));
      expect(column.x).toBeGreaterThanOrEqual(0);
      expect(column.x + column.width).toBeLessThanOrEqual(width);
      const firstValue = await box(table.locator('tbody tr').first().locator('td').last());
      expect(firstValue.x + firstValue.width).toBeLessThanOrEqual(width);
      const documentWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(documentWidth).toBeLessThanOrEqual(width);
      await screenshot(page, name('charts'));
      expect(errors).toEqual([]);
    });

    test('shows whole names and handles on the artist channel cards', async () => {
      for (const slug of ['selena-gomez', 'mrbeast']) {
        await page.goto(`/${slug}`);
        const identity = page.getByTestId('channel-card-identity').first();
        await identity.getByRole('heading').waitFor();
        for (const line of await identity.locator('h3, p').all()) {
          const fits = await line.evaluate(
            (element) => element.scrollWidth <= element.clientWidth && element.scrollHeight <= element.clientHeight,
          );
          expect(fits, `${slug}: ${await line.innerText()}`).toBe(true);
        }
        await screenshot(page, name(`artist-${slug}`));
      }
      expect(errors).toEqual([]);
    });
  });
}
