import type { Browser } from 'playwright-core';
import { expect, test } from './support/test.ts';
import { openPage, signIn } from './support/session.ts';
import { launchBrowser, screenshot } from './support/browser.ts';
import { mutate, query } from './support/trpc.ts';

let browser: Browser;
test.beforeAll(async () => {
  browser = await launchBrowser();
});
test.afterAll(() => browser?.close());

test.describe('the campaign board at 1366 px', () => {
  test('reaches the last column and "add column" by keyboard and scrolling, without page-level overflow', async () => {
    const { page, errors } = await openPage(browser, { width: 1366, height: 768 });
    await signIn(page);
    const campaign = await mutate(page, 'campaign.createCampaign', { name: 'Fit check', columns: ['One', 'Two', 'Three', 'Four', 'Five'] });
    await page.goto(`/campaign/${campaign.id}`);
    const strip = page.getByTestId('board-strip');
    await strip.waitFor();

    // The page itself never scrolls sideways: only the strip does.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await strip.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);

    // Keyboard: Tab from the strip through the column menus reaches the add-column field, which is then in view.
    await strip.focus();
    const addColumn = page.getByRole('textbox', { name: 'Column name' });
    for (let step = 0; step < 20 && !(await addColumn.evaluate((element) => element === document.activeElement)); step += 1) {
      await page.keyboard.press('Tab');
    }
    expect(await addColumn.evaluate((element) => element === document.activeElement)).toBe(true);
    await expect.poll(() => addColumn.isVisible()).toBe(true);
    const box = (await addColumn.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(1366);
    await screenshot(page, 'campaign-board-fit-01-add-column');

    // Mouse: shift+wheel over the strip scrolls it back to the first column and out again to the last one.
    await strip.evaluate((element) => element.scrollTo({ left: 0 }));
    const stripBox = (await strip.boundingBox())!;
    await page.mouse.move(stripBox.x + stripBox.width / 2, stripBox.y + 20);
    await page.keyboard.down('Shift');
    await page.mouse.wheel(0, 2000);
    await page.keyboard.up('Shift');
    await expect.poll(() => strip.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
    const last = page.locator('section[data-column-id]').last();
    await last.scrollIntoViewIfNeeded();
    expect(await last.isVisible()).toBe(true);

    // Renaming focuses and selects the field; a blank name is refused with its own message.
    await page.getByRole('button', { name: 'Actions for column Five' }).click();
    await page.getByRole('menuitem', { name: 'Rename column' }).click();
    const rename = page.locator('section[data-column-id] header input');
    await expect.poll(() => rename.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await rename.evaluate((element: HTMLInputElement) => element.selectionEnd! - element.selectionStart!)).toBe('Five'.length);
    await page.keyboard.press('Delete');
    await page.keyboard.press('Enter');
    await page.getByText('The column name must not be empty.').waitFor();
    await page.keyboard.press('Escape');

    const board = await query(page, 'campaign.getCampaign', { id: campaign.id });
    expect(board.columns.map((column) => column.name)).toEqual(['One', 'Two', 'Three', 'Four', 'Five']);
    expect(errors).toEqual([]);
  });
});
