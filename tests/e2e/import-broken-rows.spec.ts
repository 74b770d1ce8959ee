import { readFile } from 'node:fs/promises';
import type { Browser, Download } from 'playwright-core';
import { expect, test } from './support/test.ts';
import { launchBrowser, screenshot } from './support/browser.ts';
import { openPage, signIn } from './support/session.ts';
import { mutate } from './support/trpc.ts';

let browser: Browser;
test.beforeAll(async () => {
  browser = await launchBrowser();
});
test.afterAll(() => browser?.close());

test.describe('a CSV import with a broken row, in German', () => {
  test('imports the good rows, shows the bad one at its line and downloads a German error report', async () => {
    const { page, errors } = await openPage(browser, { width: 1280, height: 900 });
    await signIn(page);
    const watchlist = await mutate(page, 'watchlist.createWatchlist', { name: 'Kaputte Zeilen', type: 'manual' });
    await page.goto(`/watchlist/${watchlist.id}?lang=de`);
    await page.getByRole('heading', { level: 1, name: 'Kaputte Zeilen' }).waitFor();

    await page.getByRole('button', { name: 'CSV importieren' }).click();
    const dialog = page.getByRole('dialog', { name: 'Kanäle aus CSV importieren' });
    await dialog.waitFor();
    const csv = [
      'url;notiz',
      'youtube.com/@FixtureTube;"Notiz über',
      'zwei Zeilen"',
      '"instagram.com/kaputt;ohne Ende',
      'twitch.tv/fixture_live;ok',
    ].join('\r\n');
    await dialog.locator('input[type="file"]').setInputFiles({ name: 'kanäle.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await dialog.getByRole('button', { name: 'Import starten' }).click();

    const results = dialog.getByTestId('import-results');
    await results.waitFor({ timeout: 30_000 });
    await results.getByText('Fehlerhaftes Anführungszeichen: nicht geschlossen oder an falscher Stelle').waitFor();
    // The bad row is line 4 of the file: the quoted note of line 2 spans two lines.
    await expect.poll(() => results.locator('tbody tr td').first().innerText()).toBe('4');
    await screenshot(page, 'import-broken-rows-01-results-de');

    const [download] = (await Promise.all([
      page.waitForEvent('download', { timeout: 30_000 }),
      dialog.getByRole('button', { name: 'Fehlerbericht herunterladen' }).click(),
    ])) as [Download, void];
    expect(download.suggestedFilename()).toBe('kanäle-fehler.csv');
    const text = (await readFile(await download.path())).toString('utf8');
    expect(text.startsWith('\uFEFFZeile,Eingabe,Grund\r\n4,')).toBe(true);
    expect(text).toContain('Fehlerhaftes Anführungszeichen');
    expect(errors).toEqual([]);
  });
});
