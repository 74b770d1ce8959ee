import { readFile } from 'node:fs/promises';
import type { Browser, Download, Page } from 'playwright-core';
import { readSheet } from 'read-excel-file/node';
import { expect, test } from './support/test.ts';
import { launchBrowser, screenshot } from './support/browser.ts';
import { openPage, signIn } from './support/session.ts';
import { query, mutate } from './support/trpc.ts';

let browser: Browser;
test.beforeAll(async () => {
  browser = await launchBrowser();
});
test.afterAll(() => browser?.close());

/** Clicks something that starts a download and returns the saved file's bytes and name. */
async function downloadFrom(page: Page, click: () => Promise<void>): Promise<{ name: string; bytes: Buffer }> {
  const [download] = (await Promise.all([page.waitForEvent('download', { timeout: 30_000 }), click()])) as [Download, void];
  const path = await download.path();
  return { name: download.suggestedFilename(), bytes: await readFile(path) };
}

test.describe('import and export journeys', () => {
  test('imports a CSV with bad rows into a watchlist, reports per row, and exports the list and an artist PDF', async () => {
    const { page, errors } = await openPage(browser, { width: 1280, height: 900 });
    await signIn(page);
    const top = await query(page, 'discovery.searchCreators', { platform: 'instagram', pageSize: 3 });
    const [first, second] = top.items;
    // Unique per run: a server reused between runs (E2E_BASE_URL) already knows the previous run's new channel.
    const newHandle = `e2e.new.${Date.now().toString(36)}`;
    const watchlist = await mutate(page, 'watchlist.createWatchlist', { name: 'Imported creators', type: 'manual' });
    await page.goto(`/watchlist/${watchlist.id}`);
    await page.getByRole('heading', { level: 1, name: 'Imported creators' }).waitFor();

    await page.getByRole('button', { name: 'Import CSV' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import channels from CSV' });
    await dialog.waitFor();
    await dialog.getByText('Into the watchlist “Imported creators”').waitFor();
    const csv = [
      'profile',
      `https://www.instagram.com/${first!.handle}/`,
      `instagram.com/${second!.handle}`,
      `https://www.tiktok.com/@${newHandle}`,
      'this is not a profile',
      '@platform-unknown',
      `instagram.com/${first!.handle}`,
    ].join('\n');
    await dialog.locator('input[type="file"]').setInputFiles({ name: 'creators.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await dialog.getByText('creators.csv').waitFor();
    await screenshot(page, 'import-export-01-dialog-desktop');
    await dialog.getByRole('button', { name: 'Start import' }).click();

    // Progress first (the bar or, for a small file, straight the results), then the per-row report.
    await dialog.locator('[data-testid="import-progress"], [data-testid="import-results"]').first().waitFor();
    const results = dialog.getByTestId('import-results');
    await results.waitFor({ timeout: 30_000 });
    await expect.poll(() => results.locator('dd').allInnerTexts()).toEqual(['2', '1', '3']);
    // Invalid rows are shown first; all rows are one choice away.
    await results.getByText('Not a handle or profile URL').waitFor();
    await results.getByText('No platform: use a profile URL or a platform column').waitFor();
    await results.getByText('Already earlier in the file').waitFor();
    expect(await results.locator('tbody tr').count()).toBe(3);
    await screenshot(page, 'import-export-02-results-desktop');
    await results.getByLabel('Show rows').selectOption('all');
    await expect.poll(() => results.locator('tbody tr').count()).toBe(6);

    const report = await downloadFrom(page, () => dialog.getByRole('button', { name: 'Download error report' }).click());
    expect(report.name).toBe('creators-errors.csv');
    const reportText = report.bytes.toString('utf8');
    expect(reportText.startsWith('\uFEFFRow,Input,Reason')).toBe(true);
    expect(reportText).toContain('5,this is not a profile,Not a handle or profile URL');

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => page.locator('tbody tr').count()).toBe(3);

    // Export the list as CSV and XLSX and read the files back.
    await page.getByRole('button', { name: 'Export this list' }).click();
    const csvFile = await downloadFrom(page, () => page.getByRole('menuitem', { name: /CSV \(international\)/ }).click());
    expect(csvFile.name).toBe('imported-creators.csv');
    // The BOM (EF BB BF) lets Excel read UTF-8; trim() would drop it from the string, so check the bytes.
    expect([...csvFile.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const csvLines = csvFile.bytes.toString('utf8').trim().split('\r\n');
    expect(csvLines[0]).toBe(
      'Channel,Handle,Platform,Profile URL,Followers,Engagement rate,30-day growth,Average views,Added,Change since added,' +
        'Bot risk,Data as of,Source,Engagement basis,Growth basis,Averages basis,Posts per week basis',
    );
    expect(csvLines).toHaveLength(4);
    expect(csvLines.join('\n')).toContain(`${newHandle},tiktok`);

    await page.getByRole('button', { name: 'Export this list' }).click();
    const xlsxFile = await downloadFrom(page, () => page.getByRole('menuitem', { name: 'Excel (XLSX)' }).click());
    expect(xlsxFile.name).toBe('imported-creators.xlsx');
    const sheet = await readSheet(xlsxFile.bytes);
    expect(sheet[0]![0]).toBe('Channel');
    expect(
      sheet
        .slice(1)
        .map((row) => String(row[1]).toLowerCase())
        .sort(),
    ).toEqual([first!.handle, second!.handle, newHandle].map((handle) => handle.toLowerCase()).sort());

    // The artist page offers the PDF report.
    await page.goto(`/${first!.artistSlug}`);
    await page.getByTestId('artist-pdf-report').waitFor();
    await screenshot(page, 'import-export-03-artist-desktop');
    const pdf = await downloadFrom(page, () => page.getByTestId('artist-pdf-report').click());
    expect(pdf.name).toBe(`${first!.artistSlug}-report.pdf`);
    expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.bytes.length).toBeGreaterThan(2_000);
    expect(errors).toEqual([]);
  });

  test('works on a phone: the import dialog, its results and the export menu fit the screen', async () => {
    const { page, errors } = await openPage(browser, { width: 390, height: 844 });
    await signIn(page);
    const watchlist = await mutate(page, 'watchlist.createWatchlist', { name: 'Phone import', type: 'manual' });
    await page.goto(`/watchlist/${watchlist.id}`);
    await page.getByRole('heading', { level: 1, name: 'Phone import' }).waitFor();
    await screenshot(page, 'import-export-04-watchlist-mobile');
    await page.getByRole('button', { name: 'Import CSV' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import channels from CSV' });
    await screenshot(page, 'import-export-05-dialog-mobile');
    await dialog.locator('input[type="file"]').setInputFiles({
      name: 'phone.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`platform;handle\ninstagram;phone.${Date.now().toString(36)}\nmyspace;tom\n`),
    });
    await dialog.getByRole('button', { name: 'Start import' }).click();
    await dialog.getByTestId('import-results').waitFor({ timeout: 30_000 });
    await dialog.getByText('Not a handle or profile URL').waitFor();
    await screenshot(page, 'import-export-06-results-mobile');
    const box = await dialog.boundingBox();
    expect(box!.width).toBeLessThanOrEqual(390);
    expect(errors).toEqual([]);
  });
});
